export { fetchLogoByHost, type LogoByHost, toHostBranding } from './api';
export { applyMemberBranding, memberBrandingQuery, useMemberBranding } from './member-branding';
export { SharedByBanner, usePageBranding } from './page-branding';
