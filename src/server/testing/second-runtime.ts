import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createRuntime, type Runtime } from '../runtime';
import type { TestKit } from './kit';
import { testConfig } from './test-config';

/**
 * Another runtime on the kit's database, as a second process of the installation runs it: on
 * PostgreSQL only (PGlite lives in the kit's process). `env` adds to its configuration; its
 * `close` also removes its data dir.
 */
export async function startSecondRuntime(
  kit: TestKit,
  env: Record<string, string> = {},
): Promise<Runtime> {
  const url = kit.databaseUrl;
  if (!url) throw new Error('a second runtime needs PostgreSQL (TEST_DATABASE_URL)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-second-'));
  const logger = createLogger('silent');
  const database = await openDatabase({ kind: 'postgres', url }, logger);
  const runtime = await createRuntime({
    config: testConfig(dataDir, { DATABASE_URL: url, ...env }),
    logger,
    database,
  });
  await runtime.app.ready();
  return {
    ...runtime,
    async close() {
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
