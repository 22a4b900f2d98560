import type { Branding } from '../../../common/api/branding';
import { isAgencyPlan } from '../../../common/plans';
import type { Storage } from '../../integrations/storage';
import type { WhitelabelRepository, WhitelabelWithPlan } from './whitelabel.repository';

/** Public files (logos, favicons) are served here; SPEC 2 builds URLs as base + file + `?t=`. */
export const PUBLIC_FILES_PATH = '/api/v1/files/public';

/**
 * What the shell, public pages, PDFs and mails need to wear an agency's brand (the contract's
 * shape). `logo` and `favicon` are storage file names; URLs are PUBLIC_FILES_PATH + name +
 * `?t=<logoChangedAt>`.
 */
export type { Branding };

export const DEFAULT_BRANDING: Branding = {
  agencyName: null,
  logo: null,
  favicon: null,
  logoChangedAt: null,
  colors: null,
  storageBaseUrl: PUBLIC_FILES_PATH,
  showBanner: true,
};

/** `Host` header or `?host=` value to the form domains are stored in: lower case, no port. */
export function normalizeHost(host: string | undefined | null): string | null {
  const name = host?.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name ? name : null;
}

/**
 * Branding is applied only while the organization's plan is an agency plan (SPEC 5): a downgraded
 * agency keeps its settings, stored, but its clients see the product's defaults until it
 * upgrades again.
 */
function toBranding(found: WhitelabelWithPlan | null): Branding {
  if (!found || !isAgencyPlan(found.plan)) return DEFAULT_BRANDING;
  const { whitelabel } = found;
  return {
    agencyName: whitelabel.agencyName?.trim() || null,
    logo: whitelabel.logo,
    favicon: whitelabel.favicon,
    logoChangedAt: whitelabel.logoChangedAt?.toISOString() ?? null,
    colors: whitelabel.colors,
    storageBaseUrl: PUBLIC_FILES_PATH,
    showBanner: whitelabel.showBanner,
  };
}

export function createBrandingService(deps: {
  repository: WhitelabelRepository;
  /** Where the logo and favicon files are (public files under `public/`). */
  storage: Storage;
  /** The install's own address (PUBLIC_URL), used when an agency has no verified domain. */
  publicUrl: string;
}) {
  const { repository } = deps;
  return {
    async brandingForOrg(orgId: string): Promise<Branding> {
      return toBranding(await repository.findByOrg(orgId));
    },

    /** The white-label check (SPEC 2 "logo by host"): a verified agency domain, else defaults. */
    async brandingForHost(host: string | undefined | null): Promise<Branding> {
      const domain = normalizeHost(host);
      if (!domain) return DEFAULT_BRANDING;
      return toBranding(await repository.findByVerifiedDomain(domain));
    },

    /** The logo's bytes (PNG, as stored on upload) for renderers that embed it, such as PDFs. */
    async logoImage(branding: Branding): Promise<Buffer | null> {
      if (!branding.logo) return null;
      const file = await deps.storage.get(`public/${branding.logo}`);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /** Whether a reverse proxy may obtain a certificate for this host (on-demand TLS). */
    async isVerifiedAgencyDomain(host: string | undefined | null): Promise<boolean> {
      const domain = normalizeHost(host);
      if (!domain) return false;
      const found = await repository.findByVerifiedDomain(domain);
      return found !== null && isAgencyPlan(found.plan);
    },

    /**
     * Where an organization's members and clients open the app: its verified domain (served over
     * HTTPS by the reverse proxy), else the install's own address. Links in mails use this.
     */
    async appUrlForOrg(orgId: string): Promise<string> {
      const found = await repository.findByOrg(orgId);
      const { whitelabel } = found ?? {};
      if (found && whitelabel?.domain && whitelabel.domainStatus === 'verified') {
        if (isAgencyPlan(found.plan)) return `https://${whitelabel.domain}`;
      }
      return deps.publicUrl;
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;
