import { createBitlyShortener } from '../integrations/bitly';
import { createAddressPolicy } from '../integrations/outbound';
import type { UsageService } from '../modules/account';
import { createCampaignLinksService, createCampaignsService } from '../modules/campaigns';
import type { InstagramPostsFor } from '../modules/datasources';
import type { ListsService } from '../modules/lists';
import type { BrandingService } from '../modules/whitelabel';
import type { SocialData } from './discovery';
import type { Platform } from './platform';

/** Campaigns with their tracked links (shortened by Bitly when it is configured). */
export function createCampaignServices(
  platform: Platform,
  deps: {
    usage: UsageService;
    lists: ListsService;
    branding: BrandingService;
    socialData: SocialData;
    /** Instagram posts through the organization's Instagram API connection, when it has one. */
    instagramPosts: InstagramPostsFor;
  },
) {
  const { config, db } = platform;
  const campaignLinks = createCampaignLinksService({
    db,
    secrets: platform.systemRepository,
    publicUrl: config.publicUrl,
    shortener: config.bitly
      ? createBitlyShortener({ fetchUrl: platform.outbound.fetchUrl, ...config.bitly })
      : null,
    logger: platform.logger,
  });
  const campaigns = createCampaignsService({
    db,
    usage: deps.usage,
    lists: deps.lists,
    links: campaignLinks,
    storage: platform.storage,
    branding: deps.branding,
    jobs: platform.jobs,
    socialData: { ...deps.socialData, instagramPosts: deps.instagramPosts },
    addressPolicy: createAddressPolicy(config.outbound.allowCidrs),
  });
  return { campaignLinks, campaigns };
}
