import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { RegisterForm } from '../../users/RegisterForm';
import { useRegister } from '../../users/useRegister';

/** `/register` when signed out. Registering signs in; the signed-in routes then redirect to /. */
export function RegisterPage() {
  const register = useRegister();
  return (
    <AuthLayout
      title="Create your account"
      pageTitle="Register"
      subtitle="Start managing your short-term rentals in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/">Log in</RouterLink>
          </Link>
        </>
      }
    >
      <RegisterForm onSubmit={register} />
    </AuthLayout>
  );
}
