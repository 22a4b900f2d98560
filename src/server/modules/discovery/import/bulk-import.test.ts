import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createLogger } from '../../../logger';
import { prepareDatabase } from '../../../prepare-database';
import { newScope, searchIndexes } from '../../../testing/bank-fixtures';
import type { SignedIn } from '../../../testing/factories';
import { createTestKit, type TestKit } from '../../../testing/kit';
import { BULK_LOAD_MIN_ROWS, bankIndexesOf, loadsWithoutSearchIndexes } from '../bank-indexes';
import { estimateRows } from './import-files';

let kit: TestKit;
let agency: SignedIn;
let allIndexes: string[];
beforeAll(async () => {
  kit = await createTestKit();
  agency = await kit.signUp({ plan: 'agency' });
  allIndexes = await searchIndexes(kit.database);
});
afterAll(() => kit.close());

const logger = createLogger('silent');
const execFileAsync = promisify(execFile);

/** The indexes of other platforms than Instagram, which an Instagram load leaves alone. */
const ofOtherPlatforms = (definitions: string[]) =>
  definitions.filter((definition) =>
    /WHERE \(platform = '(tiktok|youtube)'::text\)/.test(definition),
  );

function creatorsFile(scope: string, rows: number): string {
  const lines = ['platform_user_id,username,followers,categories'];
  for (let i = 0; i < rows; i++) lines.push(`${scope}-${i},${scope}_${i},${5_000 + i},${scope}`);
  return lines.join('\n');
}

/**
 * Imports `text` in two halves of the file, noting between them (the import is under way, its
 * first batches written) how many search indexes the bank has.
 */
async function importNoting(text: string, expectedRows: number) {
  const lines = text.split('\n');
  const half = Math.ceil(lines.length / 2);
  let indexesMidway: string[] = [];
  async function* halves() {
    yield Buffer.from(`${lines.slice(0, half).join('\n')}\n`);
    // The reader asks for the second half after handing the first half's rows to the batches.
    await new Promise((resolve) => setImmediate(resolve));
    indexesMidway = await searchIndexes(kit.database);
    yield Buffer.from(lines.slice(half).join('\n'));
  }
  const summary = await kit.services.bankImport.importProfiles({
    input: halves(),
    platform: 'instagram',
    format: 'csv',
    batchSize: 2,
    expectedRows,
  });
  return { summary, indexesMidway };
}

