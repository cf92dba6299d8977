import { toViolations } from '@portal/schema';
import { setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * A final-form `validate` function from a yup schema: the first message of each failing field, in the order the
 * schema declares its tests (so the spec's messages show verbatim, one at a time), at the field's path. `context`
 * is what the schema reads as `$name` (the profile form passes `{ currentEmail }`).
 */
export function validateWithYup<Values extends object>(schema: AnyObjectSchema, context?: object) {
  return (values: Values): ValidationErrors => {
    try {
      schema.validateSync(values, { abortEarly: false, context });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: object = {};
      for (const { propertyPath, message } of toViolations(error)) errors = setIn(errors, propertyPath, message);
      return errors;
    }
  };
}
