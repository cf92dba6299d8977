import { InlineAlert } from '../components/InlineAlert/InlineAlert';

/** The form-level error (FORM_ERROR): a failure that concerns no single field. */
export function FormError({ children }: { children?: string }) {
  if (!children) return null;
  return <InlineAlert>{children}</InlineAlert>;
}
