// The CRM's tracked creators (influencers table, profile page), custom fields and the public
// profile page. Pages are in pages.ts, which the router loads lazily.
export { profileKeys, useDashboard } from './api';
export { formatCount } from './display';
export type { Dashboard, DashboardActivity } from './types';
