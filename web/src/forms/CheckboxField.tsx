import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

/** A checkbox bound to react-final-form (a boolean value). */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Checkbox.Root
      colorPalette="brand"
      checked={!!input.checked}
      onCheckedChange={(details) => input.onChange(details.checked === true)}
      name={input.name}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal" color="fg.muted">
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
