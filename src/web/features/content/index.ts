// Contents (the list with story upload) and the content calendar. Pages are in pages.ts, which
// the router loads lazily.
export { contentKeys, type TrackedProfile, useTrackedProfiles } from './api';
export { dayKeyOf } from './zoned-time';
