import { percentChange } from '../../../../common/follower-growth';
import type { AccountType, AgeGroup, ContactKind, Gender, Platform } from '../discovery.tables';
import { AGE_GROUPS, audienceShares, type DemoAudienceShare } from './audience';
import { postingTime, startOfUtcDay } from './calendar';
import { asciiSlug, NAMES } from './names';
import { NICHES, type Niche } from './niches';
import { CITIES, CITY_WEIGHTS, type City, COUNTRIES } from './places';
import {
  between,
  chance,
  intBetween,
  logNormalFactor,
  pick,
  pickWeighted,
  type Random,
  sample,
  seededRandom,
} from './random';

/** Everything a demo profile is, without database ids (those are given at insert time). */
export type DemoAccount = {
  platform: Platform;
  platformUserId: string;
  username: string;
  fullName: string;
  bio: string;
  avatarUrl: null;
  followers: number;
  following: number;
  postsCount: number;
  engagementRate: number;
  avgLikes: number;
  avgComments: number;
  avgViews: number;
  country: string;
  city: string;
  language: string;
  gender: Gender | null;
  ageGroup: AgeGroup | null;
  accountType: AccountType;
  categories: string[];
  hashtags: string[];
  mentions: string[];
  followerGrowth30d: number;
  audienceCredibility: number;
  lastPostedAt: Date;
  isVerified: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  isDemo: true;
};

export type DemoContact = { kind: ContactKind; value: string };

export type DemoCreator = {
  index: number;
  account: DemoAccount;
  audience: DemoAudienceShare[];
  contacts: DemoContact[];
  /** What the post and snapshot generators build on. */
  home: City;
  niches: Niche[];
  /** '#ad' or '#sponsored' if this creator tags paid posts, else null (flag only). */
  adTag: string | null;
  /** The UTC midnight all of this creator's dates count back from. */
  today: number;
  /** Local days between the last post and today. */
  lastPostDaysAgo: number;
  /** The pace of the follower history's last 30 days: percent over 30 days, compounded daily. */
  growthRate30d: number;
};

const PLATFORMS: readonly Platform[] = ['instagram', 'tiktok', 'youtube'];
const PLATFORM_WEIGHTS = [0.5, 0.3, 0.2];
const CREATOR_AGE_WEIGHTS: Record<Platform, number[]> = {
  instagram: [0.02, 0.3, 0.4, 0.17, 0.08, 0.03],
  tiktok: [0.08, 0.42, 0.33, 0.12, 0.04, 0.01],
  youtube: [0.03, 0.28, 0.38, 0.19, 0.09, 0.03],
};
/** Engagement differs by platform: TikTok audiences like more, YouTube subscribers less. */
const ENGAGEMENT_FACTOR: Record<Platform, number> = { instagram: 1, tiktok: 1.7, youtube: 0.5 };
/** Average views as a share of followers (Instagram: reels only). */
const VIEW_REACH: Record<Platform, [number, number]> = {
  instagram: [0.15, 0.5],
  tiktok: [0.3, 1.4],
  youtube: [0.1, 0.5],
};
const BUSINESS_WORDS = ['Studio', 'Collective', 'Club', 'Lab', 'House', 'Co'];
const MAX_INT = 2_000_000_000;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const capitalize = (word: string): string => word[0].toUpperCase() + word.slice(1);

/**
 * The demo creator with this index: the same on every run and every machine, so seeding can be
 * resumed and repeated (rows are keyed by platform and `demo-<index>`).
 */
