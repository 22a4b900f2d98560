import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createDns, type Dns } from './integrations/dns';
import { createMailer } from './integrations/mail';
import { createSafeFetch } from './integrations/outbound';
import { createStorage } from './integrations/storage';
import type { JobDefinition, JobQueue } from './jobs/queue';
import {
  createAccountService,
  createCallerResolver,
  createOneTimeTokens,
  createSessionStore,
  createUsageService,
} from './modules/account';
import { createAuthService } from './modules/auth';
import {
  createDiscoveryRepository,
  createDiscoveryService,
  createSearchQueries,
  createSearchService,
} from './modules/discovery';
import { createMediaService } from './modules/media';
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
  /** Replaces the DNS adapter (tests: a fake that answers MX lookups offline). */
  dns?: Dns;
}) {
  const { config, database, logger } = deps;
  const mailer = createMailer({ config: config.mail, database, logger });
  const storage = createStorage(config.storage);
  const outbound = createSafeFetch({ allowCidrs: config.outbound.allowCidrs });
  const dns = deps.dns ?? createDns();

  const resolveCaller = createCallerResolver(database.db);
  const sessions = createSessionStore(database.db);
  const oneTimeTokens = createOneTimeTokens(database.db);
  const usage = createUsageService(database.db);
  const auth = createAuthService({
    db: database.db,
    config,
    sessions,
    oneTimeTokens,
    mailer,
    dns,
    jobs: deps.jobs,
    logger,
  });
  const account = createAccountService({
    db: database.db,
    usage,
    sessions,
    oneTimeTokens,
    mailer,
    publicUrl: config.publicUrl,
  });
  const systemRepository = createSystemRepository(database.db);
  const system = createSystemService({ database, jobs: deps.jobs, version: deps.version });
  const discovery = createDiscoveryService({
    repository: createDiscoveryRepository(database.db),
    system: systemRepository,
    logger,
  });
  const search = createSearchService({ queries: createSearchQueries(database.db), usage });
  const media = createMediaService({
    fetchUrl: outbound.fetchUrl,
    storage,
    cacheDir: config.mediaCacheDir,
    logger,
  });

  const jobDefinitions = [discovery.demoSeedJob(), auth.passwordReset.mailJob()] as JobDefinition[];
  return {
    resolveCaller,
    sessions,
    oneTimeTokens,
    usage,
    account,
    auth,
    dns,
    system,
    discovery,
    search,
    media,
    mailer,
    storage,
    jobDefinitions,
    /** Releases outside connections (SMTP pool, outbound sockets) after jobs have stopped. */
    async close() {
      await mailer.close();
      await outbound.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
