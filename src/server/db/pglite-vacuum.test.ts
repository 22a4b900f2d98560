import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestKit, type TestKit } from '../testing/kit';
import { PGLITE_VACUUM_JOB, vacuumPglite } from './pglite-vacuum';

// PGlite has no autovacuum: without the nightly job, a table that churns grows without end.

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

const onPglite = !process.env.TEST_DATABASE_URL;

async function one<T>(text: string): Promise<T> {
  const { rows } = await kit.database.executeSql(text);
  return rows[0] as T;
}

/** Every row rewritten, `times` times over, as a table that churns sees it (one statement each). */
async function rewriteAll(table: string, times: number) {
  for (let i = 0; i < times; i++) {
    await kit.database.executeSql(`update ${table} set payload = payload || ''`);
  }
}

async function sizeOf(table: string): Promise<number> {
  return Number(
    (await one<{ bytes: string }>(`select pg_relation_size('${table}') as bytes`)).bytes,
  );
}

/** A table of `rows` rows with a payload of `width` characters each. */
async function createTable(table: string, rows: number, width: number) {
  await kit.database.executeSql(
    `create table ${table} (id int primary key, payload text not null);
     insert into ${table} select g, repeat('x', ${width}) from generate_series(1, ${rows}) g;`,
  );
}

describe.skipIf(!onPglite)('the nightly vacuum on PGlite', () => {
  it('lets a table that churns reuse its room instead of growing', async () => {
    await createTable('churn', 2000, 200);
    await rewriteAll('churn', 3);
    const before = await sizeOf('churn');
    const job = kit.services.jobDefinitions.find((d) => d.name === PGLITE_VACUUM_JOB);
    expect(job?.schedule?.cron).toBe('17 3 * * *');
    await job?.handle({}, { logger: createLogger('silent'), jobId: 'test' });
    await rewriteAll('churn', 3);
    expect(await sizeOf('churn')).toBeLessThanOrEqual(before * 1.05);

    // Without the vacuum, the same rewrites take new room every time.
    await createTable('churn_unvacuumed', 2000, 200);
    await rewriteAll('churn_unvacuumed', 3);
    const unvacuumed = await sizeOf('churn_unvacuumed');
    await rewriteAll('churn_unvacuumed', 3);
    expect(await sizeOf('churn_unvacuumed')).toBeGreaterThan(unvacuumed * 1.3);
  });

  it('analyzes the tables that grew, and only those', async () => {
    await createTable('grown', 500, 1);
    await vacuumPglite(kit.database);
    await kit.database.executeSql(
      `insert into grown select g, 'x' from generate_series(501, 5000) g`,
    );
    const planner = () =>
      one<{ believed: number }>(
        `select reltuples::int as believed from pg_class where relname = 'grown'`,
      );
    expect((await planner()).believed).toBe(500);

    const tables = await vacuumPglite(kit.database);
    expect(tables).toContainEqual({
      table: 'public.grown',
      analyzed: true,
      ms: expect.any(Number),
    });
    expect(tables.some((t) => t.table.startsWith('pgboss.'))).toBe(true);
    expect((await planner()).believed).toBe(5000);

    const again = await vacuumPglite(kit.database);
    expect(again).toContainEqual({
      table: 'public.grown',
      analyzed: false,
      ms: expect.any(Number),
    });
  });
});

describe.skipIf(onPglite)('on PostgreSQL', () => {
  it('leaves the vacuum to autovacuum', () => {
    const names = kit.services.jobDefinitions.map((d) => d.name);
    expect(names).not.toContain(PGLITE_VACUUM_JOB);
    expect(names.length).toBeGreaterThan(5);
  });
});
