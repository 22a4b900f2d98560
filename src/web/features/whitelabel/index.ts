export { fetchLogoByHost, type LogoByHost, toHostBranding } from './api';
export { SharedByBanner, usePageBranding } from './page-branding';
