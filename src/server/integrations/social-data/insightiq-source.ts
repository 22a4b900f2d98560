import type { SearchFilters } from '../../../common/api/discovery';
import type { FetchUrl } from '../outbound';
import {
  type AudienceShare,
  costOfSearchPage,
  type DataSourceAdapter,
  type ProviderAudience,
  type ProviderReport,
  SourceError,
  type SourceFilterName,
  type SourceSearchProfile,
} from './data-source';
import {
  createInsightiqApi,
  INSIGHTIQ_SEARCH_WINDOW,
  INSIGHTIQ_WORK_PLATFORMS,
  type InsightiqAnalytics,
  type InsightiqContent,
  type InsightiqSearchBody,
  type InsightiqSearchProfile,
  parseInsightiqKey,
} from './insightiq-api';
import type { ProviderContact, ProviderPost, ProviderPostType, SocialPlatform } from './types';

export type InsightiqSourceOptions = {
  fetchUrl: FetchUrl;
  /** `client_id:client_secret`, as the organization pasted it. */
  key: string;
  baseUrl?: string;
  /** Per call; SOURCE_TIMEOUT_MS unless a test asks for less. */
  timeoutMs?: number;
};

/**
 * The SearchFilters InsightIQ's profile search expresses. Left out: country and city (it filters
 * locations by its own location ids, not ISO codes or names), audience (its locations likewise;
 * the contract names `audience` as one filter), categories (its interest dictionary differs),
 * growth (minimum only, over whole months).
 */
const HONOURED_FILTERS = [
  'followers',
  'engagementRate',
  'avgViews',
  'language',
  'gender',
  'ageGroup',
  'accountType',
  'keywords',
  'hashtags',
  'mentions',
  'verified',
  'hasEmail',
  'hasPhone',
  'lastPostedWithinDays',
  'credibilityMin',
  'lookalike',
] as const satisfies readonly SourceFilterName[];

const SORT_FIELDS: Record<NonNullable<SearchFilters['sort']>, string> = {
  followers: 'FOLLOWER_COUNT',
  engagement: 'ENGAGEMENT_RATE',
  avgViews: 'AVERAGE_VIEWS',
  growth: 'FOLLOWER_GROWTH',
  relevance: 'DESCRIPTION',
};

/**
 * InsightIQ (formerly Phyllo) as a data source: creator search and profile analytics with audience,
 * recent posts and contacts on Instagram, TikTok and YouTube. Its prices are per contract, not
 * published: the costs below count what the contract bills (a profile returned by a search, a
 * report), not money.
 */
export function createInsightiqSource(options: InsightiqSourceOptions): DataSourceAdapter {
  // Parsed per call so that a malformed key fails account() with invalid_key, not construction.
  const api = () =>
    createInsightiqApi({
      fetchUrl: options.fetchUrl,
      credentials: parseInsightiqKey(options.key),
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
    });

  return {
    id: 'insightiq',
    name: 'InsightIQ',
    platforms: ['instagram', 'tiktok', 'youtube'],
    offers: { search: true, audience: true, posts: true, contacts: true },
    // Per profile returned by a search and per report; the unit of InsightIQ's contracts (its
    // prices are negotiated, not published).
    costs: { search: costOfSearchPage(1), report: 1, unit: 'profiles' },
    filters: HONOURED_FILTERS,

    async account() {
      const { clientId } = parseInsightiqKey(options.key);
      await api().checkKey();
      // The API exposes no credit balance.
      return { label: `InsightIQ (client ${clientId.slice(0, 8)})`, creditsLeft: null };
    },

    async search({ filters, page, limit }) {
      const offset = (page - 1) * limit;
      // The API pages no deeper than this; a deeper page is empty rather than refused.
      if (offset + limit >= INSIGHTIQ_SEARCH_WINDOW) return { profiles: [], total: null };
      const answer = await api().searchProfiles(searchBody(filters, limit, offset));
      const maxRate = filters.engagementRate?.max;
      const profiles = answer.data
        // The API takes a minimum engagement rate only; the maximum is applied to its answer.
        .filter((p) => maxRate === undefined || (toPercent(p.engagement_rate) ?? 0) <= maxRate)
        .map((p) => toSearchProfile(filters.platform, p));
      return { profiles, total: answer.metadata?.total ?? null };
    },

    async report(platform, handleOrId) {
      const identifier = handleOrId.trim().replace(/^@/, '');
      if (!identifier) return null;
      const analytics = await api().profileAnalytics(
        identifier,
        INSIGHTIQ_WORK_PLATFORMS[platform],
      );
      return analytics ? toReport(platform, analytics) : null;
    },
  };
}

// ---- the search request -------------------------------------------------------------------------

const GENDERS = { female: 'FEMALE', male: 'MALE', other: 'GENDER_NEUTRAL' } as const;
const AGES = {
  '13-17': { min: 13, max: 17 },
  '18-24': { min: 18, max: 24 },
  '25-34': { min: 25, max: 34 },
  '35-44': { min: 35, max: 44 },
  '45-54': { min: 45, max: 54 },
  '55+': { min: 55, max: 100 },
} as const;
const DAY_MS = 86_400_000;

