import { pgliteVacuumJob } from '../db/pglite-vacuum';
import { createEventLoop } from '../events';
import { expireIdempotencyKeysJob } from '../http/idempotency';
import type { JobDefinition } from '../jobs/queue';
import { createAttentionService } from '../modules/dashboard';
import { createMediaService } from '../modules/media';
import { createProfilesRepository } from '../modules/profiles';
import { createReportsService } from '../modules/reports';
import { createSupportService } from '../modules/support';
import { createAccountServices } from './accounts';
import { createCampaignServices } from './campaigns';
import { createConnectServices } from './connect';
import { createContentServices } from './content';
import { createDataSourcesServices } from './datasources';
import { createDiscoveryServices } from './discovery';
import { createEventServices } from './events';
import { createOutreachServices } from './outreach';
import { createPlatform, type ServicesDeps } from './platform';
import { createProfileServices } from './profiles';
import { createStorageSweep } from './storage-sweep';
import { createWhitelabelServices } from './whitelabel';

/**
 * Wires every module's repository and service, area by area in dependency order. No container:
 * what a service needs is what it is given here or in the area's file beside this one. A service
 * built later is handed to an earlier one as a function, asked only once requests or jobs run.
 */
export function createServices(deps: ServicesDeps) {
  const platform = createPlatform(deps);
  const { config, database, logger, mailer, storage, outbound } = platform;
  const { branding, mailBrand, whitelabel } = createWhitelabelServices(platform);
  const { usage, billing, resolveCaller, sessions, oneTimeTokens, auth, account } =
    createAccountServices(platform, { mailBrand });
  const support = createSupportService({
    db: database.db,
    storage,
    mailer,
    mailBrand,
    supportEmail: config.supportEmail,
    logger,
  });
  const { notifications, webhookFetch, eventDispatcher, notificationMails, webhooks } =
    createEventServices(platform, { mailBrand });
  const outreach = createOutreachServices(platform, {
    mailBrand,
    branding: branding.brandingForOrg,
    usage,
  });
  const eventLoop = createEventLoop({
    consumers: [
      { name: 'webhooks', tick: eventDispatcher.tick },
      outreach.dispatcher,
      outreach.inboxWatcher,
      notificationMails,
    ],
    logger,
  });

  const profilesRepository = createProfilesRepository(database.db);
  const { discovery, search, bankImport, socialData } = createDiscoveryServices(platform, {
    usage,
    profilesRepository,
    profiles: () => profiles,
  });
  const { dataSources, instagramPosts } = createDataSourcesServices(platform, {
    usage,
    search,
    factories: deps.dataSourceFactories,
  });
  const media = createMediaService({
    fetchUrl: outbound.fetchUrl,
    storage,
    cacheDir: config.mediaCacheDir,
    logger,
  });
  const { content } = createContentServices(platform, { socialData, campaigns: () => campaigns });
  const { connect, connectSync } = createConnectServices(platform, {
    mailBrand,
    branding: branding.brandingForOrg,
    content,
    campaigns: () => campaigns,
  });
  const { lists, profiles, customFields } = createProfileServices(platform, {
    repository: profilesRepository,
    usage,
    search,
    content,
    branding,
  });
  const { campaignLinks, campaigns } = createCampaignServices(platform, {
    usage,
    lists,
    branding,
    socialData,
    instagramPosts,
  });
  const reports = createReportsService({
    db: database.db,
    bankDb: database.replica?.db,
    usage,
    search,
    branding,
    jobs: deps.jobs,
    connectedAudience: (orgId, accountId) => connect.audienceForAccount(orgId, accountId),
  });
  const attention = createAttentionService({ campaigns, reports, content });
  const orphanSweep = createStorageSweep(platform);

  const jobDefinitions = [
    discovery.demoSeedJob(),
    auth.passwordReset.mailJob(),
    auth.verification.mailJob(),
    ...content.jobDefinitions(),
    profiles.enrichJob(),
    ...campaigns.jobDefinitions(),
    ...reports.jobDefinitions(),
    orphanSweep.job(),
    whitelabel.recheckJob(),
    expireIdempotencyKeysJob(database.db),
    // PostgreSQL has autovacuum; PGlite has none, so the app does its work.
    ...(database.kind === 'pglite' ? [pgliteVacuumJob(database)] : []),
    outreach.outreachSender.job(),
    outreach.outreachInbox.job(),
    connectSync.job(),
  ] as JobDefinition[];
  return {
    resolveCaller,
    sessions,
    oneTimeTokens,
    usage,
    account,
    auth,
    dns: platform.dns,
    system: platform.system,
    billing,
    branding,
    whitelabel,
    support,
    notifications,
    webhooks,
    mailboxes: outreach.mailboxes,
    sequences: outreach.sequences,
    entries: outreach.entries,
    unsubscribes: outreach.unsubscribes,
    outreachSender: outreach.outreachSender,
    outreachInbox: outreach.outreachInbox,
    connect,
    connectSync,
    eventDispatcher,
    eventLoop,
    secretKeyMaterial: platform.secretKeyMaterial,
    discovery,
    search,
    bankImport,
    socialData,
    dataSources,
    lists,
    content,
    profiles,
    customFields,
    campaignLinks,
    campaigns,
    reports,
    attention,
    media,
    mailer,
    storage,
    orphanSweep,
    jobDefinitions,
    /** Releases outside connections (SMTP pool, outbound sockets) after jobs have stopped. */
    async close() {
      await eventLoop.stop();
      await outreach.inboxWatcher.close();
      await mailer.close();
      await outbound.close();
      await webhookFetch.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
