import { createCreatorOAuthProviders } from '../integrations/creator-oauth';
import type { MailBrandFor } from '../integrations/mail';
import { createSecretBox } from '../integrations/secrets';
import { createAggregator } from '../integrations/social-data';
import type { CampaignsService } from '../modules/campaigns';
import { createConnectService, createConnectSync } from '../modules/connect';
import type { ContentService } from '../modules/content';
import type { BrandingService } from '../modules/whitelabel';
import type { Platform } from './platform';

/** Connect: creators link their own accounts; the sync brings in their content and figures. */
export function createConnectServices(
  platform: Platform,
  deps: {
    mailBrand: MailBrandFor;
    branding: BrandingService['brandingForOrg'];
    content: ContentService;
    /** Campaigns are built later and sit above content: asked only once the sync runs. */
    campaigns: () => Pick<CampaignsService, 'posts'>;
  },
) {
  const { config, db, mailer, logger, outbound } = platform;
  const { mailBrand, content } = deps;
  const creatorOAuth = createCreatorOAuthProviders(config.creatorOAuth, outbound.fetchUrl);
  const creatorSecrets = createSecretBox(platform.secretKeyMaterial, 'creator-oauth');
  const aggregator = config.aggregator
    ? createAggregator(config.aggregator, outbound.fetchUrl)
    : null;
  const connect = createConnectService({
    db,
    providers: creatorOAuth,
    aggregator,
    secrets: creatorSecrets,
    redirectUri: `${config.publicUrl}/connect/redirect`,
    mailer,
    mailBrand,
    branding: deps.branding,
    deleteConnectedContents: content.deleteConnectedContents,
    jobs: platform.jobs,
    logger,
  });
  const connectSync = createConnectSync({
    db,
    providers: creatorOAuth,
    aggregator,
    secrets: creatorSecrets,
    storeContent: content.storeConnectedContent,
    storiesWithoutMedia: content.storiesWithoutMedia,
    keepStoryMedia: content.stories.keepConnectedMedia,
    fetchUrl: outbound.fetchUrl,
    applyToCampaigns: (orgId, items) => deps.campaigns().posts.applyConnectedFigures(orgId, items),
    mailer,
    mailBrand,
    logger,
  });
  return { connect, connectSync };
}
