// Discover's filter state and its two outside forms: the URL query string (shareable, reload-safe,
// STYLE "The web app") and the body of POST /customer/discoverProfiles. The URL keeps what the
// user typed (percentages as percent); the body speaks the API's units (shares as 0..1).

import {
  ACCOUNT_TYPES,
  type AccountType,
  AGE_GROUPS,
  type AgeGroup,
  type DiscoverInput,
  GENDERS,
  type Gender,
  SEARCH_SORTS,
  type SearchFiltersInput,
  type SearchSort,
} from '../../../common/api/discovery';
import { DEFAULT_PLATFORM, PLATFORMS, type Platform } from '../../../common/constants';
import { parseTokens } from './tokens';

export const DEFAULT_SORT: SearchSort = 'followers';

export const RANGE_FILTERS = ['followers', 'engagementRate', 'avgViews', 'followerGrowth'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

type AudienceInput = NonNullable<SearchFiltersInput['audience']>;
export type AudienceDimension = keyof AudienceInput;
export const AUDIENCE_DIMENSIONS = [
  'country',
  'city',
  'gender',
  'age',
  'language',
] as const satisfies readonly AudienceDimension[];

/** Bounds as typed; '' is an open end. Kept as text so a half-typed number is not lost. */
export type RangeValue = { min: string; max: string };

export type AudienceFilter = {
  dimension: AudienceDimension;
  value: string;
  /** Minimum share of the audience, in percent (the body sends 0..1). */
  minSharePercent: string;
};

export type DiscoverFilters = {
  platform: Platform;
  sort: SearchSort;
  followers: RangeValue;
  engagementRate: RangeValue;
  avgViews: RangeValue;
  followerGrowth: RangeValue;
  country: string;
  city: string;
  language: string;
  gender: Gender | '';
  ageGroup: AgeGroup | '';
  accountType: AccountType | '';
  categories: string[];
  keywords: string;
  hashtags: string[];
  mentions: string[];
  verified: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  lastPostedWithinDays: string;
  lookalike: string;
  audience: AudienceFilter[];
  /** Minimum audience credibility, in percent (the body sends 0..1). */
  credibilityMinPercent: string;
};

const EMPTY_RANGE: RangeValue = { min: '', max: '' };

export function emptyFilters(platform: Platform = DEFAULT_PLATFORM): DiscoverFilters {
  return {
    platform,
    sort: DEFAULT_SORT,
    followers: EMPTY_RANGE,
    engagementRate: EMPTY_RANGE,
    avgViews: EMPTY_RANGE,
    followerGrowth: EMPTY_RANGE,
    country: '',
    city: '',
    language: '',
    gender: '',
    ageGroup: '',
    accountType: '',
    categories: [],
    keywords: '',
    hashtags: [],
    mentions: [],
    verified: false,
    hasEmail: false,
    hasPhone: false,
    lastPostedWithinDays: '',
    lookalike: '',
    audience: [],
    credibilityMinPercent: '',
  };
}

// URL names: short where the body's name is long, `Min`/`Max` suffixes for ranges.
const RANGE_PARAMS: Record<RangeFilter, string> = {
  followers: 'followers',
  engagementRate: 'er',
  avgViews: 'views',
  followerGrowth: 'growth',
};
const LIST_SEPARATOR = ',';
const FLAG_ON = '1';

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

/** A number as typed, or '' when it is not one; URL values are untrusted. */
function numberText(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? trimmed : '';
}

function listFrom(value: string | null): string[] {
  if (!value) return [];
  const items = value
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/** `dimension:value:share`; the value may hold colons of its own, so the share is the last part. */
function audienceFrom(entry: string): AudienceFilter | null {
  const first = entry.indexOf(':');
  const last = entry.lastIndexOf(':');
  if (first < 0 || last <= first) return null;
  const dimension = entry.slice(0, first);
  if (!isOneOf(AUDIENCE_DIMENSIONS, dimension)) return null;
  const value = audienceValueFrom(dimension, entry.slice(first + 1, last));
  if (!value) return null;
  return { dimension, value, minSharePercent: numberText(entry.slice(last + 1)) };
}

/** Hand-written links may say `us` or `Male`: read them as the form would have written them. */
function audienceValueFrom(dimension: AudienceDimension, text: string): string {
  const value = text.trim();
  switch (dimension) {
    case 'country':
      return value.toUpperCase();
    case 'language':
      return value.toLowerCase();
    case 'gender':
      return isOneOf(GENDERS, value.toLowerCase()) ? value.toLowerCase() : '';
    case 'age':
      return isOneOf(AGE_GROUPS, value) ? value : '';
    case 'city':
      return value;
  }
}

/** Whether the URL holds a search at all: a search always writes its platform. */
export function hasSearch(params: URLSearchParams): boolean {
  return params.has('platform');
}

export function filtersFromSearchParams(params: URLSearchParams): DiscoverFilters {
  const platform = params.get('platform');
  const filters = emptyFilters(isOneOf(PLATFORMS, platform) ? platform : DEFAULT_PLATFORM);
  const sort = params.get('sort');
  if (isOneOf(SEARCH_SORTS, sort)) filters.sort = sort;
  for (const range of RANGE_FILTERS) {
    filters[range] = {
      min: numberText(params.get(`${RANGE_PARAMS[range]}Min`)),
      max: numberText(params.get(`${RANGE_PARAMS[range]}Max`)),
    };
  }
  filters.country = params.get('country')?.trim().toUpperCase() ?? '';
  filters.city = params.get('city')?.trim() ?? '';
  filters.language = params.get('language')?.trim().toLowerCase() ?? '';
  const gender = params.get('gender');
  if (isOneOf(GENDERS, gender)) filters.gender = gender;
  const ageGroup = params.get('age');
  if (isOneOf(AGE_GROUPS, ageGroup)) filters.ageGroup = ageGroup;
  const accountType = params.get('accountType');
  if (isOneOf(ACCOUNT_TYPES, accountType)) filters.accountType = accountType;
  filters.categories = listFrom(params.get('categories'));
  filters.keywords = params.get('keywords')?.trim() ?? '';
  filters.hashtags = parseTokens(params.get('hashtags') ?? '');
  filters.mentions = parseTokens(params.get('mentions') ?? '');
  filters.verified = params.get('verified') === FLAG_ON;
  filters.hasEmail = params.get('hasEmail') === FLAG_ON;
  filters.hasPhone = params.get('hasPhone') === FLAG_ON;
  filters.lastPostedWithinDays = numberText(params.get('lastPosted'));
  filters.lookalike = parseTokens(params.get('lookalike') ?? '')[0] ?? '';
  const seen = new Set<AudienceDimension>();
  for (const entry of params.getAll('audience')) {
    const audience = audienceFrom(entry);
    // One row per dimension: the body has one slot for each.
    if (audience && !seen.has(audience.dimension)) {
      seen.add(audience.dimension);
      filters.audience.push(audience);
    }
  }
  filters.credibilityMinPercent = numberText(params.get('credibility'));
  return filters;
}

/** The URL of a search: platform and sort always, every other filter only when it has a value. */
export function filtersToSearchParams(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed) params.set(key, trimmed);
  };
  params.set('platform', filters.platform);
  params.set('sort', filters.sort);
  for (const range of RANGE_FILTERS) {
    set(`${RANGE_PARAMS[range]}Min`, numberText(filters[range].min));
    set(`${RANGE_PARAMS[range]}Max`, numberText(filters[range].max));
  }
  set('country', filters.country);
  set('city', filters.city);
  set('language', filters.language);
  set('gender', filters.gender);
  set('age', filters.ageGroup);
  set('accountType', filters.accountType);
  set('categories', filters.categories.join(LIST_SEPARATOR));
  set('keywords', filters.keywords);
  set('hashtags', filters.hashtags.join(LIST_SEPARATOR));
  set('mentions', filters.mentions.join(LIST_SEPARATOR));
  if (filters.verified) params.set('verified', FLAG_ON);
  if (filters.hasEmail) params.set('hasEmail', FLAG_ON);
  if (filters.hasPhone) params.set('hasPhone', FLAG_ON);
  set('lastPosted', numberText(filters.lastPostedWithinDays));
  set('lookalike', filters.lookalike);
  for (const audience of filters.audience) {
    const value = audience.value.trim();
    if (value) {
      params.append(
        'audience',
        `${audience.dimension}:${value}:${numberText(audience.minSharePercent)}`,
      );
    }
  }
  set('credibility', numberText(filters.credibilityMinPercent));
  return params;
}

