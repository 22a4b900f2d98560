// The order of a search and the page picked by it: sort keys, the result columns, and the page
// query (ids first from the filters and the sort, rows second).

import {
  type AnyColumn,
  and,
  asc,
  desc,
  gte,
  inArray,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DiscoverFilters } from '../../../../common/api/discovery';
import type { Database } from '../../../db/client';
import { socialAccounts } from '../discovery.tables';
import { hasPostTags, postTagPageIds } from './post-tags';
import { keywordRelevance, rankedPageIds } from './ranked-keywords';
import {
  keywordWordsOf,
  newestPerUsername,
  type SearchCriteria,
  whereOf,
  withoutKeywords,
  withoutPostTags,
} from './search.where';

const s = socialAccounts;

export type SearchOrder = 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';

/** The sort a search asked for, or its default: relevance when there is something to rank by. */
export function searchOrderOf(
  filters: Pick<DiscoverFilters, 'sort' | 'keywords' | 'lookalike'>,
): SearchOrder {
  return filters.sort ?? (filters.keywords || filters.lookalike ? 'relevance' : 'followers');
}

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
  source: s.source,
  sourceFetchedAt: s.sourceFetchedAt,
};

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
export function orderOf(criteria: SearchCriteria, order: SearchOrder, indexOrder: boolean): SQL[] {
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
export function sortKeys(criteria: SearchCriteria, order: SearchOrder): SQL[] {
  if (order === 'relevance') return [relevanceOf(criteria), sql`${s.followers}`];
  return [sql`${sortColumn(order)}`];
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
export function pageColumns(tracked: TrackedColumn | undefined) {
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
export function pageQuery(db: Database, criteria: SearchCriteria, page: SearchPageSpec) {
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