export function demoCreator(index: number, asOf: Date): DemoCreator {
  const next = seededRandom(index, 'profile');
  const today = startOfUtcDay(asOf);
  const platform = pickWeighted(next, PLATFORMS, PLATFORM_WEIGHTS);
  const home = pickWeighted(next, CITIES, CITY_WEIGHTS);
  const accountType = pickWeighted<AccountType>(
    next,
    ['creator', 'personal', 'business'],
    [0.55, 0.25, 0.2],
  );
  const isBusiness = accountType === 'business';
  // Brands have neither a gender nor an age.
  const gender = isBusiness
    ? null
    : pickWeighted<Gender>(next, ['female', 'male', 'other'], [0.55, 0.42, 0.03]);
  const ageGroup = isBusiness
    ? null
    : pickWeighted(next, AGE_GROUPS, CREATOR_AGE_WEIGHTS[platform]);
  const niches = sample(next, NICHES, chance(next, 0.35) ? 2 : 1);
  const [primary, secondary] = niches;

  const followers = paretoFollowers(next, platform);
  const stats = engagementStats(next, platform, followers);
  const growthRate30d = followerGrowth(next);
  const isSpike = growthRate30d > 10;
  // Sudden jumps are where bought followers hide, so credibility is lower there.
  const audienceCredibility = round(
    isSpike ? between(next, 0.4, 0.7) : between(next, 0.55, 0.95),
    2,
  );
  // Most creators posted within days; a long tail has gone quiet for up to four months.
  const lastPostDaysAgo = Math.floor(120 * next() ** 3);
  const lastPostedAt = new Date(postingTime(next, today, lastPostDaysAgo, home.utcOffset));

  const identity = creatorIdentity(next, index, home, primary, gender, isBusiness);
  const adTag = chance(next, 0.6) ? pick(next, ['ad', 'sponsored']) : null;
  const hashtags = creatorHashtags(next, niches, home, adTag);
  const mentions = [
    ...sample(next, primary.mentions, intBetween(next, 2, 4)),
    ...(secondary ? sample(next, secondary.mentions, intBetween(next, 0, 2)) : []),
  ];
  const bio = pick(next, primary.bios)
    .replace('{city}', home.name)
    .replace('{other}', secondary?.name ?? 'life');
  const contacts = creatorContacts(next, identity.username, home, accountType, followers);

  const account: DemoAccount = {
    platform,
    platformUserId: `demo-${index}`,
    username: identity.username,
    fullName: identity.fullName,
    bio,
    avatarUrl: null,
    followers,
    following:
      platform === 'youtube'
        ? 0
        : Math.round(between(next, 20, 1_200) * logNormalFactor(next, 0.4)),
    postsCount: Math.round(
      Math.exp(between(next, Math.log(20), Math.log(platform === 'instagram' ? 3_000 : 1_500))),
    ),
    ...stats,
    country: home.country,
    city: home.name,
    language: home.language,
    gender,
    ageGroup,
    accountType,
    categories: niches.map((n) => n.name),
    hashtags,
    mentions,
    followerGrowth30d: measuredGrowth30d(followers, growthRate30d),
    audienceCredibility,
    lastPostedAt,
    isVerified: chance(next, verifiedChance(followers)),
    hasEmail: contacts.some((contact) => contact.kind === 'email'),
    hasPhone: contacts.some((contact) => contact.kind === 'phone'),
    isDemo: true,
  };
  const audience = audienceShares(next, { home, primary, gender, platform });
  return {
    index,
    account,
    audience,
    contacts,
    home,
    niches,
    adTag,
    today,
    lastPostDaysAgo,
    growthRate30d,
  };
}

/** Followers `daysAgo` (up to 30) days before today in the demo history: the recent pace. */
export function recentFollowers(followers: number, growthRate30d: number, daysAgo: number): number {
  const dailyRate = Math.log(1 + growthRate30d / 100) / 30;
  return Math.max(1, Math.round(followers * Math.exp(-daysAgo * dailyRate)));
}

/**
 * The stored 30-day growth (Discover filters and sorts by it) is the one the profile page and its
 * audit report compute from the weekly history (common/follower-growth.ts): against the snapshot
 * nearest 30 days back, four weeks ago. Computed without the history, so a seed without one
 * stores the same figure.
 */
function measuredGrowth30d(followers: number, growthRate30d: number): number {
  return percentChange(followers, recentFollowers(followers, growthRate30d, 28));
}

/** Pareto (alpha 0.95): the median creator has a few thousand followers, a handful have millions. */
function paretoFollowers(next: Random, platform: Platform): number {
  const minimum = platform === 'youtube' ? 1_000 : 1_500;
  return Math.min(400_000_000, Math.round(minimum / (1 - next()) ** (1 / 0.95)));
}

