// Deterministic demo data for the profile bank: creator n is always the same person, with the
// same audience, contacts, posts and follower history (dates count back from the seed day).

export type { DemoAudienceShare } from './audience';
export { type DemoHistoryOptions, demoBatch } from './batch';
export { type DemoPost, type DemoSnapshot, demoPosts, demoSnapshots } from './history';
export { type DemoAccount, type DemoCreator, demoCreator } from './profile';
