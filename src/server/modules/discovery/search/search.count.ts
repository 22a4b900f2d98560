// The total of a search and how it is counted: exactly up to a cap, in one pass with the page or
// apart from it (band by band where a banded index leads), routed by the planner's estimate.

import { and, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { followerBandsBetween, socialAccounts } from '../discovery.tables';
import { type AudienceRule, audienceBandMatchIds, audienceRules } from './audience-bands';
import { hasPostTags, postTagMatchIds } from './post-tags';
import { rankedMatchIds } from './ranked-keywords';
import {
  orderOf,
  pageColumns,
  type SearchOrder,
  type SearchPageSpec,
  sortKeys,
} from './search.order';
import {
  keywordWordsOf,
  type LookalikeReference,
  lookalikeAudience,
  lookalikeSize,
  newestPerUsername,
  type SearchCriteria,
  whereOf,
  withoutKeywords,
  withoutPostTags,
} from './search.where';

const s = socialAccounts;

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
 * A narrow search's page and its capped count from one pass over its matches: up to `cap + 1`
 * matches with their sort keys, counted, and the page sorted from them. Every row carries the
 * count; when it is above the cap the matches were a sample, and the page is picked again from
 * the sort index (pageQuery with indexOrder). With `cap` null every match is read: for a search
 * whose page ranks every match anyway (ranksEveryMatch), the count costs no further read.
 */
export function countedPageQuery(
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
export function cappedCountQuery(db: Database, criteria: SearchCriteria, cap: number) {
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
export function ranksEveryMatch(criteria: SearchCriteria, order: SearchOrder): boolean {
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
export function apartWithoutEstimate(criteria: SearchCriteria, order: SearchOrder): boolean {
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
export function isWholePlatform(criteria: SearchCriteria): boolean {
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
export function estimateSql(criteria: SearchCriteria): SQL {
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
export function countedApart(cap: number, estimate: number): boolean {
  return estimate > cap;
}
