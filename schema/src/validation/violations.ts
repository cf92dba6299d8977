import { ValidationError, type AnyObjectSchema } from 'yup';

/** One API Platform violation: the field it concerns and the message to show there. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * Runs a yup schema and returns every failure as violations (empty when valid) plus the cast value. `context` is
 * what the schema reads as `$name` or `options.context` (the profile's current email, the common-password check).
 */
export async function validate<T>(
  schema: AnyObjectSchema,
  input: unknown,
  context?: object,
): Promise<{ value: T; violations: [] } | { value: null; violations: Violation[] }> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true, context })) as T;
    return { value, violations: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { value: null, violations: toViolations(error) };
  }
}

/** The first message per field, in the order the schema declares its tests. */
export function toViolations(error: ValidationError): Violation[] {
  const seen = new Set<string>();
  const inner = error.inner.length > 0 ? error.inner : [error];
  const violations: Violation[] = [];
  for (const e of inner) {
    const path = e.path ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    violations.push({ propertyPath: path, message: e.message });
  }
  return violations;
}
