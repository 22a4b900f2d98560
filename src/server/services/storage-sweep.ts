import { createOrphanSweep } from '../integrations/storage';
import { campaignFiles, campaignPayments } from '../modules/campaigns/campaigns.tables';
import { contents } from '../modules/content/content.tables';
import { profileAttachments } from '../modules/profiles/profiles.tables';
import { supportTickets } from '../modules/support';
import type { Platform } from './platform';

/** The sweep of stored objects no row keeps any more. */
export function createStorageSweep(platform: Platform) {
  // Every area of `orgs/{orgId}/...` in storage and the columns whose rows keep its objects.
  return createOrphanSweep({
    storage: platform.storage,
    db: platform.db,
    logger: platform.logger,
    owners: {
      attachments: [profileAttachments.storageKey],
      stories: [contents.mediaKey, contents.thumbnailKey],
      campaigns: [campaignFiles.storageKey, campaignPayments.invoiceKey],
      support: [supportTickets.attachmentKey],
    },
  });
}
