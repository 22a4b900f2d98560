export { fetchLogoByHost, type LogoByHost, toHostBranding } from './api';
