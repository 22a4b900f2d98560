// Whitelabel owns an agency's branding: its name, logo, favicon, colours, custom domain and
// sender address. Everything that shows the brand (the shell's white-label check, public pages,
// PDFs, mails) asks this module what to wear for an organization or a host.

export {
  type Branding,
  type BrandingService,
  createBrandingService,
  DEFAULT_BRANDING,
  normalizeHost,
  PUBLIC_FILES_PATH,
} from './branding.service';
export { createMailBrands } from './mail-brand';
export { createWhitelabelRepository, type WhitelabelRepository } from './whitelabel.repository';
export { whitelabelRoutes } from './whitelabel.routes';
export {
  createWhitelabelService,
  DOMAIN_RECHECK_JOB,
  type WhitelabelService,
} from './whitelabel.service';
export * from './whitelabel.tables';
