// Profiles owns the influencer CRM's tracked profiles: an organization's own record of a bank
// creator (favourite, contacts, system and custom fields, links, coupons, attachments, activity),
// adding them from search, the public profile page, custom field definitions and the dashboard
// counts. List membership comes from `lists`, posts from `content`; both are handed in.

export { type CustomFieldsService, createCustomFieldsService } from './custom-fields';
export { customFieldsRoutes } from './custom-fields.routes';
export { createProfilesRepository } from './profiles.repository';
export { profilesRoutes } from './profiles.routes';
export {
  type ContentPort,
  createProfilesService,
  ENRICH_JOB,
  type ListsPort,
  type ProfilesService,
} from './profiles.service';
