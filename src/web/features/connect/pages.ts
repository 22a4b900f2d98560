export { ConnectPage } from './connect-page';
export { ConnectRedirectPage } from './connect-redirect-page';
