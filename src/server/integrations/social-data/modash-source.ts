import type { AgeGroup, Gender, SearchFilters } from '../../../common/api/discovery';
import {
  type AudienceShare,
  costOfSearchPage,
  type DataSourceAdapter,
  type ProviderAudience,
  type ProviderReport,
  type SourceCosts,
  SourceError,
  type SourceFilterName,
  type SourceSearchProfile,
} from './data-source';
import {
  createModashApi,
  MODASH_PAGE_SIZE,
  type ModashApiOptions,
  type ModashPost,
  type ModashProfileCard,
  type ModashReport,
  type ModashSearchBody,
  type ModashWeighted,
} from './modash-api';
import type {
  ProviderContact,
  ProviderPost,
  ProviderPostType,
  ProviderProfile,
  SocialPlatform,
} from './types';

export type ModashSourceOptions = ModashApiOptions;

/**
 * Modash's price list (docs.modash.io, Discovery API): a search costs 0.01 credits per creator
 * answered; a profile report costs 1 credit; account info and the dictionaries are free. Failed
 * calls are not billed.
 */
export const MODASH_COSTS: SourceCosts = {
  search: costOfSearchPage(0.01),
  report: 1,
  unit: 'credits',
};

/**
 * The bank's filters Modash can express exactly enough. Left out: growth and categories (Modash's
 * growth filter and interest ids do not match the bank's), the creator's age group and account
 * type (Modash's brackets and types differ), and lookalike (Modash ranks by its own similarity).
 */
export const MODASH_FILTERS: readonly SourceFilterName[] = [
  'followers',
  'engagementRate',
  'avgViews',
  'country',
  'city',
  'language',
  'gender',
  'keywords',
  'hashtags',
  'mentions',
  'verified',
  'hasEmail',
  'hasPhone',
  'lastPostedWithinDays',
  'audience',
  'credibilityMin',
];

const GENDERS: Record<Gender, string> = { female: 'FEMALE', male: 'MALE', other: 'UNKNOWN' };
/**
 * Modash's audience age brackets end in 45-64 and 65+, the bank's in 45-54 and 55+: the top two
 * are the nearest match each way, not an exact one.
 */
