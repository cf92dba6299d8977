import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '../state/useSession';
import { LoginCallbackPage } from './auth/LoginCallbackPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { SignedInRoutes } from './Gate';

/**
 * The top of the route table (spec §2). The login-callback screen works signed in or out. Signed out: / is the
 * login page, /register and /oauth-login; anything else redirects to / (remembering where the visitor was going).
 * Signed in: SignedInRoutes.
 */
export function AppRoutes() {
  const { signedIn } = useSession();
  return (
    <Routes>
      <Route path="/login-callback" element={<LoginCallbackPage />} />
      {signedIn ? (
        <Route path="*" element={<SignedInRoutes />} />
      ) : (
        <>
          <Route path="/" element={<LoginPage />} />
          <Route path="/oauth-login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<RedirectToLogin />} />
        </>
      )}
    </Routes>
  );
}

function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to="/" replace state={{ from: location }} />;
}
