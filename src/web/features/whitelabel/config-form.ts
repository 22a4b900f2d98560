// The white-label settings form as plain data: what the screen edits, and the one multipart PUT
// that sends only what changed (SPEC 7's field names). Pure, so the rules are unit-tested.

import type { WhitelabelConfigDto } from '../../../common/api/whitelabel';
import { THEME_COLOR_NAMES, type ThemeColorName, type ThemeColors } from '../../app/theme';

/** GET /customer/account/whitelabel; never holds the sender secret itself. */
export type WhitelabelConfig = WhitelabelConfigDto;

/** undefined: keep the stored image; null: remove it; a File: replace it. */
export type ImageChange = File | null | undefined;

export type WhitelabelDraft = {
  agencyName: string;
  domain: string;
  senderEmail: string;
  /** A new SMTP URL or provider key; empty keeps the stored one. */
  apiKey: string;
  showBanner: boolean;
  /** '' means the default colour. */
  colors: Record<ThemeColorName, string>;
  logo: ImageChange;
  favicon: ImageChange;
};

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function toDraft(config: WhitelabelConfig): WhitelabelDraft {
  const colors = {} as Record<ThemeColorName, string>;
  for (const name of THEME_COLOR_NAMES) colors[name] = config.colors?.[name] ?? '';
  return {
    agencyName: config.agencyName ?? '',
    domain: config.domain ?? '',
    senderEmail: config.senderEmail ?? '',
    apiKey: '',
    showBanner: config.showBanner,
    colors,
    logo: undefined,
    favicon: undefined,
  };
}

/** The draft's colours as the preview draws them: only complete #rrggbb values count. */
export function draftThemeColors(draft: WhitelabelDraft): ThemeColors {
  const colors: ThemeColors = {};
  for (const name of THEME_COLOR_NAMES) {
    const value = draft.colors[name].trim();
    if (HEX_COLOR.test(value)) colors[name] = value.toLowerCase();
  }
  return colors;
}

/** Colours typed but not yet #rrggbb; the form refuses to send them. */
export function invalidColorNames(draft: WhitelabelDraft): ThemeColorName[] {
  return THEME_COLOR_NAMES.filter((name) => {
    const value = draft.colors[name].trim();
    return value !== '' && !HEX_COLOR.test(value);
  });
}

function colorsChanged(config: WhitelabelConfig, draft: WhitelabelDraft): boolean {
  return THEME_COLOR_NAMES.some(
    (name) =>
      (config.colors?.[name] ?? '').toLowerCase() !== draft.colors[name].trim().toLowerCase(),
  );
}

/** The multipart body of PUT config-whitelabel, holding only the fields that changed. */
export function changedFields(config: WhitelabelConfig, draft: WhitelabelDraft): FormData {
  const form = new FormData();
  const text = (field: string, stored: string | null, value: string) => {
    if (value.trim() !== (stored ?? '')) form.append(field, value.trim());
  };
  text('agencyName', config.agencyName, draft.agencyName);
  text('domain', config.domain, draft.domain.toLowerCase());
  text('senderEmail', config.senderEmail, draft.senderEmail);
  if (draft.apiKey.trim()) form.append('apiKey', draft.apiKey.trim());
  if (draft.showBanner !== config.showBanner) form.append('showBanner', String(draft.showBanner));
  if (colorsChanged(config, draft)) {
    const colors: Record<string, string | null> = {};
    for (const name of THEME_COLOR_NAMES) {
      colors[name] = draft.colors[name].trim().toLowerCase() || null;
    }
    form.append('colors', JSON.stringify(colors));
  }
  const image = (field: string, change: ImageChange) => {
    if (change === null) form.append(field, '');
    else if (change) form.append(field, change, change.name);
  };
  image('file', draft.logo);
  image('favIcon', draft.favicon);
  return form;
}

export function hasChanges(form: FormData): boolean {
  return !form.keys().next().done;
}

/** The image types the server accepts; SVG is refused because it can carry script. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}
