import { request } from 'undici';
import { discoverBody, EXACT_TOTAL_CAP } from '../../src/common/api/discovery';
import type { DatabaseHandle } from '../../src/server/db/client';
import {
  createSearchQueries,
  planRows,
  type SearchCriteria,
  searchOrderOf,
  searchStatements,
} from '../../src/server/modules/discovery/search/search.query';
import { createProfilesRepository } from '../../src/server/modules/profiles';
import type { DiscoverRequest } from './shapes';

export type EndpointResult = { ms: number; total: number; isEstimate: boolean };

/** One search over real HTTP: POST, then the whole body read, as a client waits for it. */
export async function timeEndpoint(
  baseUrl: string,
  token: string,
  body: DiscoverRequest,
): Promise<EndpointResult> {
  try {
    return await timeEndpointOnce(baseUrl, token, body);
  } catch (error) {
    // PGlite runs in this process: a long bare-SQL sample blocks the event loop past the server's
    // keep-alive timeout, and the pooled socket is closed as the next request goes out. That
    // request never reached the app, so it is sent again (and timed from the new start).
    const code = (error as { code?: string }).code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return timeEndpointOnce(baseUrl, token, body);
  }
}

async function timeEndpointOnce(
  baseUrl: string,
  token: string,
  body: DiscoverRequest,
): Promise<EndpointResult> {
  const started = performance.now();
  const response = await request(`${baseUrl}/api/v1/customer/discoverProfiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify(body),
  });
  const text = await response.body.text();
  const ms = performance.now() - started;
  // 404 is the endpoint's "no results" answer (SPEC 4/8), a valid outcome of a random search.
  if (response.statusCode === 404) return { ms, total: 0, isEstimate: false };
  if (response.statusCode !== 200) {
    throw new Error(`discoverProfiles ${response.statusCode}: ${text} for ${JSON.stringify(body)}`);
  }
  const page = JSON.parse(text) as { total: number; totalIsEstimate: boolean };
  return { ms, total: page.total, isEstimate: page.totalIsEstimate };
}

/**
 * The floor under every endpoint figure: an authenticated call that does next to nothing (HTTP,
 * the rate-limit counter, the caller lookup, one small read). A search's endpoint time is its
 * SQL plus at least about this, so it says whether "endpoint p95 - SQL p95 <= 1 ms" is within
 * reach on the machine at all.
 */
export async function timeFloor(baseUrl: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await request(`${baseUrl}/api/v1/customer/account/verify-status`, {
    headers: { 'x-access-token': token },
  });
  await response.body.text();
  if (response.statusCode !== 200) throw new Error(`verify-status ${response.statusCode}`);
  return performance.now() - started;
}

/**
 * The bare SQL of the same search, in the order the service runs it (search.service.ts
 * `discover` and the queries' `findMatches`): the lookalike reference if any; for a whole
 * platform the page from the sort index and the platform's count; for a search whose page ranks
 * every match, that page with its count; for several words by relevance or a lookalike, the page
 * and the capped count; else the planner estimate, then the page from the sort index and the
 * capped count when the estimate is above the cap, else the counted page (the count alone when
 * that comes back empty, the page from the sort index when it counted more than the cap). Only
 * database round trips are timed; the statements come from `searchStatements`, the builder the
 * endpoint's queries use.
 */
export async function timeBareSql(
  database: DatabaseHandle,
  body: DiscoverRequest,
  orgId: string,
): Promise<number> {
  // The page carries the searcher's tracked flags, as the endpoint's does.
  const tracked = createProfilesRepository(database.db).trackedBy(orgId);
  const queries = createSearchQueries(database.db);
  const filters = discoverBody.parse(body);
  const { page, offset: askedOffset, limit, lookalike, ...rest } = filters;
  const offset = askedOffset ?? (page - 1) * limit;
  const order = searchOrderOf(filters);
  let ms = 0;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    ms += performance.now() - started;
    return result;
  };
  const run = (statement: { sql: string; params: unknown[] }) =>
    timed(() => database.executeSql(statement.sql, statement.params));
  let criteria: SearchCriteria = rest;
  if (lookalike) {
    const reference = await timed(() =>
      queries.findLookalikeReference(filters.platform, lookalike),
    );
    if (!reference) throw new Error(`lookalike @${lookalike} is not in the bank`);
    criteria = { ...rest, lookalike: reference };
  }
  const statements = searchStatements(
    database.db,
    criteria,
    { order, limit, offset, tracked },
    EXACT_TOTAL_CAP,
  );
  if (statements.wholePlatform) {
    await run(statements.indexPage);
    await run(statements.platformCount);
    return ms;
  }
  if (statements.ranksEveryMatch) {
    const ranked = await run(statements.rankedPage);
    if (ranked.rows.length === 0) await run(statements.count);
    return ms;
  }
  if (
    statements.apartWithoutEstimate ||
    statements.countedApartAt(planRows(await run(statements.estimate)))
  ) {
    await run(statements.indexPage);
    await run(statements.count);
    return ms;
  }
  const counted = await run(statements.countedPage);
  let matched = Number(counted.rows[0]?.matched);
  if (counted.rows.length === 0) {
    // Drizzle names no output column here (it maps by position): the count is the only value.
    const alone = await run(statements.count);
    matched = Number(Object.values(alone.rows[0] ?? {})[0]);
  }
  if (!Number.isFinite(matched)) throw new Error(`no count in ${JSON.stringify(counted.rows[0])}`);
  if (matched > EXACT_TOTAL_CAP) await run(statements.indexPage);
  return ms;
}
