import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createDns, type Dns } from '../integrations/dns';
import { createMailer } from '../integrations/mail';
import { createSafeFetch } from '../integrations/outbound';
import { createStorage } from '../integrations/storage';
import type { JobQueue } from '../jobs/queue';
import type { DataSourceFactories } from '../modules/datasources';
import { createSystemRepository, createSystemService, installationSecret } from '../modules/system';

/** What the process hands the wiring. */
export type ServicesDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  jobs: () => JobQueue | null;
  /** Replaces the DNS adapter (tests: a fake that answers MX lookups offline). */
  dns?: Dns;
  /** Replaces data sources' adapters (tests: a source that records what it was asked). */
  dataSourceFactories?: Partial<DataSourceFactories>;
};

/**
 * What every area is built on: the process's own dependencies, the shared outside adapters (mail,
 * storage, outbound fetches, DNS), the system module and the key material secrets are sealed with.
 */
export function createPlatform(deps: ServicesDeps) {
  const { config, database, logger } = deps;
  const mailer = createMailer({ config: config.mail, database, logger });
  const storage = createStorage(config.storage);
  const outbound = createSafeFetch({ allowCidrs: config.outbound.allowCidrs });
  const dns = deps.dns ?? createDns({ servers: config.dnsServers });

  const systemRepository = createSystemRepository(database.db);
  const system = createSystemService({ database, jobs: deps.jobs, version: deps.version });
  // Sealing secrets with a key from the same database protects a leaked row or a partial dump;
  // an operator who sets SECRETS_KEY keeps the key out of the database altogether.
  const { secretsKey } = config;
  const secretKeyMaterial = secretsKey
    ? () => Promise.resolve(secretsKey)
    : installationSecret(systemRepository, 'secret-box-key');
  return {
    config,
    database,
    db: database.db,
    logger,
    jobs: deps.jobs,
    mailer,
    storage,
    outbound,
    dns,
    systemRepository,
    system,
    secretKeyMaterial,
  };
}

export type Platform = ReturnType<typeof createPlatform>;
