import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { AGENCY_NAME_MAX } from '../../../common/api/whitelabel';
import { badRequest } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import type { WhitelabelColors } from './whitelabel.tables';
import { WHITELABEL_TEXT } from './whitelabel.text';

/** SPEC 7's text fields of `PUT config-whitelabel`; the files are `file` and `favIcon`. */
export const WHITELABEL_TEXT_FIELDS = [
  'agencyName',
  'domain',
  'senderEmail',
  'apiKey',
  'showBanner',
  'colors',
] as const;

export const COLOR_NAMES = [
  'primary',
  'primaryLight',
  'secondary',
  'secondaryLight',
  'textLight',
  'textDark',
  'appBackground',
  'navbarBackground',
] as const satisfies readonly (keyof WhitelabelColors)[];

/**
 * What a `PUT config-whitelabel` form asks to change. A field left out is `undefined` (kept as
 * it is); a field sent empty is `null` (cleared).
 */
export type WhitelabelChanges = {
  agencyName?: string | null;
  domain?: string | null;
  senderEmail?: string | null;
  apiKey?: string | null;
  showBanner?: boolean;
  colors?: WhitelabelColors | null;
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const emailSchema = z.email().max(254);

/** Parses and checks every field before anything is stored: bad input changes nothing. */
export function parseWhitelabelForm(fields: Record<string, string>): WhitelabelChanges {
  for (const name of Object.keys(fields)) {
    if (!(WHITELABEL_TEXT_FIELDS as readonly string[]).includes(name)) {
      throw badRequest(WHITELABEL_TEXT.notASetting({ name }), name);
    }
  }
  const text = (name: (typeof WHITELABEL_TEXT_FIELDS)[number]) => {
    const value = fields[name];
    if (value === undefined) return undefined;
    return value.trim() === '' ? null : value.trim();
  };
  const changes: WhitelabelChanges = {};

  const agencyName = text('agencyName');
  if (agencyName && agencyName.length > AGENCY_NAME_MAX) {
    throw badRequest(WHITELABEL_TEXT.agencyNameTooLong({ max: AGENCY_NAME_MAX }), 'agencyName');
  }
  if (agencyName !== undefined) changes.agencyName = agencyName;

  const domain = text('domain');
  if (domain !== undefined) changes.domain = domain === null ? null : parseHostname(domain);

  const senderEmail = text('senderEmail');
  if (senderEmail && !emailSchema.safeParse(senderEmail).success) {
    throw badRequest(WHITELABEL_TEXT.senderInvalid, 'senderEmail');
  }
  if (senderEmail !== undefined) changes.senderEmail = senderEmail?.toLowerCase() ?? null;

  const apiKey = text('apiKey');
  if (apiKey) assertSmtpUrl(apiKey);
  if (apiKey !== undefined) changes.apiKey = apiKey;

  const showBanner = text('showBanner');
  if (showBanner !== undefined) {
    if (showBanner !== 'true' && showBanner !== 'false') {
      throw badRequest(WHITELABEL_TEXT.showBannerBoolean, 'showBanner');
    }
    changes.showBanner = showBanner === 'true';
  }

  const colors = text('colors');
  if (colors !== undefined) changes.colors = colors === null ? null : parseColors(colors);
  return changes;
}

/** A hostname an agency can point at us: at least two labels, no scheme, port, path or IP. */
export function parseHostname(input: string): string {
  const fail = (why: Message) => badRequest(why, 'domain');
  if (/[/:@?#\s]/.test(input)) throw fail(WHITELABEL_TEXT.domainHostnameOnly);
  const ascii = domainToASCII(input.toLowerCase().replace(/\.$/, ''));
  if (!ascii) throw fail(WHITELABEL_TEXT.domainInvalid);
  if (isIP(ascii)) throw fail(WHITELABEL_TEXT.domainIsIp);
  const labels = ascii.split('.');
  if (labels.length < 2 || ascii.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw fail(WHITELABEL_TEXT.domainInvalid);
  }
  if (labels.at(-1) === 'localhost' || /^\d+$/.test(labels.at(-1) ?? '')) {
    throw fail(WHITELABEL_TEXT.domainNotPublic);
  }
  return ascii;
}

// Providers' API keys are SMTP passwords (SendGrid: user "apikey"; Postmark: the token as user
// and password), so one URL form covers every provider without an adapter per vendor.
function assertSmtpUrl(value: string): void {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw badRequest(WHITELABEL_TEXT.apiKeyNotSmtpUrl, 'apiKey');
  }
}

function parseColors(json: string): WhitelabelColors {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest(WHITELABEL_TEXT.colorsNotObject, 'colors');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(WHITELABEL_TEXT.colorsNotObject, 'colors');
  }
  const colors: WhitelabelColors = {};
  for (const [name, color] of Object.entries(value)) {
    if (!(COLOR_NAMES as readonly string[]).includes(name)) {
      throw badRequest(
        WHITELABEL_TEXT.colorNotInPalette({ name, names: COLOR_NAMES.join(', ') }),
        'colors',
      );
    }
    if (color === null || color === '') continue;
    if (typeof color !== 'string' || !HEX_COLOR.test(color)) {
      throw badRequest(WHITELABEL_TEXT.colorInvalid({ name }), 'colors');
    }
    colors[name as keyof WhitelabelColors] = color.toLowerCase();
  }
  return colors;
}
