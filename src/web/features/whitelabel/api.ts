// The white-label check (SPEC 2 "logo by host"): which agency, if any, this host belongs to.

import type { Branding } from '../../../common/api/branding';
import { assetUrl } from '../../../common/media';
import type { HostBranding } from '../../app/ui-store';
import { apiRequest } from '../../lib/api-client';

/** GET /public/logo; public pages of the agency say "Shared by" when `showBanner`. */
export type LogoByHost = Branding;

export function fetchLogoByHost(host: string): Promise<LogoByHost> {
  // Quiet: a failed check falls back to the default branding and is recorded as checkDomainError.
  return apiRequest<LogoByHost>('/public/logo', { query: { host }, quiet: true });
}

/** Whether an answer's branding is an agency's rather than the product's defaults. */
export function isAgencyBranding(branding: LogoByHost): boolean {
  return Boolean(branding.agencyName?.trim() || branding.logo || branding.colors);
}

export function toHostBranding(answer: LogoByHost): HostBranding {
  const fileUrl = (file: string | null) =>
    file ? assetUrl(answer.storageBaseUrl, file, answer.logoChangedAt) : null;
  return {
    agencyName: answer.agencyName?.trim() || null,
    favicon: fileUrl(answer.favicon),
    logo: fileUrl(answer.logo),
    logoChangedAt: answer.logoChangedAt,
    colors: answer.colors ?? {},
  };
}
