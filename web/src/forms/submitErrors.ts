import { MESSAGES } from '@portal/schema';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { isNetworkError, violationsOf, waitMessage } from '../apollo/errors';
import { reportError } from '../errors/report';

export interface SubmitErrorOptions {
  /** The form's field names: a violation whose propertyPath names none of them is shown at the top of the form. */
  fields: readonly string[];
  /** When a form field is named differently from the API's propertyPath: `{ plainPassword: 'password' }`. */
  rename?: Readonly<Record<string, string>>;
}

/**
 * Turns a failed mutation into final-form submit errors: each BAD_USER_INPUT violation lands on the field it
 * names; a refusal to wait ('Too many attempts. Try again in 5 minutes.'), a network failure or any other error
 * becomes the form-level error (FORM_ERROR).
 */
export function submitErrorsFrom(error: unknown, { fields, rename = {} }: SubmitErrorOptions): SubmissionErrors {
  const violations = violationsOf(error);
  if (violations.length > 0) {
    let errors: Record<string, unknown> = {};
    const general: string[] = [];
    for (const { propertyPath, message } of violations) {
      const path = rename[propertyPath] ?? propertyPath;
      const root = path.split(/[.[]/)[0] ?? '';
      if (path && fields.includes(root)) errors = setIn(errors, path, message) as Record<string, unknown>;
      else general.push(message);
    }
    if (general.length > 0) errors[FORM_ERROR] = general.join(' ');
    return errors;
  }
  const wait = waitMessage(error);
  if (wait) return { [FORM_ERROR]: wait };
  if (isNetworkError(error)) return { [FORM_ERROR]: MESSAGES.couldNotConnect };
  reportError(error);
  return { [FORM_ERROR]: MESSAGES.genericError };
}
