import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../features/public';
import { configureAnalytics, identify, pageView } from '../lib/analytics';
import { selectIsGuest, useSessionStore } from './session-store';

/** Page views on every route change and the signed-in user's identity, when analytics is on. */
export function useAnalytics(): void {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const analyticsConfig = config?.analytics ?? null;
  const isConfigKnown = config !== undefined;
  const userId = useSessionStore((state) => state.profile?._id);
  const role = useSessionStore((state) => state.profile?.role ?? null);
  const isGuest = useSessionStore(selectIsGuest);

  useEffect(() => {
    configureAnalytics(analyticsConfig);
  }, [analyticsConfig]);

  // Waits for the configuration so the first page of the visit is not lost.
  useEffect(() => {
    if (isConfigKnown) pageView(pathname);
  }, [isConfigKnown, pathname]);

  useEffect(() => {
    if (isConfigKnown && userId) identify({ id: userId, isGuest, role });
  }, [isConfigKnown, userId, isGuest, role]);
}
