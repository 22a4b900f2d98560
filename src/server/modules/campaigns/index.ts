// Campaigns own an organization's campaigns: influencers with their deals and statuses, posts and
// stories with metrics (typed in, or added by URL and fetched by a job), payments, the activity
// timeline, files and UGC, results (EMV included) and the public report page. Tracked links live
// in campaign-links.* and their public redirect in link-redirect.*. Tracked profiles and lists
// are read through their tables and the lists service; nothing below imports this module. The
// request and response schemas are the contract in src/common/api/campaign*.ts.

export { campaignContentRoutes } from './campaign-content.routes';
export { type CampaignLinksService, createCampaignLinksService } from './campaign-links.service';
export { FETCH_POST_JOB } from './campaign-posts.service';
export { EMV_CENTS } from './campaign-results';
export { campaignsRoutes } from './campaigns.routes';
export { type CampaignsService, createCampaignsService } from './campaigns.service';
export * from './campaigns.tables';
export { linkRedirectRoutes } from './link-redirect.routes';
