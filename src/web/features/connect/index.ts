// Creator self-connect: a member's connect link for a tracked creator (the card on the profile
// page), and the creator's public pages. Pages are in pages.ts, which the router loads lazily.
export { ProfileConnectionCard } from './components/profile-connection-card';
