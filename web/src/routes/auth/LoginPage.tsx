import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { takeSignedOutNotice } from '../../profile/signedOutNotice';
import { LoginForm, type LoginValues } from '../../users/LoginForm';
import { useSignIn } from '../../users/useSignIn';
import { AuthSwitch } from './AuthSwitch';

/** `/` and `/oauth-login` when signed out. After logging in, returns to the page that asked for it. */
export function LoginPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // Why the app signed the user out (a changed email or password), read once.
  const [notice] = useState(takeSignedOutNotice);

  const onSubmit = async (values: LoginValues) => {
    const errors = await signIn(values);
    if (!errors) navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/', { replace: true });
    return errors;
  };

  return (
    <AuthLayout
      title="Welcome back"
      pageTitle="Log in"
      subtitle="Log in to manage your listings, calendars and guests."
      footer={<AuthSwitch question="New to Host Portal?" to="/register" label="Create an account" />}
    >
      {notice && (
        // Plain text rather than an Alert: the login page is the first load, kept within its budget.
        <Text role="status" bg="blue.subtle" color="blue.fg" rounded="l2" px="4" py="3" mb="4" textStyle="sm">
          {notice}
        </Text>
      )}
      <LoginForm onSubmit={onSubmit} />
    </AuthLayout>
  );
}
