import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainStateDto } from '../../../common/api/whitelabel';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { domainCheckText, installHostWarning } from './domain-check-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
const tIn = (language: 'en' | 'de') => i18n.getFixedT(language);

const state = (changes: Partial<DomainStateDto>): DomainStateDto => ({
  domain: 'app.agency.com',
  domainStatus: 'pending',
  domainFailureReason: null,
  domainCheckFound: null,
  domainCheckedAt: '2026-05-01T10:00:00.000Z',
  dnsRecords: [
    { type: 'CNAME', name: 'app.agency.com', value: 'app.reachbase.com' },
    { type: 'TXT', name: '_reachbase-verify.app.agency.com', value: 'rb-123' },
  ],
  installHostPublic: true,
  ...changes,
});

describe('domainCheckText', () => {
  it.each([
    [
      'no_record',
      null,
      'No CNAME or TXT record for app.agency.com was found yet. Create one of the records below at your DNS provider; new records can take a few hours to appear.',
      'Für app.agency.com wurde noch kein CNAME- oder TXT-Eintrag gefunden. Legen Sie einen der Einträge unten bei Ihrem DNS-Anbieter an; neue Einträge können einige Stunden brauchen, bis sie sichtbar sind.',
    ],
    [
      'wrong_target',
      'old-host.example.net',
      'The CNAME of app.agency.com points to old-host.example.net. Change its value to app.reachbase.com.',
      'Der CNAME von app.agency.com zeigt auf old-host.example.net. Ändern Sie seinen Wert in app.reachbase.com.',
    ],
    [
      'txt_differs',
      'rb-other',
      'The TXT record _reachbase-verify.app.agency.com holds "rb-other", not this domain\'s code. Replace its value with the one below.',
      'Der TXT-Eintrag _reachbase-verify.app.agency.com enthält „rb-other“, nicht den Code dieser Domain. Ersetzen Sie seinen Wert durch den unten.',
    ],
    [
      'dns_error',
      'ESERVFAIL',
      'DNS did not answer for app.agency.com (ESERVFAIL). This is usually temporary: the domain is checked again every 15 minutes, or check now in a while.',
      'Das DNS hat für app.agency.com nicht geantwortet (ESERVFAIL). Das ist meist vorübergehend: Die Domain wird alle 15 Minuten erneut geprüft, oder prüfen Sie in einer Weile selbst.',
    ],
  ] as const)(
    'says what %s found and what to do, in English and German',
    (reason, found, english, german) => {
      const checked = state({ domainFailureReason: reason, domainCheckFound: found });
      expect(domainCheckText(checked, tIn('en'))).toBe(english);
      expect(domainCheckText(checked, tIn('de'))).toBe(german);
    },
  );

  it('says nothing once the domain is verified or before its first check', () => {
    expect(domainCheckText(state({ domainStatus: 'verified' }), tIn('en'))).toBeNull();
    expect(domainCheckText(state({ domainCheckedAt: null }), tIn('de'))).toBeNull();
  });
});

describe('installHostWarning', () => {
  it('warns that a CNAME target which is not a public host name cannot work, in both languages', () => {
    const local = state({
      installHostPublic: false,
      dnsRecords: [{ type: 'CNAME', name: 'app.agency.com', value: 'localhost' }],
    });
    expect(installHostWarning(local, tIn('en'))).toBe(
      'localhost is not a public host name, so these records cannot work yet. The person who runs this installation must set PUBLIC_URL to its public address, such as https://app.yourcompany.com.',
    );
    expect(installHostWarning(local, tIn('de'))).toBe(
      'localhost ist kein öffentlicher Hostname, daher können diese Einträge noch nicht funktionieren. Wer diese Installation betreibt, muss PUBLIC_URL auf ihre öffentliche Adresse setzen, z. B. https://app.yourcompany.com.',
    );
  });

  it('stays silent for a public CNAME target', () => {
    expect(installHostWarning(state({}), tIn('en'))).toBeNull();
  });
});