const AGES_TO_MODASH: Partial<Record<AgeGroup, string>> = {
  '13-17': '13-17',
  '18-24': '18-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45-54': '45-64',
  '55+': '65-',
};
const AGES_FROM_MODASH: Record<string, AgeGroup> = Object.fromEntries(
  Object.entries(AGES_TO_MODASH).map(([bank, modash]) => [modash, bank as AgeGroup]),
);
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** Modash as a data source: search and full reports (audience, posts, contacts) on three platforms. */
export function createModashSource(options: ModashSourceOptions): DataSourceAdapter {
  const api = createModashApi(options);
  // Location ids never change; one dictionary lookup per place and platform is enough.
  const locationIds = new Map<string, number>();

  async function locationId(platform: SocialPlatform, name: string): Promise<number> {
    const key = `${platform}:${name.toLowerCase()}`;
    const known = locationIds.get(key);
    if (known !== undefined) return known;
    const found = await api.locations(platform, name);
    const match =
      found.find((l) => [l.name, l.title].some((n) => n?.toLowerCase() === name.toLowerCase())) ??
      found[0];
    if (!match) throw new SourceError('bad_request', `Modash knows no location "${name}"`);
    locationIds.set(key, match.id);
    return match.id;
  }

  const countryId = (platform: SocialPlatform, code: string) =>
    locationId(platform, COUNTRY_NAMES.of(code.toUpperCase()) ?? code);

  async function searchBody(filters: SearchFilters, page: number): Promise<ModashSearchBody> {
    const { platform } = filters;
    const influencer: Record<string, unknown> = {};
    const audience: Record<string, unknown> = {};
    if (filters.followers) influencer.followers = filters.followers;
    // Modash takes a minimum engagement rate as a fraction; a maximum is applied to its answer.
    if (filters.engagementRate?.min !== undefined) {
      influencer.engagementRate = filters.engagementRate.min / 100;
    }
    if (filters.avgViews) {
      influencer[platform === 'instagram' ? 'reelsPlays' : 'views'] = filters.avgViews;
    }
    // The location filter is any-of: a city given with its country narrows to the city alone.
    if (filters.city) influencer.location = [await locationId(platform, filters.city)];
    else if (filters.country) influencer.location = [await countryId(platform, filters.country)];
    if (filters.language) influencer.language = filters.language;
    if (filters.gender) influencer.gender = GENDERS[filters.gender];
    // Modash's bio filter matches whole words in bio, username and name, as the bank's keywords do.
    if (filters.keywords) influencer.bio = filters.keywords;
    const textTags = [
      ...(filters.hashtags ?? []).map((value) => ({ type: 'hashtag', value })),
      ...(filters.mentions ?? []).map((value) => ({ type: 'mention', value })),
    ];
    if (textTags.length > 0) influencer.textTags = textTags;
    if (filters.verified !== undefined) influencer.isVerified = filters.verified;
    const contacts = [
      ...contactRule('email', filters.hasEmail),
      ...contactRule('phone', filters.hasPhone),
    ];
    if (contacts.length > 0) influencer.hasContactDetails = contacts;
    if (filters.lastPostedWithinDays) influencer.lastposted = filters.lastPostedWithinDays;

    const wanted = filters.audience;
    const places = [];
    if (wanted?.country) {
      const id = await countryId(platform, wanted.country.value);
      places.push({ id, weight: wanted.country.minShare });
    }
    if (wanted?.city) {
      const id = await locationId(platform, wanted.city.value);
      places.push({ id, weight: wanted.city.minShare });
    }
    if (places.length > 0) audience.location = places;
    if (wanted?.language) {
      audience.language = { id: wanted.language.value, weight: wanted.language.minShare };
    }
    if (wanted?.gender) {
      if (wanted.gender.value === 'other') {
        throw new SourceError('bad_request', 'Modash splits audiences into female and male only');
      }
      audience.gender = { id: GENDERS[wanted.gender.value], weight: wanted.gender.minShare };
    }
    if (wanted?.age) {
      audience.age = [{ id: AGES_TO_MODASH[wanted.age.value], weight: wanted.age.minShare }];
    }
    if (filters.credibilityMin !== undefined) audience.credibility = filters.credibilityMin;

    return {
      page,
      sort: {
        field: filters.sort === 'engagement' ? 'engagementRate' : 'followers',
        direction: 'desc',
      },
      filter: {
        ...(Object.keys(influencer).length > 0 ? { influencer } : {}),
        ...(Object.keys(audience).length > 0 ? { audience } : {}),
      },
    };
  }

  return {
    id: 'modash',
    name: 'Modash',
    platforms: ['instagram', 'tiktok', 'youtube'],
    offers: { search: true, audience: true, posts: true, contacts: true },
    costs: MODASH_COSTS,
    filters: MODASH_FILTERS,

    async account() {
      const { credits } = await api.userInfo();
      return { label: `Modash API token …${options.apiToken.slice(-4)}`, creditsLeft: credits };
    },

    /** Modash pages are 15 creators; a page of another size reads the Modash pages it spans. */
    async search({ filters, page, limit }) {
      const offset = (page - 1) * limit;
      const first = Math.floor(offset / MODASH_PAGE_SIZE);
      const last = Math.floor((offset + limit - 1) / MODASH_PAGE_SIZE);
      const cards: ModashProfileCard[] = [];
      let total: number | null = null;
      for (let modashPage = first; modashPage <= last; modashPage++) {
        const answer = await api.search(filters.platform, await searchBody(filters, modashPage));
        total = answer.total;
        // Directs are exact handle matches Modash puts before its ranked results.
        cards.push(
          ...answer.directs.map((d) => d.profile),
          ...answer.lookalikes.map((l) => l.profile),
        );
        if (answer.lookalikes.length < MODASH_PAGE_SIZE) break;
      }
      const unique = [...new Map(cards.map((card) => [card.userId, card])).values()];
      const maxRate = filters.engagementRate?.max;
      const start = offset - first * MODASH_PAGE_SIZE;
      return {
        profiles: unique
          .filter((card) => maxRate === undefined || percent(card.engagementRate) <= maxRate)
          .slice(start, start + limit)
          .map((card) => toSearchProfile(filters.platform, card)),
        total,
      };
    },

    async report(platform, handleOrId) {
      const ref = creatorRef(handleOrId);
      if (!ref) return null;
      const report = await api.report(platform, ref);
      return report ? toReport(platform, report) : null;
    },
  };
}

function contactRule(contactType: 'email' | 'phone', wanted: boolean | undefined) {
  if (wanted === undefined) return [];
  return [{ contactType, filterAction: wanted ? 'must' : 'not' }];
}

/** '@name', 'name', a user id, or a profile URL ('instagram.com/name', 'tiktok.com/@name'). */
function creatorRef(input: string): string | null {
  const value = input.trim();
  const fromUrl = /^(?:https?:\/\/)?(?:www\.|m\.)?[\w.-]+\.com\/(?:channel\/)?@?([\w.-]+)/i.exec(
    value,
  );
  const ref = (fromUrl ? fromUrl[1] : value).replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(ref) ? ref : null;
}

