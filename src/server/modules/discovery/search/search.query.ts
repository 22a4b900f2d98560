// The search's queries, and the entry point of its SQL: the service and the benchmark call
// createSearchQueries and searchStatements here. The statements are built from three parts:
// search.where.ts (the filters), search.order.ts (the sort and the page) and search.count.ts (the
// total, and which plan counts it).

import { and, arrayContains, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { bankCountsQuery, countBank, PROFILE_BANK_MIN_FOLLOWERS } from '../bank-counts';
import {
  contactUnlocks,
  discoverySearches,
  type Platform,
  type SearchCreditRequestRow,
  searchCreditRequests,
  socialAccountAudience,
  socialAccountContacts,
  socialAccounts,
} from '../discovery.tables';
import {
  apartWithoutEstimate,
  cappedCountQuery,
  countedApart,
  countedPageQuery,
  estimateSql,
  isWholePlatform,
  planRows,
  ranksEveryMatch,
} from './search.count';
import type { SearchResultRow } from './search.dto';
import { pageColumns, pageQuery, type SearchPageSpec, type TrackedColumn } from './search.order';
import type { LookalikeReference, SearchCriteria } from './search.where';

export { planRows } from './search.count';
export {
  resultColumns,
  type SearchOrder,
  type SearchPageSpec,
  searchOrderOf,
  type TrackedColumn,
} from './search.order';
export { type LookalikeReference, type SearchCriteria, toPrefixTsquery } from './search.where';

const s = socialAccounts;

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

    /**
     * The result rows of one platform's creators by their platform user ids, in the order given
     * (a data source's search page, just written to the bank); ids not in the bank are left out.
     */
    async resultRowsOf(
      platform: Platform,
      platformUserIds: string[],
      tracked?: TrackedColumn,
    ): Promise<SearchResultRow[]> {
      if (platformUserIds.length === 0) return [];
      const rows = await db
        .select({ ...pageColumns(tracked), platformUserId: s.platformUserId })
        .from(s)
        .where(and(eq(s.platform, platform), inArray(s.platformUserId, platformUserIds)));
      const byUserId = new Map(rows.map(({ platformUserId, ...row }) => [platformUserId, row]));
      return platformUserIds.flatMap((id) => byUserId.get(id) ?? []);
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

    /**
     * The contacts of those of `accountIds` whose contacts the organization unlocked, by account
     * id; a locked profile is not in the map, so its contacts never leave this query.
     */
    async unlockedContactsAmong(
      orgId: string,
      accountIds: string[],
    ): Promise<Map<string, { kind: 'email' | 'phone'; value: string }[]>> {
      const byAccount = new Map<string, { kind: 'email' | 'phone'; value: string }[]>();
      if (accountIds.length === 0) return byAccount;
      const u = contactUnlocks;
      const c = socialAccountContacts;
      const rows = await db
        .select({ accountId: c.accountId, kind: c.kind, value: c.value })
        .from(u)
        .innerJoin(c, eq(c.accountId, u.accountId))
        .where(and(eq(u.orgId, orgId), inArray(u.accountId, accountIds)))
        .orderBy(c.accountId, c.kind, c.value);
      for (const { accountId, ...contact } of rows) {
        byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), contact]);
      }
      return byAccount;
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
