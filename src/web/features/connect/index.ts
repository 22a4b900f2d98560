// Creator self-connect: a member's connect link for a tracked creator (the card on the profile
// page), links for every creator of a list or campaign at once (their pages' "Connect links"), and
// the creator's public pages. Pages are in pages.ts, which the router loads lazily.

export { BulkConnectDialog } from './components/bulk-connect-dialog';
export { ProfileConnectionCard } from './components/profile-connection-card';
