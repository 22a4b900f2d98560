import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, PgDialect, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { audienceTagsAreExact, audienceTagsAtLeast } from '../audience-tags';
import { bankCountsQuery, countBank, PROFILE_BANK_MIN_FOLLOWERS } from '../bank-counts';
import {
  type AudienceDimension,
  contactUnlocks,
  discoverySearches,
  followerBandsBetween,
  type Platform,
  type SearchCreditRequestRow,
  searchCreditRequests,
  socialAccountAudience,
  socialAccountContacts,
  socialAccounts,
} from '../discovery.tables';
import { type AudienceRule, audienceBandMatchIds, audienceRules } from './audience-bands';
import { hasPostTags, postTagConditions, postTagMatchIds, postTagPageIds } from './post-tags';
import { keywordRelevance, rankedMatchIds, rankedPageIds } from './ranked-keywords';
import type { SearchResultRow } from './search.dto';
import type { DiscoverFilters } from './search.schema';

const s = socialAccounts;

/** What a lookalike search compares against, read from the reference profile. */
export type LookalikeReference = {
  id: string;
  followers: number;
  categories: string[];
  country: string | null;
  /** The reference's largest audience country, when the bank has its audience. */
  audienceCountry: { value: string; share: number } | null;
};

/** Filters after the service resolved everything that needs a lookup. */
export type SearchCriteria = Omit<DiscoverFilters, 'lookalike' | 'page' | 'offset' | 'limit'> & {
  lookalike?: LookalikeReference;
};

export type SearchOrder = 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';

/** The sort a search asked for, or its default: relevance when there is something to rank by. */
export function searchOrderOf(
  filters: Pick<DiscoverFilters, 'sort' | 'keywords' | 'lookalike'>,
): SearchOrder {
  return filters.sort ?? (filters.keywords || filters.lookalike ? 'relevance' : 'followers');
}

/** Size band of a lookalike: ±50 % of the reference's followers. */
const LOOKALIKE_BAND = 0.5;
/** Share of a lookalike's audience in the reference's top country, relative to the reference's. */
const LOOKALIKE_AUDIENCE_RATIO = 0.5;
const MAX_KEYWORD_WORDS = 8;

/** The columns of a page of search results (also the benchmark's reference page). */
export const resultColumns = {
  id: s.id,
  platform: s.platform,
  username: s.username,
  fullName: s.fullName,
  avatarUrl: s.avatarUrl,
  followers: s.followers,
  engagementRate: s.engagementRate,
  avgLikes: s.avgLikes,
  avgViews: s.avgViews,
  country: s.country,
  city: s.city,
  language: s.language,
  categories: s.categories,
  isVerified: s.isVerified,
  followerGrowth30d: s.followerGrowth30d,
  hasEmail: s.hasEmail,
  hasPhone: s.hasPhone,
  isDemo: s.isDemo,
};

/**
 * Keywords as a prefix tsquery ("ann gru" -> 'ann:* & gru:*'). Only letters and digits reach it,
 * so no user text can form tsquery syntax; it is still sent as a bound parameter.
 */
export function toPrefixTsquery(keywords: string): string {
  return wordsOf(keywords)
    .map((word) => `${word}:*`)
    .join(' & ');
}

function wordsOf(keywords: string): string[] {
  return (keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_KEYWORD_WORDS);
}

/** The keywords and their words (ranked-keywords.ts), or null when they hold no word. */
function keywordWordsOf(criteria: SearchCriteria): { words: string[]; keywords: string } | null {
  const { keywords } = criteria;
  const words = keywords ? wordsOf(keywords) : [];
  return keywords && words.length > 0 ? { words, keywords } : null;
}

function keywordQuery(keywords: string): SQL {
  return sql`to_tsquery('simple'::regconfig, ${toPrefixTsquery(keywords)})`;
}

/** The keywords as words of the search document (GIN on the stored search_document). */
function wordMatch(keywords: string): SQL {
  return sql`${s.searchDocument} @@ ${keywordQuery(keywords)}`;
}

/**
 * Words, or a near-miss of the keywords within the username (pg_trgm word similarity, GIN
 * trigram index): "vegan kitchem" still finds vegan.kitchen.
 */
function keywordMatch(keywords: string, nearMisses: boolean): SQL {
  return nearMisses
    ? sql`(${wordMatch(keywords)} or ${keywords} <% ${s.username})`
    : wordMatch(keywords);
}

function between(column: AnyColumn, r?: { min?: number; max?: number }): SQL[] {
  if (!r) return [];
  const conditions: SQL[] = [];
  if (r.min !== undefined) conditions.push(gte(column, r.min));
  if (r.max !== undefined) conditions.push(lte(column, r.max));
  return conditions;
}

