// Profiles owns the influencer CRM's tracked profiles: an organization's own record of a bank
// creator (favourite, contacts, system and custom fields, links, coupons, attachments, activity),
// adding them from search, the public profile page, custom field definitions and the dashboard
// counts. List membership comes from `lists`, posts from `content`; both are handed in.

export { ATTACHMENT_TYPES, attachmentContentType } from './attachment-types';
export { type CustomFieldsService, createCustomFieldsService } from './custom-fields';
export { customFieldsRoutes } from './custom-fields.routes';
export type { ContentPort, ListsPort } from './ports';
export { createProfilesRepository } from './profiles.repository';
export { profilesRoutes } from './profiles.routes';
export { createProfilesService, ENRICH_JOB, type ProfilesService } from './profiles.service';
