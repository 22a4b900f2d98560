export { CampaignDetailPage } from './campaign-detail-page';
export { CampaignsPage } from './campaigns-page';
export { PublicCampaignPage } from './public-campaign-page';
