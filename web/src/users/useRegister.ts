import { DEFAULT_PHONE_PREFIX, MESSAGES, registerSchema, type RegisterValues } from '@portal/schema';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRegisterMutation } from '../__generated__/graphql';
import { submitErrorsFrom } from '../forms/submitErrors';
import { useSession } from '../state/useSession';

// From the schema, not the form: the guest app registers with its own form and must not load this one.
const REGISTER_FIELDS = Object.keys(registerSchema.fields) as (keyof RegisterValues)[];

/** Registers (which also signs in) and stores the signed-in user. Resolves to the submit errors on failure. */
export function useRegister() {
  const [register] = useRegisterMutation();
  const session = useSession();
  return async function registerAccount(values: RegisterValues): Promise<SubmissionErrors | undefined> {
    const phone = values.phone?.trim() ?? '';
    try {
      const { data } = await register({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            // The '+44' prefix alone is not a phone number.
            phone: phone === '' || phone === DEFAULT_PHONE_PREFIX ? null : phone,
            plainPassword: values.plainPassword,
            acceptsMarketing: values.acceptsMarketing ?? false,
          },
        },
      });
      if (!data) return { [FORM_ERROR]: MESSAGES.genericError };
      session.login({ id: data.register.user.id, email: data.register.user.email, jwt: data.register.token });
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: REGISTER_FIELDS });
    }
  };
}