const percent = (fraction: number | null) => (fraction === null ? 0 : fraction * 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

function toProfile(platform: SocialPlatform, card: ModashProfileCard): ProviderProfile {
  return {
    platform,
    platformUserId: card.userId,
    username: card.username.replace(/^@/, ''),
    fullName: card.fullname || null,
    bio: null,
    avatarUrl: card.picture || null,
    followers: card.followers,
    following: null,
    postsCount: null,
    country: null,
    city: null,
    language: null,
    categories: [],
    verified: null,
  };
}

/** A search card: its engagement rate is Modash's own (engagements per post over followers). */
function toSearchProfile(platform: SocialPlatform, card: ModashProfileCard): SourceSearchProfile {
  return {
    ...toProfile(platform, card),
    engagementRate: card.engagementRate === null ? null : round2(percent(card.engagementRate)),
    avgLikes: null,
    avgViews: null,
  };
}

function toReport(platform: SocialPlatform, report: ModashReport): ProviderReport {
  const country = report.country?.trim().toUpperCase();
  return {
    profile: {
      ...toProfile(platform, { ...report.profile, userId: report.userId }),
      bio: report.bio || null,
      postsCount: report.postsCount,
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
      city: report.city || null,
      language: languageCode(report.language?.code),
      categories: report.interests.map((i) => i.name.toLowerCase()),
      verified: report.isVerified,
    },
    posts: report.recentPosts
      .flatMap((post) => toPost(platform, post))
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    audience: report.audience ? toAudience(report.audience) : null,
    contacts: report.contacts.flatMap((c): ProviderContact[] =>
      c.type === 'email' || c.type === 'phone' ? [{ kind: c.type, value: c.value }] : [],
    ),
    engagementRate:
      report.profile.engagementRate === null
        ? null
        : round2(percent(report.profile.engagementRate)),
  };
}

function toPost(platform: SocialPlatform, post: ModashPost): ProviderPost[] {
  const publishedAt = new Date(post.created);
  if (Number.isNaN(publishedAt.getTime())) return [];
  return [
    {
      platformPostId: post.id,
      type: postType(platform, post.type),
      caption: post.text || null,
      hashtags: tags(post.hashtags),
      mentions: tags(post.mentions),
      likes: post.likes ?? 0,
      comments: post.comments ?? 0,
      views: post.views,
      publishedAt,
    },
  ];
}

/** Instagram videos are reels; TikTok and YouTube posts are videos unless Modash says short. */
function postType(platform: SocialPlatform, type: string | null): ProviderPostType {
  const kind = type?.toLowerCase();
  if (platform === 'instagram') {
    if (kind === 'video' || kind === 'reel') return 'reel';
    if (kind === 'carousel' || kind === 'sidecar') return 'carousel';
    return 'photo';
  }
  if (kind === 'short' || kind === 'shorts') return 'short';
  return kind === 'carousel' ? 'carousel' : 'video';
}

const tags = (values: string[]) => [
  ...new Set(values.map((v) => v.replace(/^[#@]+/, '').toLowerCase()).filter(Boolean)),
];

function languageCode(code: string | null | undefined): string | null {
  const base = code?.split(/[-_]/)[0].toLowerCase();
  return base && /^[a-z]{2}$/.test(base) ? base : null;
}

function toAudience(audience: NonNullable<ModashReport['audience']>): ProviderAudience {
  const shares = (items: ModashWeighted[], value: (item: ModashWeighted) => string | null) =>
    items.flatMap((item): AudienceShare[] => {
      const key = value(item);
      const share = item.weight;
      return key && share !== null && share >= 0 && share <= 1 ? [{ value: key, share }] : [];
    });
  return {
    countries: shares(audience.geoCountries, (c) => {
      const code = c.code?.toUpperCase();
      return code && /^[A-Z]{2}$/.test(code) ? code : null;
    }),
    cities: shares(audience.geoCities, (c) => c.name || null),
    genders: shares(audience.genders, (g) => {
      const code = g.code?.toUpperCase();
      return code === 'FEMALE' ? 'female' : code === 'MALE' ? 'male' : code ? 'other' : null;
    }),
    ages: shares(audience.ages, (a) => AGES_FROM_MODASH[a.code ?? ''] ?? null),
    languages: shares(audience.languages, (l) => languageCode(l.code)),
    interests: shares(audience.interests, (i) => i.name?.toLowerCase() || null),
    credibility:
      audience.credibility !== null && audience.credibility >= 0 && audience.credibility <= 1
        ? audience.credibility
        : null,
  };
}
