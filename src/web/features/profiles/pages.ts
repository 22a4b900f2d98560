export { CustomFieldsPage } from './custom-fields-page';
export { InfluencersPage } from './influencers-page';
export { ProfileDetailPage } from './profile-detail-page';
export { PublicProfilePage } from './public-profile-page';