async function discoverNiche(niche: string) {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/discoverProfiles',
    headers: agency.headers,
    payload: { platform: 'instagram', categories: [niche] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total as number;
}

describe('which loads go without the search indexes', () => {
  it('those of at least the minimum into a bank at most half their size', () => {
    const min = BULK_LOAD_MIN_ROWS;
    expect(loadsWithoutSearchIndexes(min, 0)).toBe(true);
    expect(loadsWithoutSearchIndexes(min, min / 2)).toBe(true);
    expect(loadsWithoutSearchIndexes(min, min / 2 + 1)).toBe(false);
    expect(loadsWithoutSearchIndexes(min - 1, 0)).toBe(false);
  });
});

describe('a large import into a smaller bank', () => {
  it('loads without the search indexes and has every one of them again after', async () => {
    expect(allIndexes.length).toBeGreaterThan(20);
    const scope = newScope();
    const { summary, indexesMidway } = await importNoting(
      creatorsFile(scope, 6),
      BULK_LOAD_MIN_ROWS,
    );

    expect(summary.inserted).toBe(6);
    expect(ofOtherPlatforms(allIndexes).length).toBeGreaterThan(0);
    expect(indexesMidway).toEqual(ofOtherPlatforms(allIndexes));
    expect(await searchIndexes(kit.database)).toEqual(allIndexes);
    expect(await discoverNiche(scope)).toBe(6);
  });

  it('keeps them through a small import', async () => {
    const scope = newScope();
    const { summary, indexesMidway } = await importNoting(
      creatorsFile(scope, 6),
      BULK_LOAD_MIN_ROWS - 1,
    );

    expect(summary.inserted).toBe(6);
    expect(indexesMidway).toEqual(allIndexes);
    expect(await discoverNiche(scope)).toBe(6);
  });

  it('builds them again when reading the file fails half way', async () => {
    const scope = newScope();
    async function* failingHalfWay() {
      yield Buffer.from(creatorsFile(scope, 6));
      throw new Error('the disk went away');
    }
    const failed = await kit.services.bankImport
      .importProfiles({
        input: failingHalfWay(),
        platform: 'instagram',
        format: 'csv',
        batchSize: 2,
        expectedRows: BULK_LOAD_MIN_ROWS,
      })
      .catch((error: Error) => error);

    expect(failed).toMatchObject({ message: 'the disk went away' });
    expect(await searchIndexes(kit.database)).toEqual(allIndexes);
  });
});

describe('a bulk load cut short', () => {
  const indexesOf = (database: DatabaseHandle) => bankIndexesOf(database, logger);

  async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
    const started = performance.now();
    // pg_indexes may fail while another session drops an index ("cache lookup failed"): ask again.
    while (!(await condition().catch(() => false))) {
      if (performance.now() - started > 30_000) throw new Error(`waited 30 s for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits until a load has dropped its indexes (only other platforms' are left); returns those. */
  async function untilDropped(): Promise<string[]> {
    const others = ofOtherPlatforms(allIndexes);
    await until(
      async () => (await searchIndexes(kit.database)).length === others.length,
      'the drop',
    );
    return others;
  }

  // PGlite's data dir has one process at a time (the next start comes after this one is gone).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves its indexes to the next start',
    async () => {
      // A load that never ends, as if its process died in the middle.
      void indexesOf(kit.database).withoutSearchIndexes(
        ['instagram'],
        () => new Promise<never>(() => {}),
      );
      await untilDropped();

      await prepareDatabase(kit.database, logger);
      expect(await searchIndexes(kit.database)).toEqual(allIndexes);
      expect(await indexesOf(kit.database).restoreLeftovers()).toBe(0);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves its indexes to the next start when `reachbase import` is killed, not while it runs',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'bulk-import-'));
      const file = path.join(dir, 'creators.csv');
      await writeFile(file, creatorsFile(newScope(), 60_000));
      const cli = path.resolve('bin/reachbase.js');
      const env = { ...process.env, DATABASE_URL: kit.databaseUrl as string, LOG_LEVEL: 'warn' };
      const child = spawn(process.execPath, [cli, 'import', file, '--platform', 'instagram'], {
        env,
        stdio: 'ignore',
      });
      const exited = once(child, 'exit');
      try {
        const others = await untilDropped();
        // The import is loading: a start now leaves the indexes to it.
        await prepareDatabase(kit.database, logger);
        expect(await searchIndexes(kit.database)).toEqual(others);

        child.kill('SIGKILL');
        await exited;
        // Its session, and its lock, end once the server notices (after a statement in flight).
        await until(async () => {
          await execFileAsync(process.execPath, [cli, 'migrate'], { env });
          return (await searchIndexes(kit.database)).length === allIndexes.length;
        }, '`reachbase migrate` to build the indexes again');
        expect(await searchIndexes(kit.database)).toEqual(allIndexes);
      } finally {
        child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});

describe('estimating the rows of an import file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rows-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('counts the lines of a small file, the last one without its line break too', async () => {
    const file = path.join(dir, 'small.csv');
    await writeFile(file, 'a,b\n1,2\n3,4');
    expect(await estimateRows(file)).toBe(3);
    await writeFile(file, '');
    expect(await estimateRows(file)).toBe(0);
  });

  it('estimates a large file from its head, within a few percent', async () => {
    const file = path.join(dir, 'large.csv');
    // Numbered to a fixed width, so the head's lines are as long as the rest.
    const lines = Array.from({ length: 40_000 }, (_, i) => {
      const id = String(i).padStart(5, '0');
      return `${id},creator_${id},${1_000 + (i % 9) * 7}`;
    });
    await writeFile(file, `${lines.join('\n')}\n`);
    const estimate = await estimateRows(file);
    expect(estimate).toBeGreaterThan(40_000 * 0.95);
    expect(estimate).toBeLessThan(40_000 * 1.05);
  });
});
