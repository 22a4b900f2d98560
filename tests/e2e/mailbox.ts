import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const mailboxUrl = inject('mailboxUrl');

type Mail = { to: string[]; subject: string; text: string };

/** Where the journeys' server mails contact-form tickets (global-setup.ts). */
export const SUPPORT_EMAIL = 'support@reachbase.test';

/** Waits for a mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(mailboxUrl)).json()) as Mail[];
    const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
      throw new Error(`No mail to ${to} matching ${subject} in ${timeoutMs} ms; received: ${seen}`);
    }
    await sleep(200);
  }
}

/** Waits for a mail to `to` whose subject matches, and returns the first link in it. */
export async function waitForLink(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await waitForMail(to, subject, Math.max(0, deadline - Date.now()));
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`The mail to ${to} matching ${subject} has no link`);
    await sleep(200);
  }
}
