// The yardstick of a run: the bare SQL of a 20-row primary-key page of the bank, the cheapest a
// page of results can cost. Machines differ by about 2x, so a shape's time as a multiple of this,
// measured in the same run on the same database, compares across machines where milliseconds
// do not.
import { asc, getTableName, gt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { socialAccounts } from '../../src/server/modules/discovery/discovery.tables';
import { resultColumns } from '../../src/server/modules/discovery/search/search.query';
import { createProfilesRepository } from '../../src/server/modules/profiles';
import type { Rng } from './random';

const s = socialAccounts;
const TABLE = getTableName(s);
const PAGE_ROWS = 20;
/** Boundaries drawn from: enough that samples rarely repeat one and find its pages in cache. */
const BOUNDARY_SAMPLE = 1_000;

export type Reference = {
  /** One sample's statement for a boundary id (the page after it). */
  statement(after: string): { sql: string; params: unknown[] };
  /** Existing ids to start pages after, each with at least a full page after it. */
  boundaries: string[];
};

/**
 * Bank ids are UUIDv7 (db/columns.ts): time-ordered, so a uniformly random uuid would almost
 * always fall before or after the seed's narrow time span and read the first or no page. The
 * boundaries are existing ids instead, sampled once; `id > $1 order by id limit 20` from one is a
 * range scan of the primary key that stops after 20 entries, wherever it starts. `offset` of a
 * random number was not used: it reads and discards every skipped row, which is not the cheapest
 * page. Only ids below the 20th-largest are kept, so every sample reads a full page.
 */
export async function prepareReference(
  database: DatabaseHandle,
  orgId: string,
  seed: number,
  profiles: number,
): Promise<Reference> {
  // The page carries the searcher's tracked flags, as a search page does.
  const tracked = createProfilesRepository(database.db).trackedBy(orgId);
  const columns = {
    // As much per row as a page of results reads and sends.
    ...resultColumns,
    trackedProfileId: tracked(sql`${s}.${sql.identifier(s.id.name)}`),
  };
  const statement = (after: string) => {
    const { sql: text, params } = database.db
      .select(columns)
      .from(s)
      .where(gt(s.id, after))
      .orderBy(asc(s.id))
      .limit(PAGE_ROWS)
      .toSQL();
    return { sql: text, params };
  };
  return { statement, boundaries: await sampleBoundaries(database, seed, profiles) };
}

/** About BOUNDARY_SAMPLE existing ids, the same for a seed on the same bank (`repeatable`). */
async function sampleBoundaries(
  database: DatabaseHandle,
  seed: number,
  profiles: number,
): Promise<string[]> {
  const percent = Math.min(100, (100 * BOUNDARY_SAMPLE) / profiles);
  const result = await database.executeSql(
    `select id from ${TABLE} tablesample bernoulli(${percent}) repeatable(${seed})
     where id < (select id from ${TABLE} order by id desc offset ${PAGE_ROWS - 1} limit 1)
     order by id`,
    [],
  );
  const ids = result.rows.map((row) => String(row.id));
  if (ids.length === 0) throw new Error('no profile ids to start reference pages after');
  return ids;
}

/** One reference sample: the page after a random boundary, only the round trip timed. */
export async function timeReference(
  database: DatabaseHandle,
  reference: Reference,
  rng: Rng,
): Promise<number> {
  const { sql: text, params } = reference.statement(rng.pick(reference.boundaries));
  const started = performance.now();
  const result = await database.executeSql(text, params);
  const ms = performance.now() - started;
  if (result.rows.length !== PAGE_ROWS) {
    throw new Error(`reference page of ${result.rows.length} rows, expected ${PAGE_ROWS}`);
  }
  return ms;
}

type PlanNode = {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/**
 * How the reference reads the bank, e.g. "Index Scan using social_accounts_pkey", printed beside
 * its figures: a reference that stopped being a primary-key range scan would be no yardstick.
 */
export async function referenceScan(database: DatabaseHandle, reference: Reference) {
  const { sql: text, params } = reference.statement(reference.boundaries[0]);
  const result = await database.executeSql(`explain (format json) ${text}`, params);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const scan = findScan(plan[0].Plan, TABLE);
  if (!scan) return { scan: `no scan of ${TABLE} found`, primaryKey: false };
  const using = scan['Index Name'] ? ` using ${scan['Index Name']}` : '';
  return {
    scan: `${scan['Node Type']}${using}`,
    primaryKey: scan['Index Name']?.endsWith('_pkey') === true,
  };
}

function findScan(node: PlanNode, relation: string): PlanNode | undefined {
  if (node['Relation Name'] === relation) return node;
  for (const child of node.Plans ?? []) {
    const found = findScan(child, relation);
    if (found) return found;
  }
  return undefined;
}