function searchBody(filters: SearchFilters, limit: number, offset: number): InsightiqSearchBody {
  const sort = filters.sort ?? (filters.keywords || filters.lookalike ? 'relevance' : 'followers');
  const body: InsightiqSearchBody = {
    work_platform_id: INSIGHTIQ_WORK_PLATFORMS[filters.platform],
    sort_by: {
      field: sort === 'relevance' && filters.lookalike ? 'CREATOR_LOOKALIKES' : SORT_FIELDS[sort],
      order: 'DESCENDING',
    },
    limit,
    offset,
  };
  // YouTube channels have subscribers, and the API filters them under that name.
  if (filters.followers) {
    body[filters.platform === 'youtube' ? 'subscriber_count' : 'follower_count'] = {
      ...filters.followers,
    };
  }
  if (filters.engagementRate?.min !== undefined) {
    body.engagement_rate = { percentage_value: String(filters.engagementRate.min) };
  }
  if (filters.avgViews) body.average_views = { ...filters.avgViews };
  if (filters.language) body.creator_language = { code: filters.language };
  if (filters.gender) body.creator_gender = GENDERS[filters.gender];
  if (filters.ageGroup) body.creator_age = { ...AGES[filters.ageGroup] };
  if (filters.accountType) body.platform_account_type = filters.accountType.toUpperCase();
  if (filters.keywords) body.description_keywords = filters.keywords;
  if (filters.hashtags) body.hashtags = filters.hashtags.map((name) => ({ name }));
  if (filters.mentions) body.mentions = filters.mentions.map((name) => ({ name }));
  if (filters.verified !== undefined) body.is_verified = filters.verified;
  const contacts = [
    ...contactRule(filters.hasEmail, 'EMAIL'),
    ...contactRule(filters.hasPhone, 'PHONE'),
  ];
  if (contacts.length > 0) body.specific_contact_details = contacts;
  if (filters.lastPostedWithinDays !== undefined) {
    const since = new Date(Date.now() - filters.lastPostedWithinDays * DAY_MS);
    body.last_post_timestamp = since.toISOString().slice(0, 19);
  }
  if (filters.credibilityMin !== undefined) {
    body.audience_credibility_score = filters.credibilityMin;
  }
  if (filters.lookalike) body.creator_lookalikes = filters.lookalike;
  return body;
}

/** The API can require a contact but not exclude one: "without email" is refused, not dropped. */
function contactRule(wanted: boolean | undefined, type: 'EMAIL' | 'PHONE') {
  if (wanted === undefined) return [];
  if (!wanted) {
    throw new SourceError('bad_request', `InsightIQ cannot search for creators without ${type}`);
  }
  return [{ type, preference: 'MUST_HAVE' }];
}

// ---- the answers in the bank's vocabulary -------------------------------------------------------

function toSearchProfile(platform: SocialPlatform, p: InsightiqSearchProfile): SourceSearchProfile {
  return {
    engagementRate: toPercent(p.engagement_rate),
    avgLikes: p.average_likes ?? null,
    avgViews: p.average_views ?? null,
    platform,
    platformUserId: p.external_id ?? p.platform_username,
    username: p.platform_username.replace(/^@/, ''),
    fullName: p.full_name ?? null,
    bio: p.introduction ?? null,
    avatarUrl: p.image_url ?? null,
    followers: p.follower_count ?? p.subscriber_count ?? null,
    following: null,
    postsCount: null,
    country: toCountryCode(p.creator_location?.country),
    city: p.creator_location?.city ?? null,
    language: null,
    categories: [],
    verified: p.is_verified ?? null,
  };
}

function toReport(platform: SocialPlatform, analytics: InsightiqAnalytics): ProviderReport {
  const p = analytics.profile;
  return {
    profile: {
      platform,
      platformUserId: p.external_id ?? p.platform_username,
      username: p.platform_username.replace(/^@/, ''),
      fullName: p.full_name ?? null,
      bio: p.introduction ?? null,
      avatarUrl: p.image_url ?? null,
      followers: p.follower_count ?? p.subscriber_count ?? null,
      following: p.following_count ?? null,
      postsCount: p.content_count ?? null,
      country: toCountryCode(p.location?.country),
      city: p.location?.city ?? null,
      language: /^[a-z]{2}/i.test(p.language ?? '')
        ? (p.language ?? '').slice(0, 2).toLowerCase()
        : null,
      categories: [],
      verified: p.is_verified ?? null,
    },
    posts: p.recent_contents
      .flatMap((content) => toPost(platform, content))
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    audience: p.audience ? toAudience(p.audience) : null,
    contacts: p.contact_details.flatMap((c): ProviderContact[] => {
      const kind = c.type.toUpperCase();
      if (kind === 'EMAIL') return [{ kind: 'email', value: c.value }];
      if (kind === 'PHONE') return [{ kind: 'phone', value: c.value }];
      return [];
    }),
    engagementRate: toPercent(p.engagement_rate),
  };
}