/**
 * An audience share rule, answered by the profile's audience tags (GIN; audience-tags.ts) where
 * they can: alone for a minimum in whole tenths (30 %), as a pre-filter for one in between (35 %),
 * when the exact share is read from the audience table for the profiles the tags kept. Below a
 * tenth there is no tag, and the audience table answers alone.
 *
 * Common values ("at least half female" fits half the bank) go through the GIN index too: several
 * audience rules, or a niche beside one, intersect inside it, skipping through the long posting
 * lists. Hidden from it, "35-44 at least 30 % and half male" on TikTok (1,130 matches) was counted
 * by walking the followers index past 265,000 profiles: 400 ms at 1M profiles, 9 ms through GIN.
 */
function audienceShare(
  dimension: AudienceDimension,
  value: string,
  minShare: number,
  { onRow = false } = {},
): SQL {
  const a = socialAccountAudience;
  const tags = audienceTagsAtLeast(dimension, value, minShare);
  const exactShare = (fence: SQL) =>
    sql`exists (select 1 from ${a} where ${a.accountId} = ${s.id} and ${a.dimension} = ${dimension} and ${a.value} = ${value} and ${a.share} >= ${minShare}${fence})`;
  if (tags.length === 0) return exactShare(sql``);
  // `is true` hides the tags from the GIN index; the followers and country indexes still check
  // them.
  const tagged = onRow
    ? sql`(${arrayOverlaps(s.audienceTags, tags)}) is true`
    : arrayOverlaps(s.audienceTags, tags);
  if (audienceTagsAreExact(minShare)) return tagged;
  // `offset 0` keeps the EXISTS a per-row check after the tags: as a join, the planner would
  // start from every audience row of the value (238,000 "male at least 60 %") on a misestimate.
  return sql`(${tagged} and ${exactShare(sql` offset 0`)})`;
}

/**
 * The audience rules, their tags checked through the GIN index or, `onRow`, on the row or in the
 * followers and country indexes. Beside the creator's country they are checked on the row
 * (whereOf), not through the GIN index that holds both: creators' audiences are mostly local, and
 * the planner, multiplying the two, expected 699 of "Turkey, audience at least half
 * Turkish-speaking" where 19,366 match, and read every match from the table (70 ms) instead of
 * walking an index (a few ms). The country's index walks that country's creators and checks the
 * audience in it (migration 0051).
 */
function audienceConditions(criteria: SearchCriteria, onRow: boolean): SQL[] {
  return audienceRules(criteria).map(({ dimension, value, minShare }) =>
    audienceShare(dimension, value, minShare, { onRow }),
  );
}

/**
 * Profiles like the reference: of its size band, in one of its niches, with an audience like its
 * own. `bandOnRow` keeps the size band off the followers index when the niches' and audience
 * country's GIN index can find the candidates (for the count, cappedCountQuery): the planner
 * otherwise walked the band in the followers index for mid-sized references, whose entries carry
 * every filter column and the audience tags, so a band of 67,000 entries read 38,786 pages. Over
 * 40 references at 1M profiles the count took 9.3 ms at p50 either way, and 31.3 -> 19.9 ms at p95
 * through the GIN index alone.
 */
function lookalikeConditions(
  reference?: LookalikeReference,
  { bandOnRow = false, audienceOnRow = false } = {},
): SQL[] {
  if (!reference) return [];
  const { min, max } = lookalikeSize(reference);
  const ginFindsCandidates = reference.categories.length > 0 || reference.audienceCountry !== null;
  // `is true` hides the band from the B-tree indexes, as audienceShare hides tags from GIN.
  const band =
    bandOnRow && ginFindsCandidates
      ? [sql`(${s.followers} between ${min} and ${max}) is true`]
      : [gte(s.followers, min), lte(s.followers, max)];
  const conditions: SQL[] = [ne(s.id, reference.id), ...band];
  if (reference.categories.length > 0) {
    conditions.push(arrayOverlaps(s.categories, reference.categories));
  }
  // Audience similarity when the bank knows the reference's audience; the creator's own country
  // stands in for it otherwise (imported profiles often come without audience data).
  const audience = lookalikeAudience(reference);
  if (audience) {
    conditions.push(
      audienceShare(audience.dimension, audience.value, audience.minShare, {
        onRow: audienceOnRow,
      }),
    );
  } else if (reference.country) {
    conditions.push(eq(s.country, reference.country));
  }
  return conditions;
}

/** A lookalike's size band: the reference's followers ± LOOKALIKE_BAND. */
function lookalikeSize(reference: LookalikeReference): { min: number; max: number } {
  return {
    min: Math.floor(reference.followers * (1 - LOOKALIKE_BAND)),
    max: Math.ceil(reference.followers * (1 + LOOKALIKE_BAND)),
  };
}

/** A lookalike's audience rule: its top country at half the reference's share, when known. */
function lookalikeAudience(reference: LookalikeReference): AudienceRule | null {
  if (!reference.audienceCountry) return null;
  const { value, share } = reference.audienceCountry;
  // In whole tenths, at least one: the audience tags then answer alone.
  const minShare = Math.max(1, Math.floor(share * LOOKALIKE_AUDIENCE_RATIO * 10)) / 10;
  return { dimension: 'country', value, minShare };
}

