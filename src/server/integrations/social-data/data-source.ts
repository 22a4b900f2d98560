import { DATA_SOURCE_IDS, type DataSourceId } from '../../../common/api/data-sources';
import { SEARCH_DEFAULT_LIMIT, type SearchFilters } from '../../../common/api/discovery';
import type { ProviderContact, ProviderPost, ProviderProfile, SocialPlatform } from './types';

// A data source an organization connects with its own key (or the operator sets for the whole
// install): the platforms' official APIs and the commercial data vendors agencies pay for. Each
// adapter speaks one vendor's documented API; the data-sources module picks the adapter, counts
// the plan's allowance and keeps every creator fetched in the bank with its source and fetch time.

export { DATA_SOURCE_IDS, type DataSourceId };

/** One value of an audience dimension and its share of the audience, 0 to 1. */
export type AudienceShare = { value: string; share: number };

/**
 * A creator's audience as a vendor reports it. Values use the bank's vocabulary: countries as
 * ISO codes, languages as ISO 639-1 codes, genders 'female' | 'male' | 'other', ages as the bank's
 * age groups ('18-24', ...); interests lower case. An empty list is a dimension the vendor does not
 * report; credibility (share of real people, 0 to 1) is null when unknown.
 */
export type ProviderAudience = {
  countries: AudienceShare[];
  cities: AudienceShare[];
  genders: AudienceShare[];
  ages: AudienceShare[];
  languages: AudienceShare[];
  interests: AudienceShare[];
  credibility: number | null;
};

/** Everything a source knows of one creator: what an audit report is built from. */
export type ProviderReport = {
  profile: ProviderProfile;
  /** Most recent first; empty when the source gives none. */
  posts: ProviderPost[];
  audience: ProviderAudience | null;
  /** Only what the source hands out with the report; never guessed. */
  contacts: ProviderContact[];
  /** Engagement rate in percent as the source computed it; null to compute it from the posts. */
  engagementRate: number | null;
};

/** The filters of a bank search a source can be asked, by their names in the search API. */
export type SourceFilterName = Exclude<keyof SearchFilters, 'platform' | 'sort'>;

export type SourceSearch = {
  filters: SearchFilters;
  /** 1-based. */
  page: number;
  /** Results per page, at most 50. */
  limit: number;
};

/** A creator as a search lists it: the profile, and the figures the source computed for it. */
export type SourceSearchProfile = ProviderProfile & {
  /** Percent; null when the source does not say (never 0 for unknown). */
  engagementRate: number | null;
  avgLikes: number | null;
  avgViews: number | null;
};

export type SourceSearchPage = {
  profiles: SourceSearchProfile[];
  /** Matches in the vendor's index, when it says. */
  total: number | null;
};

/** What the source's account says about the key: who it belongs to and the credits left. */
export type SourceAccount = {
  /** A name the owner recognizes (the Instagram username, the vendor account's email or name). */
  label: string;
  /** Credits left in the vendor's own unit; null when the vendor does not count in credits. */
  creditsLeft: number | null;
};

/**
 * What a call costs in the vendor's own unit (credits), as its price list says; 0 when free.
 * `search` is the most one search of SEARCH_DEFAULT_LIMIT results (the page Discover asks for)
 * costs: vendors bill per creator answered, so a shorter page costs less.
 */
export type SourceCosts = { search: number; report: number; unit: string };

export type DataSourceAdapter = {
  readonly id: DataSourceId;
  /** Shown to users: "Modash", "Instagram API". */
  readonly name: string;
  readonly platforms: readonly SocialPlatform[];
  readonly offers: { search: boolean; audience: boolean; posts: boolean; contacts: boolean };
  readonly costs: SourceCosts;
  /** The search filters the vendor honours; any other filter given is named to the user. */
  readonly filters: readonly SourceFilterName[];
  /** Checks the key against the vendor (one cheap call). Throws SourceError('invalid_key'). */
  account(): Promise<SourceAccount>;
  /** Runs only the filters in `filters`; the caller has removed the others. */
  search(request: SourceSearch): Promise<SourceSearchPage>;
  /** A creator by handle ('@name' or 'name') or the platform's user id; null when unknown. */
  report(platform: SocialPlatform, handleOrId: string): Promise<ProviderReport | null>;
};

export type SourceErrorKind =
  /** The key is wrong, revoked or expired. */
  | 'invalid_key'
  /** The vendor account has no credits left for this call. */
  | 'out_of_credits'
  /** The vendor asks to slow down; retryAfterSeconds says for how long when it says. */
  | 'rate_limited'
  /** The vendor refused the request as malformed (an unknown filter value, a bad handle). */
  | 'bad_request'
  /** Down, too slow, or answered something unreadable. */
  | 'unavailable';

/** A vendor's refusal or failure, in one vocabulary for every adapter. */
export class SourceError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

/** A search's cost from a vendor's price per creator answered (see SourceCosts). */
export const costOfSearchPage = (perCreator: number) =>
  Math.round(perCreator * SEARCH_DEFAULT_LIMIT * 100) / 100;

/** Longest a source may take for one call before the product answers without it. */
export const SOURCE_TIMEOUT_MS = 10_000;
