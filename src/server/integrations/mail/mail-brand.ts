// Whose name a product mail carries: the product's, or an agency's (white-label). The modules that
// write mails get a `MailBrandFor` function, so they never need to know about white-labelling.

import type { Locale } from '../../../common/locales';
import { serverText } from '../../http/i18n/server-text';

export const PRODUCT_NAME = 'Reachbase';

export type MailBrand = {
  /** Sender display name and signature. */
  name: string;
  /** Absolute URL of the logo shown at the top of the HTML part, if any. */
  logoUrl: string | null;
  /** `#rrggbb` for the link button, if any. */
  primaryColor: string | null;
  /** Where links in the mail point: the agency's verified domain or PUBLIC_URL. */
  appUrl: string;
  /**
   * Send From this address through this SMTP server: an agency's own credentials. Without them
   * a branded mail still leaves from MAIL_FROM's address, so nobody's address is spoofed.
   */
  sender: { address: string; smtpUrl: string } | null;
};

/** The brand of an organization's mails (`null`: no organization yet, the product's own). */
export type MailBrandFor = (orgId: string | null) => Promise<MailBrand>;

export function productMailBrand(publicUrl: string): MailBrand {
  return { name: PRODUCT_NAME, logoUrl: null, primaryColor: null, appUrl: publicUrl, sender: null };
}

export type MailContent = { subject: string; text: string; html: string };

/**
 * A product mail, written in English and sent in `locale` (the server's catalogue): greeting, lines, the link on its own line (mail clients make it clickable, the
 * outbox log shows it whole), a closing, and the brand's name as signature; the same as simple
 * HTML with the brand's logo and colour.
 */
export function composeMail(
  brand: MailBrand,
  english: { subject: string; greeting: string; lines: string[]; link: string; closing: string },
  locale: Locale = 'en',
): MailContent {
  const say = (sentence: string) => serverText(sentence, locale);
  const parts = {
    ...english,
    subject: say(english.subject),
    lines: english.lines.map(say),
    closing: say(english.closing),
  };
  const hello = say(english.greeting.trim() ? `Hi ${english.greeting.trim()},` : 'Hi,');
  const text = [
    hello,
    '',
    ...parts.lines,
    '',
    parts.link,
    '',
    parts.closing,
    '',
    `— ${brand.name}`,
  ].join('\n');
  const color = brand.primaryColor ?? '#4f46e5';
  const html = [
    brand.logoUrl
      ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:48px;max-width:240px"></p>`
      : '',
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${parts.lines.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(parts.link)}" style="color:${escapeHtml(color)}">${escapeHtml(parts.link)}</a></p>`,
    `<p>${escapeHtml(parts.closing)}</p>`,
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: parts.subject, text, html };
}

// Names come from users (their own, their agency's): they must not become markup.
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