function toPost(platform: SocialPlatform, content: InsightiqContent): ProviderPost[] {
  const publishedAt = new Date(content.published_at);
  const id = content.external_id ?? content.id ?? content.url;
  if (!id || Number.isNaN(publishedAt.getTime())) return [];
  const caption = content.description ?? content.title ?? null;
  const engagement = content.engagement;
  return [
    {
      platformPostId: id,
      type: postType(platform, content),
      caption,
      hashtags: tags(content.hashtags, caption, '#'),
      mentions: tags(content.mentions, caption, '@'),
      likes: engagement?.like_count ?? 0,
      comments: engagement?.comment_count ?? 0,
      views: engagement?.view_count ?? null,
      publishedAt,
    },
  ];
}

/** `type` says where it was posted (REELS, STORY, ...), `format` what it is (VIDEO, COLLECTION). */
function postType(platform: SocialPlatform, content: InsightiqContent): ProviderPostType {
  const type = content.type?.toUpperCase() ?? '';
  const format = content.format?.toUpperCase() ?? '';
  if (type === 'STORY') return 'story';
  if (type === 'REELS' || type === 'REEL') return 'reel';
  if (type === 'SHORTS' || type === 'SHORT') return 'short';
  if (format === 'COLLECTION') return 'carousel';
  if (format === 'VIDEO' || type === 'VIDEO' || platform !== 'instagram') return 'video';
  return 'photo';
}

/** Lower case without the sign, each once; from the caption when the API lists none. */
function tags(listed: string[], caption: string | null, sign: '#' | '@'): string[] {
  const found =
    listed.length > 0
      ? listed
      : [
          ...(caption ?? '').matchAll(
            new RegExp(`(?:^|[^\\p{L}\\p{N}_])${sign}([\\p{L}\\p{N}_.]{2,100})`, 'gu'),
          ),
        ].map((m) => m[1]);
  const clean = found
    .map((tag) =>
      tag
        .trim()
        .replace(/^[#@]+/, '')
        .replace(/\.+$/, '')
        .toLowerCase(),
    )
    .filter((tag) => tag !== '');
  return [...new Set(clean)];
}

function toAudience(
  audience: NonNullable<InsightiqAnalytics['profile']['audience']>,
): ProviderAudience {
  const genders = new Map<string, number>();
  const ages = new Map<string, number>();
  for (const entry of audience.gender_age_distribution) {
    const gender = toGender(entry.gender);
    const age = toAgeGroup(entry.age_range);
    const value = entry.value ?? 0;
    genders.set(gender, (genders.get(gender) ?? 0) + value);
    if (age) ages.set(age, (ages.get(age) ?? 0) + value);
  }
  return {
    countries: shares(audience.countries.map((c) => [toCountryCode(c.code), c.value])),
    cities: shares(audience.cities.map((c) => [c.name, c.value])),
    genders: shares([...genders]),
    ages: shares([...ages]),
    languages: shares(audience.languages.map((l) => [l.code.slice(0, 2).toLowerCase(), l.value])),
    interests: shares(audience.interests.map((i) => [i.name.toLowerCase(), i.value])),
    credibility: toShare(audience.credibility_score),
  };
}

/** Percentages (0 to 100) as shares (0 to 1), largest first; unreadable values dropped. */
function shares(entries: [string | null, number | null | undefined][]): AudienceShare[] {
  return entries
    .flatMap(([value, percent]) =>
      value && typeof percent === 'number' && percent >= 0
        ? [{ value, share: Math.min(1, percent / 100) }]
        : [],
    )
    .sort((a, b) => b.share - a.share);
}

/** The credibility score is documented 0 to 1; a percentage is read as one too. */
function toShare(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || value < 0) return null;
  return value > 1 ? Math.min(1, value / 100) : value;
}

/** InsightIQ's engagement_rate is a ratio (0.034); the bank speaks percent (3.4). */
function toPercent(ratio: number | null | undefined): number | null {
  return typeof ratio === 'number' ? Math.round(ratio * 100 * 10_000) / 10_000 : null;
}

function toGender(value: string): 'female' | 'male' | 'other' {
  const gender = value.toUpperCase();
  return gender === 'FEMALE' ? 'female' : gender === 'MALE' ? 'male' : 'other';
}

/** "18-24", "45-64", "65+" onto the bank's groups by where the range starts. */
function toAgeGroup(range: string): string | null {
  const start = Number(/^(\d+)/.exec(range.trim())?.[1]);
  if (!Number.isFinite(start)) return null;
  if (start < 18) return '13-17';
  if (start < 25) return '18-24';
  if (start < 35) return '25-34';
  if (start < 45) return '35-44';
  if (start < 55) return '45-54';
  return '55+';
}

let countryNames: Map<string, string> | null = null;

/** An ISO code as it is, or an English country name ("United States") as its ISO code. */
function toCountryCode(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  if (!countryNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countryNames = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) countryNames.set(name.toLowerCase(), code);
      }
    }
  }
  return countryNames.get(text.toLowerCase()) ?? null;
}
