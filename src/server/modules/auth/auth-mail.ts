import type { MailMessage } from '../../integrations/mail';
import { ONE_TIME_TOKEN_TTL_MS } from '../account';

// The emails of sign-up and password reset: short plain text with the link on its own line (mail
// clients make it clickable, and the outbox log shows it whole), plus the same as simple HTML.

type MailContent = Pick<MailMessage, 'subject' | 'text' | 'html'>;

const VERIFY_LINK_DAYS = ONE_TIME_TOKEN_TTL_MS['verify-email'] / 86_400_000;
const RESET_LINK_MINUTES = ONE_TIME_TOKEN_TTL_MS['reset-password'] / 60_000;

export function verificationMail(input: { fullName: string; link: string }): MailContent {
  return compose({
    subject: 'Verify your email address',
    greeting: input.fullName,
    lines: ['Please confirm your email address by opening this link:'],
    link: input.link,
    closing: `The link works for ${VERIFY_LINK_DAYS} days. If you did not sign up for Reachbase, ignore this email.`,
  });
}

export function passwordResetMail(input: { fullName: string; link: string }): MailContent {
  return compose({
    subject: 'Reset your password',
    greeting: input.fullName,
    lines: [
      'Someone asked to reset the password of your Reachbase account.',
      'To choose a new one, open this link:',
    ],
    link: input.link,
    closing: `The link works for ${RESET_LINK_MINUTES} minutes and only once. If you did not ask for this, ignore this email: your password stays as it is.`,
  });
}

function compose(parts: {
  subject: string;
  greeting: string;
  lines: string[];
  link: string;
  closing: string;
}): MailContent {
  const hello = parts.greeting.trim() ? `Hi ${parts.greeting.trim()},` : 'Hi,';
  const text = [
    hello,
    '',
    ...parts.lines,
    '',
    parts.link,
    '',
    parts.closing,
    '',
    '— Reachbase',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${parts.lines.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`,
    `<p>${escapeHtml(parts.closing)}</p>`,
    '<p>— Reachbase</p>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

// The name is the user's own input: it must not become markup in the HTML part.
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
