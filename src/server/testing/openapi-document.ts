import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, VERSION } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createServices } from '../services';

/**
 * The OpenAPI document the app serves, without a database server or a migration run: the app is
 * built on an empty in-memory PGlite, and no request is ever made. For the lint script.
 */
export async function buildOpenapiDocument(): Promise<object> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const logger = createLogger('silent');
  const database = await openDatabase({ kind: 'pglite' }, logger);
  const services = createServices({ config, database, logger, version: VERSION, jobs: () => null });
  const app = await buildApp({ config, database, logger, services });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await services.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
