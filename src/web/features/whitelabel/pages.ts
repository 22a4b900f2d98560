export { WhiteLabelPage } from './whitelabel-page';
