export { DiscoverPage } from './discover-page';
export { ProfileBankPage } from './profile-bank-page';
