// The mixed workload: the calls the web app's pages make (src/web/features/*/api.ts), weighted by
// how often a session makes them. The table and its reasons are in bench/README.md.
import type { Rng } from '../discovery/random';
import type { Call, NextCall } from './load';
import type { BenchUser } from './setup';

const API = '/api/v1';

/** What a browser sends: it accepts compressed answers, and the app compresses above 1 KB. */
function headers(user: BenchUser, json: boolean): Record<string, string> {
  return {
    'x-access-token': user.token,
    'accept-encoding': 'gzip, deflate, br',
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

const get = (user: BenchUser, path: string): Call => ({
  method: 'GET',
  path: `${API}${path}`,
  headers: headers(user, false),
});

const post = (user: BenchUser, path: string, body: unknown): Call => ({
  method: 'POST',
  path: `${API}${path}`,
  headers: headers(user, true),
  body: JSON.stringify(body),
});

/**
 * Small searches as the discover page sends them (filters, page 1, 20 a page), each sure to
 * match in the bench's bank: a 404 (no results) would count as an error.
 */
export const SEARCHES: readonly Record<string, unknown>[] = [
  { platform: 'instagram', sort: 'followers' },
  { platform: 'tiktok', sort: 'engagement' },
  { platform: 'instagram', categories: ['fashion'], sort: 'engagement' },
  { platform: 'instagram', keywords: 'coffee', sort: 'relevance' },
  { platform: 'youtube', followers: { min: 10_000 }, sort: 'avgViews' },
  { platform: 'instagram', categories: ['beauty', 'fitness'], engagementRate: { min: 1 } },
].map((filters) => ({ ...filters, page: 1, limit: 20 }));

type MixCall = {
  name: string;
  /** Calls per 100 of the mix. */
  weight: number;
  call(user: BenchUser, rng: Rng): Call;
};

export const MIX: readonly MixCall[] = [
  { name: 'GET notifications', weight: 18, call: (u) => get(u, '/customer/notifications') },
  {
    name: 'POST discoverProfiles',
    weight: 16,
    call: (u, rng) => post(u, '/customer/discoverProfiles', rng.pick(SEARCHES)),
  },
  { name: 'GET account/me', weight: 10, call: (u) => get(u, '/customer/account/me') },
  {
    name: 'GET list/listwithCount',
    weight: 10,
    call: (u) => get(u, '/customer/list/listwithCount?hideEmptyList=false'),
  },
  {
    name: 'GET socialProfiles',
    weight: 9,
    call: (u) =>
      get(u, `/customer/socialProfiles?page=1&limit=20&filters=${encodeURIComponent('{}')}`),
  },
  {
    name: 'GET socialProfile/:id',
    weight: 9,
    call: (u) => get(u, `/customer/socialProfile/${u.profileId}`),
  },
  { name: 'GET dashboard', weight: 7, call: (u) => get(u, '/customer/dashboard') },
  { name: 'GET account/attention', weight: 7, call: (u) => get(u, '/customer/account/attention') },
  {
    name: 'GET profileBank/meta',
    weight: 5,
    call: (u) => get(u, '/customer/profileBank/meta?platform=instagram'),
  },
  { name: 'GET campaigns', weight: 5, call: (u) => get(u, '/customer/campaigns?page=1&limit=20') },
  {
    name: 'GET contents',
    weight: 4,
    call: (u) => get(u, '/customer/contents?page=1&limit=24&platform=instagram'),
  },
];

const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

function pickWeighted(rng: Rng): MixCall {
  let left = rng.next() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return MIX[MIX.length - 1];
}

/** The mix's next request; worker (or request) `index` acts as user `index mod users`. */
export function mixCalls(users: readonly BenchUser[], rng: Rng): NextCall {
  return (index) => pickWeighted(rng).call(users[index % users.length], rng);
}

/** The search load: the mix's searches alone, in random turn (free after each one's first run). */
export function searchCalls(users: readonly BenchUser[], rng: Rng): NextCall {
  return (index) =>
    post(users[index % users.length], '/customer/discoverProfiles', rng.pick(SEARCHES));
}

/** The floor: an authenticated read of one small query. */
export function floorCall(user: BenchUser): Call {
  return get(user, '/customer/list/listwithCount');
}

/** Every call of the mix as `user` makes it, each search once: all must answer 2xx first. */
export function everyMixCall(user: BenchUser): { name: string; call: Call }[] {
  return MIX.flatMap((entry) => {
    if (entry.name !== 'POST discoverProfiles') {
      return [{ name: entry.name, call: entry.call(user, fixedPick(0)) }];
    }
    return SEARCHES.map((_, index) => ({
      name: `${entry.name} #${index + 1}`,
      call: entry.call(user, fixedPick(index)),
    }));
  });
}

/** An Rng whose pick is always item `index`: to send each search of the list in turn. */
function fixedPick(index: number): Rng {
  return {
    next: () => 0,
    int: (min) => min,
    pick: (items) => items[index],
    chance: () => false,
    logBetween: (min) => min,
  };
}
