// Whose name a product mail carries: the product's, or an agency's (white-label). The modules that
// write mails get a `MailBrandFor` function, so they never need to know about white-labelling.

import type { Locale } from '../../../common/locales';
import { defineText, type Message } from '../../http/i18n/text';

const MAIL_TEXT = defineText('mail', {
  hiName: { en: 'Hi {name},', de: 'Hallo {name},' },
  hi: { en: 'Hi,', de: 'Hallo,' },
});

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
 * A product mail in `locale`: greeting (the reader's name), lines, the link on its own line (mail
 * clients make it clickable, the outbox log shows it whole), a closing, and the brand's name as
 * signature; the same as simple HTML with the brand's logo and colour.
 */
export function composeMail(
  brand: MailBrand,
  mail: { subject: Message; greeting: string; lines: Message[]; link: string; closing: Message },
  locale: Locale = 'en',
): MailContent {
  const say = (sentence: Message) => sentence.in(locale);
  const parts = {
    link: mail.link,
    subject: say(mail.subject),
    lines: mail.lines.map(say),
    closing: say(mail.closing),
  };
  const name = mail.greeting.trim();
  const hello = say(name ? MAIL_TEXT.hiName({ name }) : MAIL_TEXT.hi);
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
