import { MESSAGES } from '@portal/schema';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isUnauthenticated } from '../apollo/errors';
import { useLoginMutation } from '../__generated__/graphql';
import { submitErrorsFrom } from '../forms/submitErrors';
import { useSession } from '../state/useSession';
import type { LoginValues } from './LoginForm';

/** Logs in and stores the signed-in user. Resolves to the form's submit errors on failure. */
export function useSignIn() {
  const [login] = useLoginMutation();
  const session = useSession();
  return async function signIn(values: LoginValues): Promise<SubmissionErrors | undefined> {
    try {
      const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) return { [FORM_ERROR]: MESSAGES.genericError };
      session.login({ id: data.login.user.id, email: data.login.user.email, jwt: data.login.token });
      return undefined;
    } catch (error) {
      if (isUnauthenticated(error)) return { [FORM_ERROR]: MESSAGES.loginFailed };
      return submitErrorsFrom(error, { fields: ['email', 'password'] });
    }
  };
}
