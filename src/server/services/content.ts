import type { CampaignsService } from '../modules/campaigns';
import { createContentService, type FetchStories } from '../modules/content';
import { createUrlSigner } from '../modules/media';
import type { SocialData } from './discovery';
import type { Platform } from './platform';

/** Content: the posts and stories of tracked creators, with stories asked of the social data. */
export function createContentServices(
  platform: Platform,
  deps: {
    socialData: SocialData;
    /** Campaigns sit above content and are built later: asked only once requests run. */
    campaigns: () => Pick<CampaignsService, 'campaignExists'>;
  },
) {
  const { socialData } = deps;
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
    db: platform.db,
    urls: createUrlSigner({ secrets: platform.systemRepository }),
    storage: platform.storage,
    jobs: platform.jobs,
    logger: platform.logger,
    fetchStories,
    campaigns: {
      campaignExists: (orgId, campaignId) => deps.campaigns().campaignExists(orgId, campaignId),
    },
  });
  return { content };
}
