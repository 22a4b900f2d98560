import { demoCreator } from '../../src/server/modules/discovery/demo-bank';
import { NAMES } from '../../src/server/modules/discovery/demo-bank/names';
import { NICHES } from '../../src/server/modules/discovery/demo-bank/niches';
import { CITIES } from '../../src/server/modules/discovery/demo-bank/places';
import type { Rng } from './random';

/** A request body of POST /customer/discoverProfiles, as a client sends it. */
export type DiscoverRequest = Record<string, unknown>;

/** One filter combination: a name and how to draw its parameters for one sample. */
export type Shape = {
  name: string;
  /** What the shape stands for, printed in the legend. */
  about: string;
  request(rng: Rng, bank: BankInfo): DiscoverRequest;
};

export type BankInfo = { profiles: number; asOf: Date };

const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
const GENDERS = ['female', 'male'] as const;
const AGE_GROUPS = ['18-24', '25-34', '35-44'] as const;
const DEEP_PAGE = 250;

const niche = (rng: Rng) => rng.pick(NICHES);
const city = (rng: Rng) => rng.pick(CITIES);
const platform = (rng: Rng) => rng.pick(PLATFORMS);

/** Words a person types: a first name, or a word of a niche's bio ("thrift", "stylist"). */
function keyword(rng: Rng): string {
  if (rng.chance(0.5)) {
    const pool = NAMES[rng.pick(CITIES).names];
    return rng.pick(rng.chance(0.5) ? pool.female : pool.male).toLowerCase();
  }
  const words = rng
    .pick(niche(rng).bios)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5 && !word.includes('{'));
  return words.length > 0 ? rng.pick(words) : 'coffee';
}

/** "anna gruber": a first and last name from one name pool. */
function fullName(rng: Rng): string {
  const pool = NAMES[rng.pick(CITIES).names];
  return `${rng.pick(pool.female.concat(pool.male))} ${rng.pick(pool.last)}`.toLowerCase();
}

/** A creator that is in the bank: demo creators are deterministic by index. */
function bankCreator(rng: Rng, bank: BankInfo) {
  return demoCreator(rng.int(0, bank.profiles - 1), bank.asOf).account;
}

function followerBand(rng: Rng): { min: number; max: number } {
  const min = rng.logBetween(5_000, 500_000);
  return { min, max: min * rng.int(2, 4) };
}

