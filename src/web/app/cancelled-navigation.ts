// SPEC 8: a route change that is overtaken by another one (or abandoned) is only logged, never
// shown to the user as an error.

type LocationLike = { key: string; pathname: string };

/** What the router reports: the committed location and, while navigating, the pending one. */
export type NavigationSnapshot = {
  location: LocationLike;
  navigation: { state: string; location?: LocationLike };
};

/** The path of the navigation that `next` abandoned, or null when nothing was cancelled. */
export function findCancelledNavigation(
  previous: NavigationSnapshot,
  next: NavigationSnapshot,
): string | null {
  const pending = previous.navigation.state === 'idle' ? undefined : previous.navigation.location;
  if (!pending) return null;
  if (next.location.key === pending.key) return null;
  if (next.navigation.state !== 'idle' && next.navigation.location?.key === pending.key)
    return null;
  return pending.pathname;
}

type SubscribableRouter = {
  state: NavigationSnapshot;
  subscribe: (listener: (state: NavigationSnapshot) => void) => () => void;
};

export function logCancelledNavigations(router: SubscribableRouter): () => void {
  let previous = router.state;
  return router.subscribe((next) => {
    const cancelledPath = findCancelledNavigation(previous, next);
    previous = next;
    if (cancelledPath !== null) {
      // biome-ignore lint/suspicious/noConsole: SPEC 8 wants a cancelled route change logged only, and there is no client logger.
      console.info(`Route change to ${cancelledPath} was cancelled`);
    }
  });
}
