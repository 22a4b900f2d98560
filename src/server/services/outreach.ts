import type { MailBrandFor } from '../integrations/mail';
import { createMailboxClients } from '../integrations/mailbox';
import { createAddressPolicy } from '../integrations/outbound';
import { createSecretBox } from '../integrations/secrets';
import type { UsageService } from '../modules/account';
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
} from '../modules/outreach';
import { installationSecret } from '../modules/system';
import type { BrandingService } from '../modules/whitelabel';
import type { Platform } from './platform';

/**
 * Outreach: mailboxes, sequences and their entries, unsubscribes, and the sender, inbox reader,
 * inbox watcher and dispatcher that run it in the background.
 */
export function createOutreachServices(
  platform: Platform,
  deps: {
    mailBrand: MailBrandFor;
    branding: BrandingService['brandingForOrg'];
    usage: UsageService;
  },
) {
  const { config, db, logger } = platform;
  const { mailBrand } = deps;
  const mailboxClients = createMailboxClients({
    policy: createAddressPolicy(config.outbound.allowCidrs),
  });
  const mailboxSecrets = createSecretBox(platform.secretKeyMaterial, 'outreach-mailbox');
  const mailboxes = createMailboxesService({
    db,
    logins: mailboxClients,
    secrets: mailboxSecrets,
    whitelabelSender: async (orgId) => {
      const brand = await mailBrand(orgId);
      return brand.sender ? { name: brand.name, ...brand.sender } : null;
    },
    logger,
  });
  const sequences = createSequencesService({ db });
  const entries = createEntriesService({ db, dns: platform.dns });
  const unsubscribeLinks = createUnsubscribeLinks({
    secret: installationSecret(platform.systemRepository, 'outreach-unsubscribe'),
    publicUrl: config.publicUrl,
  });
  const unsubscribes = createUnsubscribeService({
    db,
    links: unsubscribeLinks,
    branding: deps.branding,
  });
  const outreachSender = createOutreachSender({
    db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    usage: deps.usage,
    links: unsubscribeLinks,
    jitterMs: config.outreach.jitterMs,
    logger,
  });
  const outreachInbox = createOutreachInbox({
    db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    pollMs: config.outreach.inboxPollMs,
    logger,
  });
  const inboxWatcher = createInboxWatcher({
    db,
    clients: mailboxClients,
    secrets: mailboxSecrets,
    inbox: outreachInbox,
    logger,
  });
  const dispatcher = createOutreachDispatcher({
    sender: outreachSender,
    inbox: outreachInbox,
    jobs: platform.jobs,
  });
  return {
    mailboxes,
    sequences,
    entries,
    unsubscribes,
    outreachSender,
    outreachInbox,
    inboxWatcher,
    dispatcher,
  };
}
