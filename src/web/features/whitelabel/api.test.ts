import { describe, expect, it } from 'vitest';
import { type LogoByHost, toHostBranding } from './api';

const plainHost: LogoByHost = {
  agencyName: null,
  favicon: null,
  logo: null,
  logoChangedAt: null,
  colors: null,
  storageBaseUrl: '/storage',
  showBanner: true,
};

describe('toHostBranding', () => {
  it('keeps the default branding on a host without an agency', () => {
    expect(toHostBranding(plainHost)).toEqual({
      agencyName: null,
      favicon: null,
      logo: null,
      logoChangedAt: null,
      colors: {},
    });
  });

  it('builds favicon and logo URLs from the storage base with the change time', () => {
    const branding = toHostBranding({
      ...plainHost,
      agencyName: 'Acme Agency',
      favicon: 'whitelabel/acme/favicon.png',
      logo: 'whitelabel/acme/logo.png',
      logoChangedAt: '2026-03-01T10:00:00.000Z',
      colors: { primary: '#ff0066' },
      storageBaseUrl: 'https://cdn.example.com/files/',
    });
    const t = Date.parse('2026-03-01T10:00:00.000Z');
    expect(branding).toEqual({
      agencyName: 'Acme Agency',
      favicon: `https://cdn.example.com/files/whitelabel/acme/favicon.png?t=${t}`,
      logo: `https://cdn.example.com/files/whitelabel/acme/logo.png?t=${t}`,
      logoChangedAt: '2026-03-01T10:00:00.000Z',
      colors: { primary: '#ff0066' },
    });
  });

  it('treats a blank agency name as none', () => {
    expect(toHostBranding({ ...plainHost, agencyName: '   ' }).agencyName).toBeNull();
  });
});
