import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useFlash } from '../components/Flash/useFlash';
import { submitErrorsFrom, type SubmitErrorOptions } from './submitErrors';

/**
 * A form's onSubmit around a save: on success the flash bar says 'Changes saved' (or `flashMessage`); on failure
 * the violations land on the fields, anything else on the form.
 */
export function useSubmitHandler<Values>(
  save: (values: Values) => Promise<unknown>,
  options: SubmitErrorOptions & { flashMessage?: string | ((values: Values) => string) },
) {
  const flash = useFlash();
  return async function submit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await save(values);
      const { flashMessage = MESSAGES.changesSaved } = options;
      flash.show(typeof flashMessage === 'function' ? flashMessage(values) : flashMessage);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, options);
    }
  };
}
