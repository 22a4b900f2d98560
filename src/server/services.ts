import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobDefinition, JobQueue } from './jobs/queue';
import { createDiscoveryRepository, createDiscoveryService } from './modules/discovery';
import { createSystemRepository, createSystemService } from './modules/system';

/**
 * Wires every module's repository and service, in dependency order, on one screen. No container:
 * what a service needs is what it is given here.
 */
export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  jobs: () => JobQueue | null;
}) {
  const { database, logger } = deps;
  const systemRepository = createSystemRepository(database.db);
  const system = createSystemService({ database, jobs: deps.jobs, version: deps.version });
  const discovery = createDiscoveryService({
    repository: createDiscoveryRepository(database.db),
    system: systemRepository,
    logger,
  });

  const jobDefinitions = [discovery.demoSeedJob()] as JobDefinition[];
  return { system, discovery, jobDefinitions };
}

export type Services = ReturnType<typeof createServices>;
