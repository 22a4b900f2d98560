import { createDomainRecords } from '../integrations/dns';
import { createSecretBox } from '../integrations/secrets';
import {
  createBrandingService,
  createMailBrands,
  createWhitelabelRepository,
  createWhitelabelService,
} from '../modules/whitelabel';
import type { Platform } from './platform';

/** An organization's white-label: its branding, the brand of its mails and its settings. */
export function createWhitelabelServices(platform: Platform) {
  const { config, db, storage, mailer, logger } = platform;
  const repository = createWhitelabelRepository(db);
  const branding = createBrandingService({ repository, storage, publicUrl: config.publicUrl });
  const senderSecrets = createSecretBox(platform.secretKeyMaterial, 'whitelabel-sender');
  // Whitelabel sits above auth and account: they get the brand of their mails as a function.
  const mailBrand = createMailBrands({
    repository,
    senderSecrets,
    publicUrl: config.publicUrl,
    logger,
  });
  const whitelabel = createWhitelabelService({
    repository,
    storage,
    records: createDomainRecords({ servers: config.dnsServers }),
    senderSecrets,
    mailer,
    mailBrand,
    publicUrl: config.publicUrl,
    logger,
  });
  return { branding, mailBrand, whitelabel };
}
