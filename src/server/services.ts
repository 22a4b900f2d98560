import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { pgliteVacuumJob } from './db/pglite-vacuum';
import { createEventLoop } from './events';
import { expireIdempotencyKeysJob } from './http/idempotency';
import { createBitlyShortener } from './integrations/bitly';
import { createCreatorOAuthProviders } from './integrations/creator-oauth';
import { createDns, createDomainRecords, type Dns } from './integrations/dns';
import { createMailer } from './integrations/mail';
import { createMailboxClients } from './integrations/mailbox';
import { createAddressPolicy, createSafeFetch } from './integrations/outbound';
import { createSecretBox } from './integrations/secrets';
import { createAggregator, createYoutubeProvider } from './integrations/social-data';
import { createOrphanSweep, createStorage } from './integrations/storage';
import { createStripeClient } from './integrations/stripe';
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
  createBillingRepository,
  createBillingService,
  createReferralsRepository,
  createStripeBilling,
} from './modules/billing';
import { createCampaignsService } from './modules/campaigns';
import { createCampaignLinksService } from './modules/campaigns/campaign-links.service';
import { campaignFiles, campaignPayments } from './modules/campaigns/campaigns.tables';
import { createConnectService, createConnectSync } from './modules/connect';
import { createContentService, type FetchStories } from './modules/content';
import { contents } from './modules/content/content.tables';
import { createAttentionService } from './modules/dashboard';
import {
  bankIndexesOf,
  bankStatisticsRefresher,
  createBankProvider,
  createDiscoveryRepository,
  createDiscoveryService,
  createImportRepository,
  createImportService,
  createSearchQueries,
  createSearchService,
} from './modules/discovery';
import { createListsService } from './modules/lists';
import { createMediaService, createUrlSigner } from './modules/media';
import {
  createNotificationMails,
  createNotificationsRepository,
  createNotificationsService,
} from './modules/notifications';
import {
  createEntriesService,
  createInboxWatcher,
  createMailboxesService,
  createOutreachDispatcher,
  createOutreachInbox,
  createOutreachSender,
  createSequencesService,
  createUnsubscribeLinks,
  createUnsubscribeService,
} from './modules/outreach';
import {
  createCustomFieldsService,
  createProfilesRepository,
  createProfilesService,
} from './modules/profiles';
import { profileAttachments } from './modules/profiles/profiles.tables';
import { createReportsService } from './modules/reports';
import { createSupportService, supportTickets } from './modules/support';
import { createSystemRepository, createSystemService, installationSecret } from './modules/system';
import {
  createWebhookDispatcher,
  createWebhooksRepository,
  createWebhooksService,
} from './modules/webhooks';
import {
  createBrandingService,
  createMailBrands,
  createWhitelabelRepository,
  createWhitelabelService,
} from './modules/whitelabel';

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
  const dns = deps.dns ?? createDns({ servers: config.dnsServers });

  const systemRepository = createSystemRepository(database.db);
  const system = createSystemService({ database, jobs: deps.jobs, version: deps.version });
  // Sealing secrets with a key from the same database protects a leaked row or a partial dump;
  // an operator who sets SECRETS_KEY keeps the key out of the database altogether.
  const { secretsKey } = config;
  const secretKeyMaterial = secretsKey
    ? () => Promise.resolve(secretsKey)
    : installationSecret(systemRepository, 'secret-box-key');
  const whitelabelRepository = createWhitelabelRepository(database.db);
  const branding = createBrandingService({
    repository: whitelabelRepository,
    storage,
    publicUrl: config.publicUrl,
  });
  const senderSecrets = createSecretBox(secretKeyMaterial, 'whitelabel-sender');
  // Whitelabel sits above auth and account: they get the brand of their mails as a function.
  const mailBrand = createMailBrands({
    repository: whitelabelRepository,
    senderSecrets,
    publicUrl: config.publicUrl,
    logger,
  });
  const referrals = createReferralsRepository(database.db);
  const billing = createBillingService({
    referrals,
    stripe: config.stripe
      ? createStripeBilling({
          db: database.db,
          repository: createBillingRepository(database.db),
          stripe: createStripeClient(config.stripe),
          webhookSecret: config.stripe.webhookSecret,
          offerCoupon: config.stripe.offerCoupon,
          referrals,
          publicUrl: config.publicUrl,
          mailer,
          mailBrand,
          logger,
        })
      : null,
  });
  const whitelabel = createWhitelabelService({
    repository: whitelabelRepository,
    storage,
    records: createDomainRecords({ servers: config.dnsServers }),
    senderSecrets,
    mailer,
    mailBrand,
    publicUrl: config.publicUrl,
    logger,
  });
  const support = createSupportService({
    db: database.db,
    storage,
    mailer,
    mailBrand,
    supportEmail: config.supportEmail,
    logger,
  });
  const notifications = createNotificationsService({ db: database.db });
  // Receivers get their own connection pool and time budget, apart from image and post fetches.
  const webhookFetch = createSafeFetch({
    allowCidrs: config.outbound.allowCidrs,
    timeoutMs: config.webhookTimeoutMs,
    maxRedirects: 0,
  });
  const webhooksRepository = createWebhooksRepository(database.db);
  const webhookSecrets = createSecretBox(secretKeyMaterial, 'webhook-signing');
  const eventDispatcher = createWebhookDispatcher({
    repository: webhooksRepository,
    secrets: webhookSecrets,
    fetchUrl: webhookFetch.fetchUrl,
    mailer,
    mailBrand,
    logger,
  });
  const mailboxClients = createMailboxClients({
    policy: createAddressPolicy(config.outbound.allowCidrs),
  });
  const mailboxSecrets = createSecretBox(secretKeyMaterial, 'outreach-mailbox');
  const mailboxes = createMailboxesService({
    db: database.db,
    logins: mailboxClients,
    secrets: mailboxSecrets,
    whitelabelSender: async (orgId) => {
      const brand = await mailBrand(orgId);
      return brand.sender ? { name: brand.name, ...brand.sender } : null;
    },
    logger,
  });
  const sequences = createSequencesService({ db: database.db });
  const outreachEntries = createEntriesService({ db: database.db, dns });
  const unsubscribeLinks = createUnsubscribeLinks({
    secret: installationSecret(systemRepository, 'outreach-unsubscribe'),
    publicUrl: config.publicUrl,
  });
  const unsubscribes = createUnsubscribeService({ db: database.db, links: unsubscribeLinks });
  const usage = createUsageService(database.db);
  const outreachSender = createOutreachSender({
    db: database.db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    usage,
    links: unsubscribeLinks,
    jitterMs: config.outreach.jitterMs,
    logger,
  });
  const outreachInbox = createOutreachInbox({
    db: database.db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    pollMs: config.outreach.inboxPollMs,
    logger,
  });
  const inboxWatcher = createInboxWatcher({
    db: database.db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    inbox: outreachInbox,
    logger,
  });
  const eventLoop = createEventLoop({
    consumers: [
      { name: 'webhooks', tick: eventDispatcher.tick },
      createOutreachDispatcher({ sender: outreachSender, inbox: outreachInbox, jobs: deps.jobs }),
      inboxWatcher,
      createNotificationMails({
        repository: createNotificationsRepository(database.db),
        mailer,
        mailBrand,
        logger,
      }),
    ],
    logger,
  });
  const webhooks = createWebhooksService({
    repository: webhooksRepository,
    secrets: webhookSecrets,
    dispatcher: eventDispatcher,
    addressPolicy: createAddressPolicy(config.outbound.allowCidrs),
  });
  const resolveCaller = createCallerResolver(database);
  const sessions = createSessionStore(database.db);
  const oneTimeTokens = createOneTimeTokens(database.db);
  const auth = createAuthService({
    db: database.db,
    config,
    sessions,
    oneTimeTokens,
    mailer,
    mailBrand,
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
    mailBrand,
  });
  const refreshStatistics = bankStatisticsRefresher(database);
  const bankIndexes = bankIndexesOf(database, logger);
  const discovery = createDiscoveryService({
    repository: createDiscoveryRepository(database.db, database.replica?.db),
    system: systemRepository,
    refreshStatistics,
    bankIndexes,
    logger,
  });
  const profilesRepository = createProfilesRepository(database.db);
  const search = createSearchService({
    queries: createSearchQueries(database.db),
    // Bank reads go to a read replica when there is one (DATABASE_READ_URL); the tracked flags
    // of its pages, the organization's own rows, are then read from the primary.
    replica: database.replica
      ? {
          queries: createSearchQueries(database.replica.db),
          trackedAmong: profilesRepository.trackedAmong,
        }
      : undefined,
    usage,
    trackedBy: profilesRepository.trackedBy,
    // Profiles are built below and sit above discovery: asked only once requests run.
    onContactsUnlocked: (caller, contacts) => profiles.addUnlockedContacts(caller, contacts),
  });
  const bankImport = createImportService({
    repository: createImportRepository(database.db),
    refreshStatistics,
    bankIndexes,
  });
  // Social data providers (ARCHITECTURE "Social data"): the bank always, YouTube with an API key.
  const socialData = {
    bank: createBankProvider(database.db),
    youtube: config.youtube
      ? createYoutubeProvider({ fetchUrl: outbound.fetchUrl, ...config.youtube })
      : null,
  };
  const lists = createListsService({ db: database.db, usage, jobs: deps.jobs, branding });
  const media = createMediaService({
    fetchUrl: outbound.fetchUrl,
    storage,
    cacheDir: config.mediaCacheDir,
    logger,
  });

  // Story tracking asks the provider of the profile's platform; neither the bank nor YouTube has
  // stories, so offline they arrive by upload, as the issue expects.
  const fetchStories: FetchStories = async (profile) => {
    const provider =
      profile.platform === 'youtube' && socialData.youtube ? socialData.youtube : socialData.bank;
    const stories = await provider.stories(profile.platform, profile.platformUserId);
    return stories.map((story) => ({
      platformPostId: story.platformStoryId,
      publishedAt: story.publishedAt,
      url: story.mediaUrl,
      views: story.views,
    }));
  };
  const content = createContentService({
    db: database.db,
    urls: createUrlSigner({ secrets: systemRepository }),
    storage,
    jobs: deps.jobs,
    logger,
    fetchStories,
    // Campaigns are built below and sit above content: asked only once requests run.
    campaigns: {
      campaignExists: (orgId, campaignId) => campaigns.campaignExists(orgId, campaignId),
    },
  });
  const creatorOAuth = createCreatorOAuthProviders(config.creatorOAuth, outbound.fetchUrl);
  const creatorSecrets = createSecretBox(secretKeyMaterial, 'creator-oauth');
  const aggregator = config.aggregator
    ? createAggregator(config.aggregator, outbound.fetchUrl)
    : null;
  const connect = createConnectService({
    db: database.db,
    providers: creatorOAuth,
    aggregator,
    secrets: creatorSecrets,
    redirectUri: `${config.publicUrl}/connect/redirect`,
    mailer,
    mailBrand,
    deleteConnectedContents: content.deleteConnectedContents,
    jobs: deps.jobs,
    logger,
  });
  const connectSync = createConnectSync({
    db: database.db,
    providers: creatorOAuth,
    aggregator,
    secrets: creatorSecrets,
    storeContent: content.storeConnectedContent,
    storiesWithoutMedia: content.storiesWithoutMedia,
    keepStoryMedia: content.stories.keepConnectedMedia,
    fetchUrl: outbound.fetchUrl,
    // Campaigns are built below and sit above content: asked only once the sync runs.
    applyToCampaigns: (orgId, items) => campaigns.posts.applyConnectedFigures(orgId, items),
    mailer,
    mailBrand,
    logger,
  });
  const profiles = createProfilesService({
    db: database.db,
    repository: profilesRepository,
    usage,
    search,
    lists,
    content,
    storage,
    jobs: deps.jobs,
    branding,
    logger,
  });
  const customFields = createCustomFieldsService(database.db);
  const campaignLinks = createCampaignLinksService({
    db: database.db,
    secrets: systemRepository,
    publicUrl: config.publicUrl,
    shortener: config.bitly
      ? createBitlyShortener({ fetchUrl: outbound.fetchUrl, ...config.bitly })
      : null,
    logger,
  });
  const campaigns = createCampaignsService({
    db: database.db,
    usage,
    lists,
    links: campaignLinks,
    storage,
    branding,
    jobs: deps.jobs,
    socialData,
    addressPolicy: createAddressPolicy(config.outbound.allowCidrs),
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
  // Every area of `orgs/{orgId}/...` in storage and the columns whose rows keep its objects.
  const orphanSweep = createOrphanSweep({
    storage,
    db: database.db,
    logger,
    owners: {
      attachments: [profileAttachments.storageKey],
      stories: [contents.mediaKey, contents.thumbnailKey],
      campaigns: [campaignFiles.storageKey, campaignPayments.invoiceKey],
      support: [supportTickets.attachmentKey],
    },
  });
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
    outreachSender.job(),
    outreachInbox.job(),
    connectSync.job(),
  ] as JobDefinition[];
  return {
    resolveCaller,
    sessions,
    oneTimeTokens,
    usage,
    account,
    auth,
    dns,
    system,
    billing,
    branding,
    whitelabel,
    support,
    notifications,
    webhooks,
    mailboxes,
    sequences,
    entries: outreachEntries,
    unsubscribes,
    outreachSender,
    outreachInbox,
    connect,
    connectSync,
    eventDispatcher,
    eventLoop,
    secretKeyMaterial,
    discovery,
    search,
    bankImport,
    socialData,
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
      await inboxWatcher.close();
      await mailer.close();
      await outbound.close();
      await webhookFetch.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
