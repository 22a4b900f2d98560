import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { TestProject } from 'vitest/node';
import { VERSION } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createJobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { createServices } from '../services';
import { databaseUrlFor, TEMPLATE_DATABASE } from './databases';
import { testConfig } from './test-config';

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
  database: DatabaseHandle,
  logger: Logger,
  beforeClose?: () => Promise<void>,
) {
  await migrateDatabase(database);
  await createAppQueues(database, logger);
  await beforeClose?.();
  await database.close();
}

/**
 * pg-boss installs its own schema on first start, and a table with keys and indexes per queue: half
 * a second of CPU that every test file's start repeated. Done once here, a start finds the queues
 * (`createQueue` leaves an existing one as it is). Schedules stay with each start: the cron clock
 * runs only there.
 */
async function createAppQueues(database: DatabaseHandle, logger: Logger) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-template-'));
  const services = createServices({
    config: testConfig(dataDir),
    database,
    logger,
    version: VERSION,
    jobs: () => null,
  });
  const definitions = services.jobDefinitions.map(({ schedule: _cron, ...queue }) => queue);
  const queue = await createJobQueue({ database, logger, definitions });
  await queue.stop();
  await services.close();
  await rm(dataDir, { recursive: true, force: true });
}
