import { describe, expect, it } from 'vitest';
import { findCancelledNavigation, type NavigationSnapshot } from './cancelled-navigation';

const home = { key: 'home', pathname: '/dashboard' };
const campaigns = { key: 'c', pathname: '/campaigns' };
const lists = { key: 'l', pathname: '/lists' };

const idleAt = (location: typeof home): NavigationSnapshot => ({
  location,
  navigation: { state: 'idle' },
});
const navigating = (from: typeof home, to: typeof home): NavigationSnapshot => ({
  location: from,
  navigation: { state: 'loading', location: to },
});

describe('findCancelledNavigation', () => {
  it('reports a navigation overtaken by another one', () => {
    expect(findCancelledNavigation(navigating(home, campaigns), navigating(home, lists))).toBe(
      '/campaigns',
    );
  });

  it('reports a navigation abandoned without reaching its page', () => {
    expect(findCancelledNavigation(navigating(home, campaigns), idleAt(home))).toBe('/campaigns');
  });

  it('does not report a navigation that completed', () => {
    expect(findCancelledNavigation(navigating(home, campaigns), idleAt(campaigns))).toBeNull();
  });

  it('does not report a navigation that is still loading', () => {
    expect(
      findCancelledNavigation(navigating(home, campaigns), navigating(home, campaigns)),
    ).toBeNull();
  });

  it('does not report anything when no navigation was pending', () => {
    expect(findCancelledNavigation(idleAt(home), navigating(home, lists))).toBeNull();
  });
});
