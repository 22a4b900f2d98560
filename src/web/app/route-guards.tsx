import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, safeNextPath } from '../lib/safe-next-path';
import { useSessionStore } from './session-store';

/** Pages of a signed-in user; anyone else logs in first and comes back here afterwards. */
export function RequireSession() {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const { pathname, search, hash } = useLocation();
  const endedBy = useSessionStore((state) => state.endedBy);
  if (isLoggedIn) return <Outlet />;
  // Someone who logged out on purpose starts afresh; anyone else comes back here afterwards.
  const loginPath =
    endedBy === 'logout' ? '/auth/login' : loginPathFor(`${pathname}${search}${hash}`);
  return <Navigate to={loginPath} replace />;
}

/**
 * Sign-up, login and password pages make no sense to someone signed in: they go where the page
 * would have sent them after signing in.
 */
export function RedirectSignedIn() {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const [searchParams] = useSearchParams();
  if (isLoggedIn) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return <Outlet />;
}