/** The published mix (bench/README.md): narrow and broad, every sort, page 1 and page 250. */
export const SHAPES: readonly Shape[] = [
  {
    name: 'broad-followers',
    about: 'platform only, sort followers',
    request: (rng) => ({ platform: platform(rng), sort: 'followers' }),
  },
  {
    name: 'broad-engagement',
    about: 'platform only, sort engagement',
    request: (rng) => ({ platform: platform(rng), sort: 'engagement' }),
  },
  {
    name: 'broad-avgViews',
    about: 'platform only, sort avgViews',
    request: (rng) => ({ platform: platform(rng), sort: 'avgViews' }),
  },
  {
    name: 'broad-growth',
    about: 'platform only, sort growth',
    request: (rng) => ({ platform: platform(rng), sort: 'growth' }),
  },
  {
    name: 'keywords-1-relevance',
    about: 'one keyword (a first name or a bio word), sort relevance',
    request: (rng) => ({ platform: platform(rng), keywords: keyword(rng) }),
  },
  {
    name: 'keywords-2-relevance',
    about: 'first and last name, sort relevance',
    request: (rng) => ({ platform: platform(rng), keywords: fullName(rng) }),
  },
  {
    name: 'keywords-1-followers',
    about: 'one keyword, sort followers',
    request: (rng) => ({ platform: platform(rng), keywords: keyword(rng), sort: 'followers' }),
  },
  {
    name: 'narrow-followers-engagement',
    about: 'followers band (x2-x4), sort engagement',
    request: (rng) => ({
      platform: platform(rng),
      followers: followerBand(rng),
      sort: 'engagement',
    }),
  },
  {
    name: 'ranges-engagement-views',
    about: 'engagement min and avgViews min, sort avgViews',
    request: (rng) => ({
      platform: platform(rng),
      engagementRate: { min: rng.int(2, 8) },
      avgViews: { min: rng.logBetween(5_000, 200_000) },
      sort: 'avgViews',
    }),
  },
  {
    name: 'country-city',
    about: 'country and city, sort followers',
    request: (rng) => {
      const place = city(rng);
      return { platform: platform(rng), country: place.country, city: place.name };
    },
  },
  {
    name: 'language',
    about: 'language, sort engagement',
    request: (rng) => ({
      platform: platform(rng),
      language: city(rng).language,
      sort: 'engagement',
    }),
  },
  {
    name: 'gender-age',
    about: "creator's gender and age group",
    request: (rng) => ({
      platform: platform(rng),
      gender: rng.pick(GENDERS),
      ageGroup: rng.pick(AGE_GROUPS),
    }),
  },
  {
    name: 'categories',
    about: 'one or two niches, sort engagement',
    request: (rng) => ({
      platform: platform(rng),
      categories: rng.chance(0.5) ? [niche(rng).name] : [niche(rng).name, niche(rng).name],
      sort: 'engagement',
    }),
  },
  {
    name: 'hashtags',
    about: "one of a niche's hashtags",
    request: (rng) => ({ platform: platform(rng), hashtags: [rng.pick(niche(rng).hashtags)] }),
  },
  {
    name: 'mentions',
    about: "one of a niche's mentions, sort engagement",
    request: (rng) => ({
      platform: platform(rng),
      mentions: [rng.pick(niche(rng).mentions)],
      sort: 'engagement',
    }),
  },
  {
    name: 'verified-email',
    about: 'verified and has an email',
    request: (rng) => ({ platform: platform(rng), verified: true, hasEmail: true }),
  },
  {
    name: 'account-type',
    about: 'business accounts above a follower minimum, sort growth',
    request: (rng) => ({
      platform: platform(rng),
      accountType: 'business',
      followers: { min: rng.logBetween(2_000, 50_000) },
      sort: 'growth',
    }),
  },
  {
    name: 'last-posted',
    about: 'posted within 3-14 days, one niche',
    request: (rng) => ({
      platform: platform(rng),
      lastPostedWithinDays: rng.int(3, 14),
      categories: [niche(rng).name],
    }),
  },
  {
    name: 'growth-range',
    about: 'growth between a min and a max, sort growth',
    request: (rng) => {
      const min = rng.int(2, 20);
      return {
        platform: platform(rng),
        growth: { min, max: min + rng.int(5, 30) },
        sort: 'growth',
      };
    },
  },
  {
    name: 'lookalike',
    about: 'profiles like a random bank creator, sort relevance',
    request: (rng, bank) => {
      const creator = bankCreator(rng, bank);
      return { platform: creator.platform, lookalike: creator.username };
    },
  },
  {
    name: 'audience-country',
    about: 'audience in a country with a minimum share',
    request: (rng) => ({
      platform: platform(rng),
      audience: { country: { value: city(rng).country, minShare: rng.pick([0.2, 0.3, 0.5]) } },
    }),
  },
  {
    name: 'audience-age-gender',
    about: 'audience age group and gender shares, sort engagement',
    request: (rng) => ({
      platform: platform(rng),
      audience: {
        age: { value: rng.pick(AGE_GROUPS), minShare: rng.pick([0.2, 0.3]) },
        gender: { value: rng.pick(GENDERS), minShare: rng.pick([0.5, 0.6, 0.7]) },
      },
      sort: 'engagement',
    }),
  },
  {
    name: 'audience-language',
    about: 'audience language share, creator country',
    request: (rng) => {
      const place = city(rng);
      return {
        platform: platform(rng),
        country: place.country,
        audience: { language: { value: place.language, minShare: rng.pick([0.5, 0.7]) } },
      };
    },
  },
  {
    name: 'credibility',
    about: 'credibility minimum and a follower minimum, sort avgViews',
    request: (rng) => ({
      platform: platform(rng),
      credibilityMin: rng.pick([0.7, 0.8, 0.9]),
      followers: { min: rng.logBetween(10_000, 100_000) },
      sort: 'avgViews',
    }),
  },
  {
    name: 'many-filters',
    about: 'country, niche, followers, engagement, email, audience gender, posted within 30 days',
    request: (rng) => {
      const place = city(rng);
      return {
        platform: platform(rng),
        country: place.country,
        categories: [niche(rng).name],
        followers: { min: rng.logBetween(2_000, 20_000) },
        engagementRate: { min: rng.pick([1, 2, 3]) },
        hasEmail: true,
        lastPostedWithinDays: 30,
        audience: { gender: { value: rng.pick(GENDERS), minShare: 0.5 } },
        sort: rng.pick(['followers', 'engagement']),
      };
    },
  },
  {
    name: 'broad-page-250',
    about: 'platform only, a random sort, page 250',
    request: (rng) => ({
      platform: platform(rng),
      sort: rng.pick(['followers', 'engagement', 'avgViews', 'growth']),
      page: DEEP_PAGE,
    }),
  },
  {
    name: 'filtered-page-250',
    about: 'one niche and a follower minimum, sort engagement, page 250',
    request: (rng) => ({
      platform: rng.pick(['instagram', 'tiktok']),
      categories: [niche(rng).name],
      followers: { min: rng.pick([1_000, 2_000, 3_000]) },
      sort: 'engagement',
      page: DEEP_PAGE,
    }),
  },
];
