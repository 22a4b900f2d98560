// Campaigns: the list, one campaign's tabs and the public report page. Pages are in pages.ts,
// which the router loads lazily.
export { campaignKeys, useCampaign, useCampaigns } from './api';
