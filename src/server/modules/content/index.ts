// Content owns the posts and stories of the organization's tracked creators (copied from the
// bank, tracked or uploaded, with their stored files), content lists, and the scheduled content
// calendar. It reads tracked profiles and lists straight from their tables, always by org id, and
// never imports the profiles module (profiles calls copyBankPosts and countContents from here).
// Campaigns sit above it: whether a campaignId is the organization's is asked through CampaignsPort.
export type { CampaignsPort } from './campaign-port';
export { contentRoutes } from './content.routes';
export {
  type ConnectedContentInput,
  type ContentDeps,
  type ContentService,
  createContentService,
} from './content.service';
export {
  type FetchStories,
  noStories,
  TRACK_STORIES_JOB,
  type TrackedStory,
} from './stories.service';
export { sniffStoryMedia } from './story-media';
