import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { vi } from 'vitest';
import { createMailRepository, type OutboxMail } from '../../integrations/mail';
import type { TestKit } from '../../testing/kit';
import { VERIFICATION_MAIL_JOB } from './email-verification';

// Shared by the auth test files: a DNS fake at the adapter, request and outbox helpers.

export { recordingDns } from '../../testing/offline-dns';

export function uniqueEmail(prefix = 'person', domain = 'example.com'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@${domain}`;
}

/** A different client address per call (the app trusts X-Forwarded-For), so limits start fresh. */
export function fromNewAddress(): Record<string, string> {
  const [a, b, c] = randomBytes(3);
  return { 'x-forwarded-for': `10.${a}.${b}.${c}` };
}

export const STRONG_PASSWORD = 'violet-harbour-canvas-92';

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    password: STRONG_PASSWORD,
    fullName: 'Ana Silva',
    jobRole: 'Founder',
    ...overrides,
  };
}

export async function call(
  kit: TestKit,
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: InjectOptions['payload']; headers?: Record<string, string> } = {},
) {
  const response = await kit.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: options.payload,
    headers: options.headers,
  });
  const body = response.body ? response.json() : null;
  return { status: response.statusCode, body, headers: response.headers };
}

/** From an address of its own, so sign-ups of one test file stay within the per-address limit. */
export function signUpThroughApi(kit: TestKit, overrides: Record<string, unknown> = {}) {
  return call(kit, 'POST', '/customer/auth/signup', {
    payload: signupBody(overrides),
    headers: fromNewAddress(),
  });
}

/** The newest outbox mail to this address, or null. */
export async function lastMailTo(kit: TestKit, to: string): Promise<OutboxMail | null> {
  const recent = await createMailRepository(kit.database.db).listRecent({ limit: 200 });
  return recent.find((mail) => mail.to === to) ?? null;
}

/**
 * The newest mail to `to` (with this subject, if given), once one has arrived (up to 15 s): mails
 * sent by a job (the sign-up's verification, a password reset) arrive after the request answered.
 */
export async function mailArriving(
  kit: TestKit,
  to: string,
  subject?: string,
): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mail = await lastMailTo(kit, to);
      if (!mail || (subject !== undefined && mail.subject !== subject)) {
        throw new Error(`no ${subject ?? 'mail'} to ${to} yet`);
      }
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** The link to `path` in a mail's text (the links stand on their own line). */
export function linkIn(mail: OutboxMail, path: string): URL {
  const line = mail.text.split('\n').find((text) => text.includes(path));
  if (!line) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(line.trim());
}

/** The verification mails queued for a user, sent or not. */
export async function queuedVerificationMails(kit: TestKit, userId: string): Promise<unknown[]> {
  const { rows } = await kit.database.executeSql(
    `select 1 from pgboss.job where name = $1 and data->>'userId' = $2`,
    [VERIFICATION_MAIL_JOB, userId],
  );
  return rows;
}
