import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createJobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { databaseUrlFor, TEMPLATE_DATABASE } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it, so a
 * fresh database costs milliseconds instead of a migration run (ARCHITECTURE "Testing").
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('silent');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase(
      { kind: 'postgres', url: databaseUrlFor(serverUrl, TEMPLATE_DATABASE) },
      logger,
    );
    await prepare(template, logger);
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await cleanup.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-test-'));
  const template = await openDatabase({ kind: 'pglite' }, logger);
  await prepare(template, logger, async () => {
    const dump = await template.pglite!.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  });
  project.provide('postgresTemplate', '');
  return async () => rm(dir, { recursive: true, force: true });
}

async function prepare(
  database: Awaited<ReturnType<typeof openDatabase>>,
  logger: ReturnType<typeof createLogger>,
  beforeClose?: () => Promise<void>,
) {
  await migrateDatabase(database);
  // pg-boss installs its own schema on first start; do it once here instead of in every file.
  const queue = await createJobQueue({ database, logger, definitions: [] });
  await queue.stop();
  await beforeClose?.();
  await database.close();
}
