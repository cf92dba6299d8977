/**
 * The violations a validation reports, in order, from a record of property path → message: what the schema's rules
 * give (`validate`) and what the API answers in a 422 (`violations`), written once the same way.
 */
export function violations(messages: Record<string, string>): { propertyPath: string; message: string }[] {
  return Object.entries(messages).map(([propertyPath, message]) => ({ propertyPath, message }));
}
