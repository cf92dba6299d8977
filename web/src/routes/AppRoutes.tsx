import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner/FullPageSpinner';
import { useSession } from '../state/useSession';
import { lazyComponent } from '../components/Lazy/lazyComponent';

// Each screen is its own chunk: a signed-out visitor loads the login page, never the signed-in app.
const LoginCallbackPage = lazyComponent(() => import('./auth/LoginCallbackPage'), 'LoginCallbackPage');
const LoginPage = lazyComponent(() => import('./auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyComponent(() => import('./auth/RegisterPage'), 'RegisterPage');
const SignedInRoutes = lazyComponent(() => import('./Gate'), 'SignedInRoutes');
const SiteRoutes = lazyComponent(() => import('./sites/SiteRoutes'), 'SiteRoutes');

/**
 * The top of the route table (spec §2). The guest app (/invite, /stay) is not here: it is its own entry (web/stay.html,
 * web/src/stays), which the gateway serves for those addresses. The login-callback screen and the hosts'
 * public booking sites (/sites/…, no portal frame) work signed in or out. Signed out: / is the login page, /register
 * and /oauth-login; anything else redirects to / (remembering where the visitor was going). Signed in:
 * SignedInRoutes. While a screen's code loads, the spinner the signed-in app shows while it loads.
 */
export function AppRoutes() {
  const { signedIn } = useSession();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/login-callback" element={<LoginCallbackPage />} />
        <Route path="/sites/*" element={<SiteRoutes />} />
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
    </Suspense>
  );
}

function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to="/" replace state={{ from: location }} />;
}
