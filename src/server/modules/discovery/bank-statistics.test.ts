import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import type { BankTable } from './bank-statistics';

// PGlite has no autovacuum: a bulk write there is followed by vacuum (analyze), or the bank is
// planned without statistics (docs/performance.md). PostgreSQL leaves it to autovacuum.

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

/** What the planner believes of a table against what it holds. */
async function plannerView(table: BankTable) {
  const { rows } = await kit.database.executeSql(
    `select c.reltuples::int as believed, (select count(*)::int from ${table}) as held,
       c.relpages > 0 and c.relallvisible = c.relpages as all_visible
     from pg_class c where c.relname = '${table}'`,
  );
  return rows[0];
}

async function* csv(text: string) {
  yield text;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the bank on PGlite after a bulk write',
  () => {
    it('is vacuumed and analyzed after a demo seed', async () => {
      const seeded = await kit.services.discovery.seedDemoBank({
        profiles: 300,
        postsPerProfile: 0,
        snapshotWeeks: 0,
      });
      expect(seeded.inserted).toBe(300);
      for (const table of ['social_accounts', 'social_account_audience'] as const) {
        const view = await plannerView(table);
        expect(view, table).toEqual({ believed: view?.held, held: view?.held, all_visible: true });
        expect(view?.held, table).toBeGreaterThanOrEqual(300);
      }
    });

    it('has the history a bulk seed wrote vacuumed and analyzed too', async () => {
      await kit.services.discovery.seedDemoBank({
        profiles: 340,
        postsPerProfile: 2,
        snapshotWeeks: 3,
      });
      for (const table of ['social_posts', 'social_account_snapshots'] as const) {
        const view = await plannerView(table);
        expect(view, table).toEqual({ believed: view?.held, held: view?.held, all_visible: true });
        expect(view?.held, table).toBeGreaterThanOrEqual(40 * 2);
      }
    });

    it('is vacuumed and analyzed after an import', async () => {
      const before = await plannerView('social_accounts');
      const rows = Array.from(
        { length: 40 },
        (_, i) => `stats-${i},stats_creator_${i},${1000 + i}`,
      );
      const summary = await kit.services.bankImport.importProfiles({
        input: csv(['platform_user_id,username,followers', ...rows].join('\n')),
        platform: 'instagram',
        format: 'csv',
      });
      expect(summary.inserted).toBe(40);
      const after = await plannerView('social_accounts');
      expect(after?.held).toBe(Number(before?.held) + 40);
      expect(after).toEqual({ believed: after?.held, held: after?.held, all_visible: true });
    });
  },
);
