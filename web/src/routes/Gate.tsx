import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Gate_UserFragmentDoc, useMeQuery } from '../__generated__/graphql';
import { isUnauthenticated } from '../apollo/errors';
import { useFragmentData } from '../apollo/fragments';
import { FullPageSpinner } from '../components/FullPageSpinner/FullPageSpinner';
import { useSession } from '../state/useSession';
import { lazyComponent } from '../components/Lazy/lazyComponent';
import { PlanPage, preloadShellPage, ShellRoutes } from './ShellRoutes';

const AppOnlyPage = lazyComponent(() => import('./onboarding/AppOnlyPage'), 'AppOnlyPage');
const ModeSelectPage = lazyComponent(() => import('./onboarding/ModeSelectPage'), 'ModeSelectPage');

/** Where checkout returns: never held up by the plan page. */
const SUBSCRIPTION_RETURN = /^\/subscription\/(success|updated)\/?$/;

/** The signed-in app: /login, /oauth-login and /register go to /, everything else through the gates. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/oauth-login" element={<Navigate to="/" replace />} />
      <Route path="/register" element={<Navigate to="/" replace />} />
      <Route path="*" element={<Gate />} />
    </Routes>
  );
}

/**
 * The gates of spec §2, in order: no mode → mode select; guest mode → the app-only page; host mode without an
 * active subscription and with the plan page not dismissed → the plan page; otherwise the shell. The server's
 * onboardModeSelection wins over the stored option when present.
 */
export function Gate() {
  const { data, loading, error } = useMeQuery();
  const { options, setMode } = useSession();
  const { pathname } = useLocation();
  const me = useFragmentData(Gate_UserFragmentDoc, data?.me ?? null);
  const serverMode = me?.onboardModeSelection ?? null;

  useEffect(() => {
    if (serverMode) setMode(serverMode);
  }, [serverMode, setMode]);

  // The page's code loads while the user's data does, not after.
  useEffect(() => preloadShellPage(pathname), [pathname]);

  if (error) {
    // The error link is signing the user out; the login page follows.
    if (isUnauthenticated(error)) return <FullPageSpinner />;
    throw error;
  }
  if (loading || !data || !me) return <FullPageSpinner />;

  const mode = serverMode ?? options.mode;
  if (!mode) return <ModeSelectPage />;
  if (mode === 'guest') return <AppOnlyPage />;
  if (!me.activeSubscription && !options.dismissedSelectPlan && !SUBSCRIPTION_RETURN.test(pathname)) {
    return <PlanPage cancelled={pathname.startsWith('/subscription/cancelled')} />;
  }
  return <ShellRoutes user={data.me} />;
}
