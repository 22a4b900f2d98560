import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { AGENCY_NAME_MAX } from '../../../common/api/whitelabel';
import { badRequest } from '../../http/errors';
import type { WhitelabelColors } from './whitelabel.tables';

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
      throw badRequest(`${name} is not a white-label setting`, name);
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
    throw badRequest(`The agency name is at most ${AGENCY_NAME_MAX} characters`, 'agencyName');
  }
  if (agencyName !== undefined) changes.agencyName = agencyName;

  const domain = text('domain');
  if (domain !== undefined) changes.domain = domain === null ? null : parseHostname(domain);

  const senderEmail = text('senderEmail');
  if (senderEmail && !emailSchema.safeParse(senderEmail).success) {
    throw badRequest('The sender email is not a valid address', 'senderEmail');
  }
  if (senderEmail !== undefined) changes.senderEmail = senderEmail?.toLowerCase() ?? null;

  const apiKey = text('apiKey');
  if (apiKey) assertSmtpUrl(apiKey);
  if (apiKey !== undefined) changes.apiKey = apiKey;

  const showBanner = text('showBanner');
  if (showBanner !== undefined) {
    if (showBanner !== 'true' && showBanner !== 'false') {
      throw badRequest('showBanner must be true or false', 'showBanner');
    }
    changes.showBanner = showBanner === 'true';
  }

  const colors = text('colors');
  if (colors !== undefined) changes.colors = colors === null ? null : parseColors(colors);
  return changes;
}

/** A hostname an agency can point at us: at least two labels, no scheme, port, path or IP. */
export function parseHostname(input: string): string {
  const fail = (why: string) => badRequest(`The domain ${why}`, 'domain');
  if (/[/:@?#\s]/.test(input)) {
    throw fail('must be a hostname only, like app.youragency.com (no https://, port or path)');
  }
  const ascii = domainToASCII(input.toLowerCase().replace(/\.$/, ''));
  if (!ascii) throw fail('is not a valid hostname');
  if (isIP(ascii)) throw fail('must be a hostname, not an IP address');
  const labels = ascii.split('.');
  if (labels.length < 2 || ascii.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw fail('is not a valid hostname');
  }
  if (labels.at(-1) === 'localhost' || /^\d+$/.test(labels.at(-1) ?? '')) {
    throw fail('must be a public hostname');
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
    throw badRequest(
      'apiKey must be an SMTP URL such as smtps://user:password@smtp.provider.com:465 (a provider API key goes in as the password)',
      'apiKey',
    );
  }
}

function parseColors(json: string): WhitelabelColors {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('colors must be a JSON object of colour names to #rrggbb values', 'colors');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('colors must be a JSON object of colour names to #rrggbb values', 'colors');
  }
  const colors: WhitelabelColors = {};
  for (const [name, color] of Object.entries(value)) {
    if (!(COLOR_NAMES as readonly string[]).includes(name)) {
      throw badRequest(
        `colors.${name} is not a colour of the palette (${COLOR_NAMES.join(', ')})`,
        'colors',
      );
    }
    if (color === null || color === '') continue;
    if (typeof color !== 'string' || !HEX_COLOR.test(color)) {
      throw badRequest(`colors.${name} must be a colour like #4f46e5`, 'colors');
    }
    colors[name as keyof WhitelabelColors] = color.toLowerCase();
  }
  return colors;
}