/** Engagement falls with size (as on every platform): ~5 % at 1k followers, ~1.3 % at 1M. */
function engagementStats(next: Random, platform: Platform, followers: number) {
  const rate = 22 * followers ** -0.2 * ENGAGEMENT_FACTOR[platform] * logNormalFactor(next, 0.35);
  const engagementRate = round(Math.min(35, Math.max(0.05, rate)), 2);
  const interactions = (followers * engagementRate) / 100;
  const commentShare = between(next, 0.01, 0.05);
  const avgLikes = Math.min(MAX_INT, Math.round(interactions / (1 + commentShare)));
  const avgComments = Math.min(MAX_INT, Math.round(interactions - avgLikes));
  const [low, high] = VIEW_REACH[platform];
  const avgViews = Math.min(MAX_INT, Math.round(followers * between(next, low, high)));
  return { engagementRate, avgLikes, avgComments, avgViews };
}

/** Mostly -2..+8 % a month, skewed to modest growth; about 3 % have a viral spike. */
function followerGrowth(next: Random): number {
  if (chance(next, 0.03)) return round(between(next, 12, 60), 1);
  return round(-2 + 10 * next() ** 1.6, 1);
}

function verifiedChance(followers: number): number {
  if (followers >= 1_000_000) return 0.75;
  if (followers >= 100_000) return 0.25;
  if (followers >= 10_000) return 0.03;
  return 0.003;
}

function creatorIdentity(
  next: Random,
  index: number,
  home: City,
  primary: Niche,
  gender: Gender | null,
  isBusiness: boolean,
): { username: string; fullName: string } {
  // The base-36 index as the last segment keeps every username unique (search dedupes on it).
  const suffix = index.toString(36);
  if (isBusiness) {
    const fullName = `${capitalize(primary.name)} ${pick(next, BUSINESS_WORDS)} ${home.name}`;
    return { fullName, username: `${asciiSlug(fullName)}.${suffix}` };
  }
  const pool = NAMES[home.names];
  const first = pick(
    next,
    gender === 'male' || (gender === 'other' && chance(next, 0.5)) ? pool.male : pool.female,
  );
  const last = pick(next, pool.last);
  const [f, l, n] = [asciiSlug(first), asciiSlug(last), primary.name];
  const base = pick(next, [
    `${f}.${l}`,
    `${f}_${n}`,
    `${f}${l}`,
    `the${f}${n}`,
    `${f}.${asciiSlug(home.name)}`,
  ]);
  return { fullName: `${first} ${last}`, username: `${base}.${suffix}` };
}

function creatorHashtags(
  next: Random,
  niches: Niche[],
  home: City,
  adTag: string | null,
): string[] {
  const [primary, secondary] = niches;
  const tags = new Set(sample(next, primary.hashtags, intBetween(next, 5, 9)));
  if (secondary)
    for (const tag of sample(next, secondary.hashtags, intBetween(next, 2, 4))) tags.add(tag);
  if (chance(next, 0.4)) tags.add(asciiSlug(home.name));
  if (adTag) tags.add(adTag);
  return [...tags];
}

/** Obviously fake but well-formed contacts: example.com addresses, made-up local mobiles. */
function creatorContacts(
  next: Random,
  username: string,
  home: City,
  accountType: AccountType,
  followers: number,
): DemoContact[] {
  const bigBonus = followers >= 100_000 ? 0.15 : 0;
  const emailChance = { business: 0.72, creator: 0.45, personal: 0.12 }[accountType] + bigBonus;
  const phoneChance = { business: 0.25, creator: 0.08, personal: 0.03 }[accountType];
  const contacts: DemoContact[] = [];
  if (chance(next, emailChance)) {
    const local = accountType === 'business' ? `hello.${username}` : username;
    contacts.push({ kind: 'email', value: `${local}@example.com` });
    // Bigger creators often list a management address as well.
    if (chance(next, 0.15 + bigBonus))
      contacts.push({ kind: 'email', value: `collabs.${username}@example.net` });
  }
  if (chance(next, phoneChance)) {
    const country = COUNTRIES[home.country];
    let digits = '';
    for (let i = 0; i < country.subscriberDigits; i++) digits += Math.floor(next() * 10);
    contacts.push({
      kind: 'phone',
      value: `+${country.callingCode} ${pick(next, country.mobilePrefixes)}${digits}`,
    });
  }
  return contacts;
}
