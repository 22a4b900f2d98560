import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { PROGRESS_BAR_HEIGHT_PX } from '../../common/constants';

NProgress.configure({ showSpinner: false });

/** The thin bar at the top (SPEC 2), on every route change. */
export function useRouteProgress(): void {
  const { state } = useNavigation();
  const { key } = useLocation();
  const isNavigating = state !== 'idle';
  const isFirstRender = useRef(true);

  useEffect(() => {
    document.documentElement.style.setProperty(
      '--progress-bar-height',
      `${PROGRESS_BAR_HEIGHT_PX}px`,
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is a trigger, so that a route change with nothing to load runs the bar too.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (isNavigating) {
      NProgress.start();
    } else {
      // Forced: a route change with nothing to load never started the bar, and still shows it.
      NProgress.done(true);
    }
  }, [isNavigating, key]);
}
