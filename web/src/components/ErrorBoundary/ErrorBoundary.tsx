import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { isNetworkError, isUnauthenticated } from '../../apollo/errors';
import { reportError } from '../../errors/report';
import { SessionContext } from '../../state/SessionProvider';
import { useSession } from '../../state/useSession';
import { useLogOut } from '../../users/useLogOut';
import { ErrorView } from './ErrorView';

interface BoundaryProps {
  children: ReactNode;
  /** When any of these change (the location, the user), a caught error is cleared. */
  resetKeys?: readonly unknown[];
  fullPage?: boolean;
  onLogout?: () => void;
}

interface BoundaryState {
  error: unknown;
  info: ErrorInfo | null;
  resetKeys: readonly unknown[];
}

const NO_ERROR = Symbol('no error');

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: NO_ERROR, info: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    const keys = props.resetKeys ?? [];
    const changed = keys.length !== state.resetKeys.length || keys.some((k, i) => !Object.is(k, state.resetKeys[i]));
    if (!changed) return null;
    return { resetKeys: keys, error: NO_ERROR, info: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // An expired token is not a fault: the error link is already signing the user out.
    if (!isUnauthenticated(error) && !isNetworkError(error)) reportError(error, info);
    this.setState({ info });
  }

  retry = () => this.setState({ error: NO_ERROR, info: null });

  override render() {
    const { error, info } = this.state;
    if (error === NO_ERROR) return this.props.children;
    if (isUnauthenticated(error)) return null;
    const network = isNetworkError(error);
    return (
      <ErrorView
        kind={network ? 'network' : 'generic'}
        onRetry={this.retry}
        onLogout={this.props.onLogout}
        hasInfo={!network && info !== null}
        fullPage={this.props.fullPage}
      />
    );
  }
}

/**
 * Catches render and read failures below it (pages throw a query's error) and shows the error view of spec §8,
 * with Try again, and a Logout link when someone is signed in.
 */
export function ErrorBoundary({ children, resetKeys = [], fullPage }: Omit<BoundaryProps, 'onLogout'>) {
  const hasSession = useContext(SessionContext) !== null;
  return hasSession ? (
    <SessionBoundary resetKeys={resetKeys} fullPage={fullPage}>
      {children}
    </SessionBoundary>
  ) : (
    <Boundary resetKeys={resetKeys} fullPage={fullPage}>
      {children}
    </Boundary>
  );
}

function SessionBoundary({ children, resetKeys = [], fullPage }: Omit<BoundaryProps, 'onLogout'>) {
  const { user } = useSession();
  const { logOut } = useLogOut();
  return (
    <Boundary
      resetKeys={[user?.id, ...resetKeys]}
      fullPage={fullPage}
      onLogout={user ? () => void logOut() : undefined}
    >
      {children}
    </Boundary>
  );
}
