import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { type AppDeps, buildApp, VERSION } from './app';
import type { Config } from './config';
import { type ControlServer, startControlServer } from './control/control-server';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { CallerResolver } from './http/access';
import type { Dns } from './integrations/dns';
import { createJobQueue, type JobQueue } from './jobs/queue';
import type { DataSourceFactories } from './modules/datasources';
import { prepareDatabase } from './prepare-database';
import { createServices, type Services } from './services';

export type Runtime = {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: JobQueue;
  services: Services;
  config: Config;
  /** Graceful: in-flight requests finish, running jobs finish, then the database closes. */
  close(): Promise<void>;
};

/** Opens and migrates the database, wires services, the job queue and the HTTP app. */
export async function createRuntime(options: {
  config: Config;
  logger: Logger;
  database?: DatabaseHandle;
  resolveCaller?: CallerResolver;
  extraRoutes?: AppDeps['extraRoutes'];
  /** Replaces the DNS adapter (tests run offline with a fake). */
  dns?: Dns;
  /** Replaces data sources' adapters (tests). */
  dataSourceFactories?: Partial<DataSourceFactories>;
}): Promise<Runtime> {
  const { config, logger } = options;
  const database = options.database ?? (await openDatabase(config.database, logger));
  await prepareDatabase(database, logger);
  let jobs: JobQueue | null = null;
  const services = createServices({
    config,
    database,
    logger,
    version: VERSION,
    jobs: () => jobs,
    dns: options.dns,
    dataSourceFactories: options.dataSourceFactories,
  });
  const queue = await createJobQueue({ database, logger, definitions: services.jobDefinitions });
  jobs = queue;
  const app = await buildApp({
    config,
    database,
    logger,
    services,
    resolveCaller: options.resolveCaller ?? services.resolveCaller,
    extraRoutes: options.extraRoutes,
  });
  // Holding the embedded database's data dir, this process is the only way other commands
  // (`reachbase set-plan`, ...) can reach it: they go through the control socket.
  const control: ControlServer | null = database.dataDirLock
    ? await startControlServer({ dataDir: database.dataDirLock.dataDir, database, logger }).catch(
        (error: Error) => {
          // E.g. a DATA_DIR path too long for a Unix socket (about 100 bytes): the app still
          // serves, and those commands refuse, saying the data dir is in use.
          logger.warn({ err: error }, 'no control socket: CLI commands cannot reach this server');
          return null;
        },
      )
    : null;
  let closing: Promise<void> | null = null;
  return {
    app,
    database,
    jobs: queue,
    services,
    config,
    close() {
      closing ??= (async () => {
        await control?.close();
        await app.close();
        await queue.stop();
        await services.close();
        await database.close();
      })();
      return closing;
    },
  };
}
