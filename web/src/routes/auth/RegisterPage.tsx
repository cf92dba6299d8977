import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { RegisterForm } from '../../users/RegisterForm';
import { useRegister } from '../../users/useRegister';
import { AuthSwitch } from './AuthSwitch';

/** `/register` when signed out. Registering signs in; the signed-in routes then redirect to /. */
export function RegisterPage() {
  const register = useRegister();
  return (
    <AuthLayout
      title="Create your account"
      pageTitle="Register"
      subtitle="Start managing your short-term rentals in minutes."
      footer={<AuthSwitch question="Already have an account?" to="/" label="Log in" />}
    >
      <RegisterForm onSubmit={register} />
    </AuthLayout>
  );
}
