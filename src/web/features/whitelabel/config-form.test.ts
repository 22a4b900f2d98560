import { describe, expect, it } from 'vitest';
import {
  changedFields,
  draftThemeColors,
  hasChanges,
  invalidColorNames,
  isAcceptedImage,
  toDraft,
  type WhitelabelConfig,
} from './config-form';

const empty: WhitelabelConfig = {
  agencyName: null,
  logo: null,
  favicon: null,
  logoChangedAt: null,
  colors: null,
  domain: null,
  domainStatus: null,
  domainFailureReason: null,
  domainCheckFound: null,
  domainCheckedAt: null,
  dnsRecords: [],
  installHostPublic: true,
  senderEmail: null,
  hasSenderSecret: false,
  showBanner: true,
  storageBaseUrl: '/api/v1/files/public',
};

const saved: WhitelabelConfig = {
  ...empty,
  agencyName: 'Acme Agency',
  logo: 'logo.png',
  colors: { primary: '#ff0066' },
  domain: 'app.acme.test',
  senderEmail: 'hello@acme.test',
  hasSenderSecret: true,
};

function entries(form: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(form.entries());
}

describe('changedFields', () => {
  it('sends nothing when nothing was edited', () => {
    const form = changedFields(saved, toDraft(saved));
    expect(hasChanges(form)).toBe(false);
  });

  it('sends only the edited text fields, trimmed, under their SPEC names', () => {
    const draft = { ...toDraft(saved), agencyName: '  Acme Studio ', domain: 'Portal.Acme.TEST' };
    expect(entries(changedFields(saved, draft))).toEqual({
      agencyName: 'Acme Studio',
      domain: 'portal.acme.test',
    });
  });

  it('sends an empty string to clear a field', () => {
    const draft = { ...toDraft(saved), senderEmail: '' };
    expect(entries(changedFields(saved, draft))).toEqual({ senderEmail: '' });
  });

  it('sends the secret only when one was typed, and the banner switch as text', () => {
    const draft = { ...toDraft(saved), apiKey: 'smtp://u:p@mail.acme.test', showBanner: false };
    expect(entries(changedFields(saved, draft))).toEqual({
      apiKey: 'smtp://u:p@mail.acme.test',
      showBanner: 'false',
    });
  });

  it('sends all eight colours as JSON, null for the defaults, once one changed', () => {
    const draft = toDraft(saved);
    draft.colors.primary = '';
    draft.colors.textDark = '#111111';
    const colors = JSON.parse(String(entries(changedFields(saved, draft)).colors));
    expect(colors).toEqual({
      primary: null,
      primaryLight: null,
      secondary: null,
      secondaryLight: null,
      textLight: null,
      textDark: '#111111',
      appBackground: null,
      navbarBackground: null,
    });
  });

  it('sends a new logo as `file`, a removed favicon as an empty `favIcon`', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const draft = { ...toDraft(saved), logo, favicon: null };
    const form = changedFields(saved, draft);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('logo.png');
    expect(form.get('favIcon')).toBe('');
  });
});

describe('colours in the draft', () => {
  it('previews only complete #rrggbb values and reports the others', () => {
    const draft = toDraft(empty);
    draft.colors.primary = '#FF0066';
    draft.colors.secondary = '#12';
    expect(draftThemeColors(draft)).toEqual({ primary: '#ff0066' });
    expect(invalidColorNames(draft)).toEqual(['secondary']);
  });
});

describe('isAcceptedImage', () => {
  it('accepts PNG, JPEG and WebP and refuses SVG', () => {
    expect(isAcceptedImage({ type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/webp' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/svg+xml' })).toBe(false);
  });
});
