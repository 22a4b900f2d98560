import { useNavigate, useSearchParams } from 'react-router';
import { logout, startSession } from '../../app/session';
import { useSessionStore } from '../../app/session-store';
import { safeNextPath } from '../../lib/safe-next-path';
import type { AuthResult } from './api';

/**
 * Starts the session an auth call answered with. The user's basics go into the store at once so
 * the header can greet them; GET me fills in the rest.
 */
export function completeSignIn({ token, user }: AuthResult): void {
  // Someone else was signed in on this browser (an invitation opened in their tab): nothing of
  // theirs may leak into the new session.
  if (useSessionStore.getState().loggedIn) logout();
  startSession(token);
  useSessionStore.getState().setProfile({
    _id: user._id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    verificationStatus: user.verificationStatus,
  });
}

/** Where this auth page sends the user after signing in: a safe `?next=`, or the dashboard. */
export function useNextPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get('next'));
}

/** Signs in with an auth answer and opens the page the user wanted. */
export function useFinishSignIn(): (result: AuthResult) => void {
  const navigate = useNavigate();
  const nextPath = useNextPath();
  return (result) => {
    completeSignIn(result);
    void navigate(nextPath, { replace: true });
  };
}