/**
 * The WHERE of a search. Every user value is a bound parameter; each filter maps to a typed
 * column with its index (B-tree ranges, GIN arrays and text, the audience lookup index).
 * `nearMisses: false` leaves the handle near-misses out of the keywords (see estimateSql);
 * `audienceOnRow` keeps the audience tags off their GIN index (for audienceBandMatchIds' probes);
 * `lookalikeBandOnRow` a lookalike's size band off the followers index (lookalikeConditions).
 */
function whereOf(
  criteria: SearchCriteria,
  { nearMisses = true, audienceOnRow = false, lookalikeBandOnRow = false } = {},
): SQL | undefined {
  const c = criteria;
  const conditions: (SQL | undefined)[] = [
    eq(s.platform, c.platform),
    ...between(s.followers, c.followers),
    ...between(s.engagementRate, c.engagementRate),
    ...between(s.avgViews, c.avgViews),
    ...between(s.followerGrowth30d, c.growth),
    c.country ? eq(s.country, c.country) : undefined,
    c.city ? eq(s.city, c.city) : undefined,
    c.language ? eq(s.language, c.language) : undefined,
    c.gender ? eq(s.gender, c.gender) : undefined,
    c.ageGroup ? eq(s.ageGroup, c.ageGroup) : undefined,
    c.accountType ? eq(s.accountType, c.accountType) : undefined,
    c.categories ? arrayOverlaps(s.categories, c.categories) : undefined,
    ...postTagConditions(c),
    c.verified !== undefined ? eq(s.isVerified, c.verified) : undefined,
    c.hasEmail !== undefined ? eq(s.hasEmail, c.hasEmail) : undefined,
    c.hasPhone !== undefined ? eq(s.hasPhone, c.hasPhone) : undefined,
    c.lastPostedWithinDays !== undefined
      ? sql`${s.lastPostedAt} >= now() - make_interval(days => ${c.lastPostedWithinDays})`
      : undefined,
    c.credibilityMin !== undefined ? gte(s.audienceCredibility, c.credibilityMin) : undefined,
    c.keywords ? keywordMatch(c.keywords, nearMisses) : undefined,
    ...audienceConditions(c, audienceOnRow || c.country !== undefined),
    ...lookalikeConditions(c.lookalike, { bandOnRow: lookalikeBandOnRow, audienceOnRow }),
  ];
  return and(...conditions);
}

/**
 * One row per platform_username (SPEC 4 "results dedupe by platform_username"): should the bank
 * hold a handle twice (a renamed account imported again), only its newest row is a result.
 */
function newestPerUsername(): SQL {
  const other = alias(socialAccounts, 'same_username');
  return sql`not exists (select 1 from ${socialAccounts} as ${sql.identifier('same_username')} where ${other.platform} = ${s.platform} and ${other.username} = ${s.username} and ${other.id} > ${s.id})`;
}

