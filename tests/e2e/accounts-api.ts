import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { waitForLink } from './mailbox';

const baseUrl = inject('baseUrl');

export const PASSWORD = 'Harbour-lights-2026!';

/** A fresh address per journey; the app's mail goes to the loopback SMTP server only. */
export function newEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@gmail.com`;
}

/**
 * Each API sign-up comes from its own client address (X-Forwarded-For; the journeys' server trusts
 * its loopback proxy), as real people's do: one address may sign up 20 times an hour.
 */
export function newClientAddress(): Record<string, string> {
  const [a, b, c] = randomBytes(3);
  return { 'x-forwarded-for': `10.${a}.${b}.${c}` };
}

/** Seeds a signed-up owner through the API (faster than the form, which has its own journey). */
export async function signUpViaApi(base = baseUrl): Promise<{ email: string; token: string }> {
  const email = newEmail('owner');
  const response = await fetch(`${base}/api/v1/customer/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newClientAddress() },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      fullName: 'Dana Owner',
      jobRole: 'Founder',
      role: 'owner',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { email, token };
}

/** A signed-up owner whose email is verified through the link that really went out by mail. */
export async function verifiedSignUpViaApi(
  base = baseUrl,
): Promise<{ email: string; token: string }> {
  const account = await signUpViaApi(base);
  const link = new URL(await waitForLink(account.email, /verify/i));
  const response = await fetch(`${base}/api/v1/customer/account/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (!response.ok) throw new Error(`verification failed: ${response.status}`);
  return account;
}

/** A browser context already signed in with the session cookie the web app reads. */
export async function signedInContext(
  browser: Browser,
  token: string,
  base = baseUrl,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'reachbase_session', value: token, url: base }]);
  return context;
}