export type NumberRange = NonNullable<SearchFiltersInput['followers']>;

/**
 * Body of POST /customer/discoverProfiles without the page: the identity of a search. Names as
 * issue 4 lists them (`growth`, `credibilityMin`); the API refuses unknown names with a 400.
 * Platform and sort are always sent.
 */
export type DiscoverQuery = SearchFiltersInput & {
  platform: Platform;
  sort: SearchSort;
};

export type DiscoverRequestBody = DiscoverQuery & Required<Pick<DiscoverInput, 'page' | 'limit'>>;

function toNumber(text: string): number | undefined {
  const value = numberText(text);
  return value === '' ? undefined : Number(value);
}

/** Counts (followers, views, days) are whole numbers to the API. */
function toWholeNumber(text: string): number | undefined {
  const value = toNumber(text);
  return value === undefined ? undefined : Math.round(value);
}

function toRange(range: RangeValue, isWhole: boolean): NumberRange | undefined {
  const read = isWhole ? toWholeNumber : toNumber;
  const min = read(range.min);
  const max = read(range.max);
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Percent as typed to the API's 0..1 share, clamped; no percent means no minimum (0). */
function toShare(percentText: string): number | undefined {
  const percent = toNumber(percentText);
  if (percent === undefined) return undefined;
  return Math.min(Math.max(percent, 0), 100) / 100;
}

/** The body's name of each range. */
const RANGE_BODY_NAMES = {
  followers: 'followers',
  engagementRate: 'engagementRate',
  avgViews: 'avgViews',
  followerGrowth: 'growth',
} as const satisfies Record<RangeFilter, keyof DiscoverQuery>;
const WHOLE_RANGES: ReadonlySet<RangeFilter> = new Set(['followers', 'avgViews']);

/** Growth can shrink; every other range counts something and starts at zero. */
export const SIGNED_RANGES: ReadonlySet<RangeFilter> = new Set(['followerGrowth']);

/** What is wrong with a range as the API would read it; the form says so next to the field. */
export type RangeProblem = 'minAboveMax' | 'negative';

function rangeProblem(name: RangeFilter, value: RangeValue): RangeProblem | null {
  const range = toRange(value, WHOLE_RANGES.has(name));
  if (!range) return null;
  const { min, max } = range;
  if (!SIGNED_RANGES.has(name) && ((min ?? 0) < 0 || (max ?? 0) < 0)) return 'negative';
  if (min !== undefined && max !== undefined && min > max) return 'minAboveMax';
  return null;
}

/**
 * The ranges the API would refuse with a 400. A search with any of them is never sent: the user
 * could only retry the same refusal.
 */
export function findRangeProblems(
  filters: DiscoverFilters,
): Partial<Record<RangeFilter, RangeProblem>> {
  const problems: Partial<Record<RangeFilter, RangeProblem>> = {};
  for (const name of RANGE_FILTERS) {
    const problem = rangeProblem(name, filters[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

export function hasRangeProblems(filters: DiscoverFilters): boolean {
  return Object.keys(findRangeProblems(filters)).length > 0;
}

/** Relevance ranks by keywords or a lookalike; without either the API refuses it. */
export function canSortByRelevance(filters: DiscoverFilters): boolean {
  return filters.keywords.trim() !== '' || filters.lookalike.trim() !== '';
}

/**
 * One audience rule in the body. Gender and age take only their options (the form offers nothing
 * else and links are read the same way), so any other value there is left out.
 */
function setAudience(
  audience: AudienceInput,
  dimension: AudienceDimension,
  value: string,
  minShare: number,
): void {
  switch (dimension) {
    case 'gender':
      if (isOneOf(GENDERS, value)) audience.gender = { value, minShare };
      return;
    case 'age':
      if (isOneOf(AGE_GROUPS, value)) audience.age = { value, minShare };
      return;
    default:
      audience[dimension] = { value, minShare };
  }
}

/**
 * The search itself, with no empty value in it (SPEC 5): a filter left blank is not sent, a false
 * toggle is "don't care", not "must be false".
 */
export function buildDiscoverQuery(filters: DiscoverFilters): DiscoverQuery {
  const sort =
    filters.sort === 'relevance' && !canSortByRelevance(filters) ? DEFAULT_SORT : filters.sort;
  const query: DiscoverQuery = { platform: filters.platform, sort };
  for (const name of RANGE_FILTERS) {
    const range = toRange(filters[name], WHOLE_RANGES.has(name));
    if (range) query[RANGE_BODY_NAMES[name]] = range;
  }
  const text = (value: string) => value.trim() || undefined;
  const optional = {
    country: text(filters.country),
    city: text(filters.city),
    language: text(filters.language),
    gender: filters.gender || undefined,
    ageGroup: filters.ageGroup || undefined,
    accountType: filters.accountType || undefined,
    categories: filters.categories.length > 0 ? filters.categories : undefined,
    keywords: text(filters.keywords),
    hashtags: filters.hashtags.length > 0 ? filters.hashtags : undefined,
    mentions: filters.mentions.length > 0 ? filters.mentions : undefined,
    verified: filters.verified || undefined,
    hasEmail: filters.hasEmail || undefined,
    hasPhone: filters.hasPhone || undefined,
    lastPostedWithinDays: toWholeNumber(filters.lastPostedWithinDays),
    lookalike: text(filters.lookalike),
    credibilityMin: toShare(filters.credibilityMinPercent),
  } satisfies Partial<DiscoverQuery>;
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  const audience: AudienceInput = {};
  for (const entry of filters.audience) {
    const value = entry.value.trim();
    if (value) setAudience(audience, entry.dimension, value, toShare(entry.minSharePercent) ?? 0);
  }
  if (Object.keys(audience).length > 0) query.audience = audience;
  return query;
}

export function buildDiscoverBody(
  query: DiscoverQuery,
  page: number,
  limit: number,
): DiscoverRequestBody {
  return { ...query, page, limit };
}

/** How many filters narrow the search (platform and sort excluded): shown on the phone toggle. */
export function countActiveFilters(filters: DiscoverFilters): number {
  const { platform: _platform, sort: _sort, ...narrowing } = buildDiscoverQuery(filters);
  return Object.keys(narrowing).length;
}