function relevanceOf(criteria: SearchCriteria): SQL {
  const parts: SQL[] = [];
  const ranked = keywordWordsOf(criteria);
  if (ranked) parts.push(keywordRelevance(ranked.words, ranked.keywords));
  if (criteria.lookalike) {
    // Closer in size ranks higher (log scale: 10k vs 12k matters as much as 1M vs 1.2M).
    parts.push(
      sql`-abs(ln(${s.followers} + 1) - ln(${criteria.lookalike.followers + 1}::double precision))`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

/**
 * Every order ends in id: a unique tie-breaker, so pages never repeat or skip a row.
 *
 * `indexOrder` picks the plan. For a broad search (thousands of matches) walking the
 * (platform, sort key, id) index and stopping after one page is fastest. For a narrow one that
 * walk can read most of the index before finding a page when the filters correlate with the sort
 * (the largest engagement belongs to small accounts, so "10k-100k followers, by engagement"
 * matches late); there `key + 0` hides the index order, so PostgreSQL fetches the few matches
 * through the filters' own indexes and sorts them (measured: 80 ms -> 12 ms at 200k profiles).
 */
function orderOf(criteria: SearchCriteria, order: SearchOrder, indexOrder: boolean): SQL[] {
  if (order === 'relevance') return [desc(relevanceOf(criteria)), desc(s.followers), desc(s.id)];
  const key = sortColumn(order);
  return [indexOrder ? desc(key) : desc(sql`${key} + 0`), desc(s.id)];
}

function sortColumn(order: Exclude<SearchOrder, 'relevance'>): AnyColumn {
  switch (order) {
    case 'engagement':
      return s.engagementRate;
    case 'avgViews':
      return s.avgViews;
    case 'growth':
      return s.followerGrowth30d;
    default:
      return s.followers;
  }
}

/** What a page sorts by, before the id (all descending). */
function sortKeys(criteria: SearchCriteria, order: SearchOrder): SQL[] {
  if (order === 'relevance') return [relevanceOf(criteria), sql`${s.followers}`];
  return [sql`${sortColumn(order)}`];
}

export function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const estimate = (plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.[
    'Plan Rows'
  ];
  return typeof estimate === 'number' ? Math.round(estimate) : 0;
}

/**
 * An organization's tracked profile of a bank row (null when it tracks none), as SQL over the
 * row's id. The CRM supplies it (it sits above discovery), so a page carries the `tracked` flags
 * without a second round trip.
 */
export type TrackedColumn = (accountId: SQL) => SQL<string | null>;

export type SearchPageSpec = {
  order: SearchOrder;
  limit: number;
  offset: number;
  indexOrder: boolean;
  tracked?: TrackedColumn;
};

/** The result columns, with the caller's tracked profile when the page is for an organization. */
function pageColumns(tracked: TrackedColumn | undefined) {
  return {
    ...resultColumns,
    // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" in
    // the subquery would be the tracked profile's own.
    trackedProfileId: tracked
      ? tracked(sql`${s}.${sql.identifier(s.id.name)}`)
      : sql<string | null>`null::uuid`,
  };
}

/**
 * The rows a page is picked from. A lookalike ranked by closeness in size needs only the
 * `offset + limit` nearest matches above the reference's followers and as many below: two walks
 * of the followers index outwards from it, instead of ranking every match of the size band (a
 * small creator's band holds 30,000 profiles: 820 ms -> a few ms at 1M). Each walk breaks ties
 * as the page does (id descending), so pages never repeat or skip a profile.
 */
function candidatesOf(db: Database, criteria: SearchCriteria, page: SearchPageSpec) {
  const where = whereOf(criteria);
  const { lookalike } = criteria;
  if (!lookalike || page.order !== 'relevance' || criteria.keywords) return where;
  const nearest = page.offset + page.limit;
  const walk = (side: SQL, towards: SQL) =>
    db
      .select({ id: s.id })
      .from(s)
      .where(and(where, side))
      .orderBy(towards, desc(s.id))
      .limit(nearest);
  return inArray(
    s.id,
    unionAll(
      walk(gte(s.followers, lookalike.followers), asc(s.followers)),
      walk(lt(s.followers, lookalike.followers), desc(s.followers)),
    ),
  );
}

/**
 * Ids first, rows second: the page's ids come from the filters and the sort alone (for a broad
 * search, an index walk that touches nothing else), and only the rows shown are read in full
 * and deduped by username. Deduping before the offset cost an index probe per skipped row (5,000
 * on page 250). A handle held twice then drops its older row from the page it falls on (that
 * page shows one row fewer), and its newest row keeps its own place: no page repeats or skips
 * a handle.
 */
function pageQuery(db: Database, criteria: SearchCriteria, page: SearchPageSpec) {
  const order = orderOf(criteria, page.order, page.indexOrder);
  return db
    .select(pageColumns(page.tracked))
    .from(s)
    .where(and(inArray(s.id, pageIdsOf(db, criteria, page, order)), newestPerUsername()))
    .orderBy(...order);
}

/** Keywords by relevance: probes of the ranked words index; any other search: its sort. */
function pageIdsOf(
  db: Database,
  criteria: SearchCriteria,
  page: SearchPageSpec,
  order: SQL[],
): SQLWrapper {
  const ranked = keywordWordsOf(criteria);
  if (page.order === 'relevance' && ranked && !criteria.lookalike) {
    return sql`(${rankedPageIds(ranked.words, ranked.keywords, withoutKeywords(criteria), page)})`;
  }
  if (page.order === 'followers' && hasPostTags(criteria)) {
    return sql`(${postTagPageIds(criteria, withoutPostTags(criteria), page)})`;
  }
  return db
    .select({ id: s.id })
    .from(s)
    .where(candidatesOf(db, criteria, page))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A narrow search's page and its capped count from one pass over its matches: up to `cap + 1`
 * matches with their sort keys, counted, and the page sorted from them. Every row carries the
 * count; when it is above the cap the matches were a sample, and the page is picked again from
 * the sort index (pageQuery with indexOrder). With `cap` null every match is read: for a search
 * whose page ranks every match anyway (ranksEveryMatch), the count costs no further read.
 */
function countedPageQuery(
  db: Database,
  criteria: SearchCriteria,
  page: Omit<SearchPageSpec, 'indexOrder'>,
  cap: number | null,
) {
  const keys = sortKeys(criteria, page.order);
  const matches = db
    .select({ id: s.id, ...Object.fromEntries(keys.map((key, i) => [`k${i}`, key.as(`k${i}`)])) })
    .from(s)
    .where(whereOf(criteria));
  const matched = db.$with('matched').as(cap === null ? matches : matches.limit(cap + 1));
  const sortedKeys = keys.map((_, i) => desc(sql.identifier(`k${i}`)));
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(...sortedKeys, desc(matched.id))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .with(matched)
    .select({
      ...pageColumns(page.tracked),
      matched: sql<number>`(select count(*) from ${matched})`.mapWith(Number).as('matched'),
    })
    .from(s)
    .where(and(inArray(s.id, pageIds), newestPerUsername()))
    .orderBy(...orderOf(criteria, page.order, false));
}

/** The search's filters but its keywords, for the probes of ranked-keywords.ts. */
function withoutKeywords(criteria: SearchCriteria): SQL | undefined {
  return whereOf({ ...criteria, keywords: undefined });
}

/** The search's filters but its hashtags and mentions, for the probes of post-tags.ts. */
function withoutPostTags(criteria: SearchCriteria): SQL | undefined {
  return whereOf({ ...criteria, hashtags: undefined, mentions: undefined });
}

/**
 * The matches of a search read band by band from the largest creators, if it has a banded index
 * to lead it: keywords, else hashtags and mentions, else a large creator's lookalike, else
 * audience rules alone (rankedMatchIds, postTagMatchIds, audienceBandMatchIds).
 */
function bandedMatchIds(criteria: SearchCriteria): SQL | null {
  const ranked = keywordWordsOf(criteria);
  if (ranked) return rankedMatchIds(ranked.words, ranked.keywords, withoutKeywords(criteria));
  if (hasPostTags(criteria)) return postTagMatchIds(criteria, withoutPostTags(criteria));
  const large = largeCreatorLookalike(criteria.lookalike);
  if (large) {
    const onRow = whereOf(criteria, { audienceOnRow: true, lookalikeBandOnRow: true });
    return audienceBandMatchIds([large.audience], onRow, large.bands);
  }
  if (!audienceLeads(criteria)) return null;
  return audienceBandMatchIds(audienceRules(criteria), whereOf(criteria, { audienceOnRow: true }));
}

/**
 * A lookalike of a creator with at least this many followers counts its candidates in the
 * banded audience tags' index, within the follower bands of its size band, and checks the niches
 * on the row. Through the niches' and audience country's index it read every candidate of every
 * size from the table, nearly all too small: a 400,000-follower comedian with a Turkish audience
 * read 17,089 pages for 111 matches (129 ms warm, 519 cold at 10M profiles), 6.6 ms this way.
 * Below it the bands are crowded and the niche narrows more: a 2,862-follower reference took
 * 66 ms the old way and 1.1 s this way, a 50,000-follower one 27 and 111 ms.
 */
const LOOKALIKE_BANDED_MIN_FOLLOWERS = 100_000;

function largeCreatorLookalike(
  reference: LookalikeReference | undefined,
): { audience: AudienceRule; bands: string[] } | null {
  if (!reference || reference.followers < LOOKALIKE_BANDED_MIN_FOLLOWERS) return null;
  const audience = lookalikeAudience(reference);
  if (!audience) return null;
  const { min, max } = lookalikeSize(reference);
  return { audience, bands: followerBandsBetween(min, max) };
}

/** The matches counted up to cap + 1, band by band where a banded index leads (bandedMatchIds). */
function cappedCountQuery(db: Database, criteria: SearchCriteria, cap: number) {
  const banded = bandedMatchIds(criteria);
  const capped = banded
    ? sql`(${banded} limit ${cap + 1}) as capped`
    : db
        .select({ one: sql`1` })
        .from(s)
        .where(whereOf(criteria, { lookalikeBandOnRow: true }))
        .limit(cap + 1)
        .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * Whether any page of the search reads and ranks every match: keywords and a lookalike together
 * by relevance, an order no index holds. Keywords alone have their probes (ranked-keywords.ts)
 * and a lookalike alone its walks (candidatesOf).
 */
function ranksEveryMatch(criteria: SearchCriteria, order: SearchOrder): boolean {
  return order === 'relevance' && Boolean(criteria.keywords) && criteria.lookalike !== undefined;
}

/**
 * Whether the search is counted apart from its page without asking the planner for an estimate.
 * Several words by relevance: the page comes from the ranked probes (ranked-keywords.ts) and the
 * count reads the matches band by band, the two in parallel; one counted pass over the matches
 * read them through the search document's index and the handle's trigrams first, and at 10M
 * profiles a first and last name took 21-130 ms that way, against 8-68 ms for the count and
 * 4-10 ms for the probes. A lookalike: its page is two short walks outwards from the reference
 * (candidatesOf), where one counted pass would read and rank a sample of its whole size band.
 */
function apartWithoutEstimate(criteria: SearchCriteria, order: SearchOrder): boolean {
  const severalWords = order === 'relevance' && (keywordWordsOf(criteria)?.words.length ?? 0) > 1;
  return severalWords || criteria.lookalike !== undefined;
}

/**
 * Whether a search's audience rules lead its count (audienceBandMatchIds): no filter but them.
 * Beside another filter the probes may read most of each band before it keeps a match: "many
 * filters" (a niche, a country, follower and engagement minimums, an email, a recent post, half
 * the audience female) counted 116 matches in up to 7 s that way at 10M profiles, 120 ms through
 * the niches' index; an audience language beside the creator's country went from 17 to 32 ms at
 * p95 at 1M (58 to 36 ms at 10M), where walking an index finds its matches early (now the
 * country's, which checks the audience in it: 10 ms at 1M and at 10M).
 */
function audienceLeads(criteria: SearchCriteria): boolean {
  const { platform: _platform, sort: _sort, audience, ...others } = criteria;
  return audience !== undefined && Object.values(others).every((value) => value === undefined);
}

/** A search with no filter but its platform: its total is the platform's size in the bank. */
function isWholePlatform(criteria: SearchCriteria): boolean {
  const { platform: _platform, sort: _sort, audience: _audience, ...filters } = criteria;
  return (
    Object.values(filters).every((value) => value === undefined) &&
    audienceRules(criteria).length === 0
  );
}

/**
 * The planner's row estimate of a search, without reading rows; it picks the plan only. It leaves out the handle
 * near-misses of keywords: PostgreSQL estimates `<%` by trying it on its sample of usernames,
 * which overshot "kelechi" on TikTok 6x (3,060 for 498 matches) and sent a narrow search to walk
 * the followers index past 12,900 rows (235 ms) instead of counting its matches (15 ms).
 * Near-misses are few beside the word matches, so the estimate stays close without them.
 */
function estimateSql(criteria: SearchCriteria): SQL {
  return sql`explain (format json) select 1 from ${s} where ${whereOf(criteria, { nearMisses: false })}`;
}

/**
 * Whether the page is picked from the sort index at once and the matches counted apart (up to
 * the cap, in parallel), rather than in one counted pass over them: when the planner expects
 * more matches than the cap. Only the plan depends on the estimate; either way the total is
 * counted exactly up to the cap. Measured at 1M profiles (warm, PostgreSQL), routing on "more
 * than the cap" rather than "more than 3 x the cap" was as fast or faster for every shape of
 * bench/discovery: one keyword by followers p95 22.5 -> 17 ms, "verified, with email" 7.3 ->
 * 3.9 ms.
 */
function countedApart(cap: number, estimate: number): boolean {
  return estimate > cap;
}

export type CompiledStatement = { sql: string; params: unknown[] };

/**
 * The SQL text and parameters a search runs, built by the same code as the queries below, so
 * `bench/discovery` can time the bare SQL of exactly what the endpoint runs (findMatches): for a
 * whole platform, the page from the sort index and the platform's count; for several words by
 * relevance or a lookalike, the page and the capped count; otherwise the planner estimate, then
 * either the page from the sort index and the capped count, or the counted page (with the count
 * alone when it comes back empty, and the page from the sort index when it counted more than the
 * cap).
 */
export function searchStatements(
  db: Database,
  criteria: SearchCriteria,
  page: Omit<SearchPageSpec, 'indexOrder'>,
  cap: number,
): {
  /** A search of a whole platform: findMatches runs indexPage and platformCount only. */
  wholePlatform: boolean;
  platformCount: CompiledStatement;
  /** A search that ranks every match: findMatches runs rankedPage only (count when empty). */
  ranksEveryMatch: boolean;
  /** Several words by relevance, or a lookalike: findMatches runs indexPage and count. */
  apartWithoutEstimate: boolean;
  rankedPage: CompiledStatement;
  estimate: CompiledStatement;
  /** Whether findMatches counts apart from the page for this planner estimate. */
  countedApartAt(estimateRows: number): boolean;
  countedPage: CompiledStatement;
  count: CompiledStatement;
  indexPage: CompiledStatement;
} {
  const dialect = new PgDialect({ casing: 'snake_case' });
  const compiled = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return { sql: text, params };
  };
  const estimate = dialect.sqlToQuery(estimateSql(criteria));
  return {
    wholePlatform: isWholePlatform(criteria),
    platformCount: compiled(bankCountsQuery(db, criteria.platform)),
    ranksEveryMatch: ranksEveryMatch(criteria, page.order),
    apartWithoutEstimate: apartWithoutEstimate(criteria, page.order),
    rankedPage: compiled(countedPageQuery(db, criteria, page, null)),
    estimate: { sql: estimate.sql, params: estimate.params },
    countedApartAt: (estimateRows) => countedApart(cap, estimateRows),
    countedPage: compiled(countedPageQuery(db, criteria, page, cap)),
    count: compiled(cappedCountQuery(db, criteria, cap)),
    indexPage: compiled(pageQuery(db, criteria, { ...page, indexOrder: true })),
  };
}

export function createSearchQueries(db: Database) {
  return {
    async findLookalikeReference(
      platform: Platform,
      username: string,
    ): Promise<LookalikeReference | null> {
      const a = socialAccountAudience;
      // In the same statement, saving a round trip: the profile's largest audience country.
      const audienceCountry = sql<LookalikeReference['audienceCountry']>`(
        select json_build_object('value', ${a.value}, 'share', ${a.share}) from ${a}
        where ${a.accountId} = ${s}.${sql.identifier(s.id.name)} and ${a.dimension} = 'country'
        order by ${a.share} desc, ${a.value} limit 1)`;
      const [profile] = await db
        .select({
          id: s.id,
          followers: s.followers,
          categories: s.categories,
          country: s.country,
          audienceCountry,
        })
        .from(s)
        .where(and(eq(s.platform, platform), eq(s.username, username)))
        .orderBy(desc(s.id))
        .limit(1);
      return profile ?? null;
    },

    async searchPage(criteria: SearchCriteria, page: SearchPageSpec): Promise<SearchResultRow[]> {
      return pageQuery(db, criteria, page);
    },

    /**
     * A page of results and its total, never a guess: a search of a whole platform (no filter)
     * answers the platform's exact size (countBank, as the dashboard shows it); any other search
     * counts exactly up to `cap`, and above it answers `cap` with `isEstimate` ("more than cap").
     * The planner's row estimate only picks the plan: it was off by orders of magnitude on small,
     * freshly seeded or filtered sets (PGlite never autovacuums), so it is never shown. A search
     * whose page ranks every match (keywords and a lookalike by relevance: ranksEveryMatch)
     * counts them in the same pass, without an estimate. Several words by relevance and a
     * lookalike skip the estimate too and are counted apart (apartWithoutEstimate); otherwise,
     * where the planner expects more than the cap (countedApart), the page is picked from the
     * sort index (for keywords, the ranked probes) and the matches are counted apart, up to
     * cap + 1; elsewhere one pass reads up to cap + 1 matches, counts them and sorts the
     * page from them (countedPageQuery), and if there were more, the page is picked from the sort
     * index after all. Counts leave out the username dedupe (an index probe per counted row), so
     * a total may exceed the listed results by a handle held twice, which is rare.
     */
    async findMatches(
      criteria: SearchCriteria,
      page: Omit<SearchPageSpec, 'indexOrder'>,
      cap: number,
    ): Promise<{ total: number; isEstimate: boolean; rows: SearchResultRow[] }> {
      const indexPage = () => pageQuery(db, criteria, { ...page, indexOrder: true });
      const atLeast = (matched: number) => ({
        total: Math.min(matched, cap),
        isEstimate: matched > cap,
      });
      const countAlone = async () => (await cappedCountQuery(db, criteria, cap))[0].n;
      const withoutCount = (rows: (SearchResultRow & { matched: number })[]) =>
        rows.map(({ matched: _matched, ...row }) => row);
      if (isWholePlatform(criteria)) {
        const [rows, [counts]] = await Promise.all([indexPage(), countBank(db, criteria.platform)]);
        return { total: counts?.profiles ?? 0, isEstimate: false, rows };
      }
      if (ranksEveryMatch(criteria, page.order)) {
        const ranked = await countedPageQuery(db, criteria, page, null);
        return {
          ...atLeast(ranked[0]?.matched ?? (await countAlone())),
          rows: withoutCount(ranked),
        };
      }
      const apart =
        apartWithoutEstimate(criteria, page.order) ||
        countedApart(cap, planRows(await db.execute(estimateSql(criteria))));
      if (apart) {
        const [rows, [counted]] = await Promise.all([
          indexPage(),
          cappedCountQuery(db, criteria, cap),
        ]);
        return { ...atLeast(counted.n), rows };
      }
      const counted = await countedPageQuery(db, criteria, page, cap);
      // An empty page (no matches, or a page past the last) carries no count: ask for it alone.
      const matched = counted[0]?.matched ?? (await countAlone());
      if (matched > cap) return { ...atLeast(matched), rows: await indexPage() };
      return { total: matched, isEstimate: false, rows: withoutCount(counted) };
    },

    /**
     * As SQL, read in the search's charge: a search of this org with these filters was charged
     * since `since` (its later pages are free).
     */
    ranSince(orgId: string, filterHash: string, since: Date): SQL {
      const d = discoverySearches;
      return sql`exists (select 1 from ${d} where ${d.orgId} = ${orgId}
        and ${d.filterHash} = ${filterHash} and ${d.lastRunAt} >= ${since.toISOString()})`;
    },

    /**
     * As statements of the search's charge, run when `charged`: records the search, and drops
     * this organization's other searches that can no longer be paged for free. The delete leaves
     * the recorded row alone: one statement must not modify a row twice.
     */
    recordSearch(orgId: string, filterHash: string, olderThan: Date, charged: SQL): SQL[] {
      const d = discoverySearches;
      return [
        sql`insert into ${d} (org_id, filter_hash) select ${orgId}, ${filterHash} where ${charged}
          on conflict (org_id, filter_hash) do update set last_run_at = now()`,
        sql`delete from ${d} where ${charged} and ${d.orgId} = ${orgId}
          and ${d.filterHash} <> ${filterHash} and ${d.lastRunAt} <= ${olderThan.toISOString()}`,
      ];
    },

    async countriesWithCounts(): Promise<{ country: string; count: number }[]> {
      const rows = await db
        .select({ country: s.country, count: count() })
        .from(s)
        .where(sql`${s.country} is not null`)
        .groupBy(s.country);
      return rows.flatMap((r) => (r.country ? [{ country: r.country, count: r.count }] : []));
    },

    async citiesWithCounts(): Promise<{ city: string; country: string; count: number }[]> {
      const rows = await db
        .select({ city: s.city, country: s.country, count: count() })
        .from(s)
        .where(sql`${s.city} is not null and ${s.country} is not null`)
        .groupBy(s.city, s.country);
      return rows.flatMap((r) =>
        r.city && r.country ? [{ city: r.city, country: r.country, count: r.count }] : [],
      );
    },

    /** Curated browsing: a niche's (or the platform's) top profiles by engagement. */
    async bankPage(
      filter: { platform: Platform; niche?: string; minFollowers: number },
      page: { limit: number; offset: number; tracked?: TrackedColumn },
    ): Promise<SearchResultRow[]> {
      return db
        .select(pageColumns(page.tracked))
        .from(s)
        .where(bankWhere(filter))
        .orderBy(desc(s.engagementRate), desc(s.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * The profile bank's total: a whole platform's exactly from countBank (the dashboard's
     * number), a niche's counted up to `cap` (above it `isEstimate`: "more than cap").
     */
    async bankCount(
      filter: { platform: Platform; niche?: string; minFollowers: number },
      cap: number,
    ): Promise<{ total: number; isEstimate: boolean }> {
      if (!filter.niche && filter.minFollowers === PROFILE_BANK_MIN_FOLLOWERS) {
        const [counts] = await countBank(db, filter.platform);
        return { total: counts?.browsable ?? 0, isEstimate: false };
      }
      const capped = db
        .select({ one: sql`1` })
        .from(s)
        .where(bankWhere(filter))
        .limit(cap + 1)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      const matched = row?.n ?? 0;
      return { total: Math.min(matched, cap), isEstimate: matched > cap };
    },

    async nicheCounts(filter: {
      platform: Platform;
      minFollowers: number;
    }): Promise<{ niche: string; count: number }[]> {
      const niche = sql<string>`unnest(${s.categories})`;
      const rows = await db
        .select({ niche, count: count() })
        .from(s)
        .where(and(eq(s.platform, filter.platform), gte(s.followers, filter.minFollowers)))
        .groupBy(niche);
      return rows;
    },

    /** What the profile bank lists per platform (countBank's `browsable`). */
    async platformCounts(): Promise<{ platform: Platform; count: number }[]> {
      const counts = await countBank(db);
      return counts.map(({ platform, browsable }) => ({ platform, count: browsable }));
    },

    async findProfileContactFlags(
      accountId: string,
    ): Promise<{ id: string; hasEmail: boolean; hasPhone: boolean } | null> {
      const [row] = await db
        .select({ id: s.id, hasEmail: s.hasEmail, hasPhone: s.hasPhone })
        .from(s)
        .where(eq(s.id, accountId));
      return row ?? null;
    },

    async contactsOf(accountId: string): Promise<{ kind: 'email' | 'phone'; value: string }[]> {
      const c = socialAccountContacts;
      return db
        .select({ kind: c.kind, value: c.value })
        .from(c)
        .where(eq(c.accountId, accountId))
        .orderBy(c.kind, c.value);
    },

    async findUnlock(orgId: string, accountId: string): Promise<Date | null> {
      const u = contactUnlocks;
      const [row] = await db
        .select({ at: u.unlockedAt })
        .from(u)
        .where(and(eq(u.orgId, orgId), eq(u.accountId, accountId)));
      return row?.at ?? null;
    },

    /** Records the unlock; null when another request of the same org recorded it first. */
    async insertUnlock(orgId: string, accountId: string): Promise<Date | null> {
      const u = contactUnlocks;
      const [row] = await db
        .insert(u)
        .values({ orgId, accountId })
        .onConflictDoNothing()
        .returning({ at: u.unlockedAt });
      return row?.at ?? null;
    },

    async insertCreditRequest(
      orgId: string,
      request: { userId: string | null; reason: string; searchCredit: number },
    ): Promise<SearchCreditRequestRow> {
      const [row] = await db
        .insert(searchCreditRequests)
        .values({ orgId, ...request })
        .returning();
      return row;
    },

    async listCreditRequests(orgId: string): Promise<SearchCreditRequestRow[]> {
      const r = searchCreditRequests;
      return db.select().from(r).where(eq(r.orgId, orgId)).orderBy(desc(r.createdAt), desc(r.id));
    },
  };
}

function bankWhere(filter: { platform: Platform; niche?: string; minFollowers: number }) {
  return and(
    eq(s.platform, filter.platform),
    gte(s.followers, filter.minFollowers),
    filter.niche ? arrayContains(s.categories, [filter.niche]) : undefined,
  );
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;
