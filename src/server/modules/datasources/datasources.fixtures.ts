import type { DataSourceId } from '../../../common/api/data-sources';
import {
  type DataSourceAdapter,
  type ProviderReport,
  SourceError,
  type SourceErrorKind,
  type SourceFilterName,
  type SourceSearch,
} from '../../integrations/social-data/data-source';
import type { ProviderProfile, SocialPlatform } from '../../integrations/social-data/types';

// Test support only: a data source held in memory, standing in for a vendor at its adapter (the
// DataSourceAdapter contract), that records what it was asked and fails on demand the way the
// vendors' adapters report failures.

export type FakeSourceOptions = {
  id: DataSourceId;
  name: string;
  platforms: SocialPlatform[];
  offersSearch: boolean;
  filters: SourceFilterName[];
  costs: { search: number; report: number };
  /** Keys the source accepts, each with the account name it belongs to. */
  keys: Record<string, string>;
  creators: ProviderReport[];
};

export type FakeSource = {
  factory: (key: string) => DataSourceAdapter;
  /** Every call in order, with the key it came with. */
  calls: { method: 'account' | 'search' | 'report'; key: string; handle?: string }[];
  searches: SourceSearch[];
  callsOf(method: 'account' | 'search' | 'report'): number;
  /** Every call fails this way until cleared with null. */
  failWith(kind: SourceErrorKind | null, retryAfterSeconds?: number): void;
  /** Holds report calls until the returned release is called. */
  holdReports(): () => void;
  creditsLeft: number;
};

export function fakeSource(options: FakeSourceOptions): FakeSource {
  let failure: { kind: SourceErrorKind; retryAfter: number | null } | null = null;
  let held: Promise<void> | null = null;
  const source: FakeSource = {
    calls: [],
    searches: [],
    creditsLeft: 500,
    callsOf: (method) => source.calls.filter((call) => call.method === method).length,
    failWith(kind, retryAfterSeconds) {
      failure = kind ? { kind, retryAfter: retryAfterSeconds ?? null } : null;
    },
    holdReports() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    factory: (key) => {
      const answer = (method: FakeSource['calls'][number]['method'], handle?: string) => {
        source.calls.push({ method, key, handle });
        if (failure)
          throw new SourceError(failure.kind, `fake ${failure.kind}`, failure.retryAfter);
        if (!(key in options.keys)) throw new SourceError('invalid_key', 'api_token_invalid');
      };
      return {
        id: options.id,
        name: options.name,
        platforms: options.platforms,
        offers: { search: options.offersSearch, audience: true, posts: true, contacts: true },
        costs: { ...options.costs, unit: 'credits' },
        filters: options.filters,
        async account() {
          answer('account');
          return { label: options.keys[key], creditsLeft: source.creditsLeft };
        },
        async search(request) {
          answer('search');
          source.searches.push(request);
          const matching = options.creators
            .map((creator) => creator.profile)
            .filter((profile) => profile.platform === request.filters.platform)
            .filter((profile) => matchesFollowers(profile, request.filters.followers));
          const start = (request.page - 1) * request.limit;
          return {
            profiles: matching.slice(start, start + request.limit).map((profile) => ({
              ...profile,
              engagementRate: 2.5,
              avgLikes: null,
              avgViews: null,
            })),
            total: matching.length,
          };
        },
        async report(platform, handleOrId) {
          answer('report', handleOrId);
          if (held) await held;
          const handle = handleOrId.replace(/^@/, '').toLowerCase();
          return (
            options.creators.find(
              (creator) =>
                creator.profile.platform === platform &&
                (creator.profile.username === handle ||
                  creator.profile.platformUserId === handleOrId),
            ) ?? null
          );
        },
      };
    },
  };
  return source;
}

function matchesFollowers(
  profile: ProviderProfile,
  range: { min?: number; max?: number } | undefined,
): boolean {
  const followers = profile.followers ?? 0;
  return (range?.min ?? 0) <= followers && followers <= (range?.max ?? Number.POSITIVE_INFINITY);
}

/** A creator as a vendor reports it: profile, recent posts, audience and contacts. */
export function fakeCreator(
  platform: SocialPlatform,
  username: string,
  options: { followers?: number; withAudience?: boolean; email?: string } = {},
): ProviderReport {
  const followers = options.followers ?? 120_000;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  return {
    profile: {
      platform,
      platformUserId: `uid-${platform}-${username}`,
      username,
      fullName: `${username} Example`,
      bio: 'Trail running and mountain food',
      avatarUrl: null,
      followers,
      following: 300,
      postsCount: 420,
      country: 'DE',
      city: 'Munich',
      language: 'de',
      categories: ['fitness'],
      verified: false,
    },
    posts: [1, 2, 3].map((n) => ({
      platformPostId: `${username}-post-${n}`,
      type: 'photo' as const,
      caption: `Post ${n} #trailrun with @alpsgear`,
      hashtags: ['trailrun'],
      mentions: ['alpsgear'],
      likes: 3_000 * n,
      comments: 100 * n,
      views: null,
      publishedAt: new Date(now - n * day),
    })),
    audience:
      options.withAudience === false
        ? null
        : {
            countries: [
              { value: 'DE', share: 0.62 },
              { value: 'AT', share: 0.21 },
            ],
            cities: [{ value: 'Munich', share: 0.3 }],
            genders: [
              { value: 'female', share: 0.55 },
              { value: 'male', share: 0.45 },
            ],
            ages: [{ value: '25-34', share: 0.48 }],
            languages: [{ value: 'de', share: 0.8 }],
            interests: [{ value: 'fitness', share: 0.4 }],
            credibility: 0.87,
          },
    contacts: options.email ? [{ kind: 'email', value: options.email }] : [],
    engagementRate: null,
  };
}

/** The three sources as fakes, with the creators each knows and the keys each accepts. */
export function fakeSources() {
  const modash = fakeSource({
    id: 'modash',
    name: 'Modash',
    platforms: ['instagram', 'tiktok', 'youtube'],
    offersSearch: true,
    filters: ['followers', 'country', 'keywords'],
    costs: { search: 0.2, report: 1 },
    keys: { 'install-modash': 'operator@agency.test', 'org-modash': 'team@brand.test' },
    creators: [
      fakeCreator('instagram', 'trailanna', { followers: 120_000, email: 'anna@trail.test' }),
      fakeCreator('instagram', 'peakpaul', { followers: 80_000 }),
      fakeCreator('instagram', 'summitsue', { followers: 45_000 }),
      fakeCreator('tiktok', 'dancedora', { followers: 900_000 }),
    ],
  });
  const instagram = fakeSource({
    id: 'instagram',
    name: 'Instagram API',
    platforms: ['instagram'],
    offersSearch: false,
    filters: [],
    costs: { search: 0, report: 0 },
    keys: { 'ig-token': 'brand.official' },
    creators: [fakeCreator('instagram', 'trailanna', { withAudience: false })],
  });
  const insightiq = fakeSource({
    id: 'insightiq',
    name: 'InsightIQ',
    platforms: ['tiktok', 'instagram', 'youtube'],
    offersSearch: true,
    filters: ['followers'],
    costs: { search: 20, report: 1 },
    keys: { 'iq-id:iq-secret': 'InsightIQ tenant' },
    creators: [fakeCreator('tiktok', 'dancedora', { followers: 900_000 })],
  });
  return {
    modash,
    instagram,
    insightiq,
    factories: {
      modash: modash.factory,
      instagram: instagram.factory,
      insightiq: insightiq.factory,
    },
  };
}
