import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { newClientAddress, newEmail, PASSWORD } from './accounts-api';
import { waitForLink } from './mailbox';

const baseUrl = inject('baseUrl');

async function verifyEmail(email: string): Promise<void> {
  const link = new URL(await waitForLink(email, /verify/i));
  const response = await fetch(`${baseUrl}/api/v1/customer/account/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (!response.ok) throw new Error(`verification failed: ${response.status}`);
}

/**
 * A verified owner on a plan with exports: a deal-site code at sign-up redeems the lifetime tier
 * (500 exports a month), through the API only, while the server runs (no operator CLI on its data).
 */
export async function verifiedDealSignUpViaApi(): Promise<{ email: string; token: string }> {
  const email = newEmail('deal');
  const dealCode = `RB-DEAL-${randomBytes(4).toString('hex').toUpperCase()}`;
  const response = await fetch(`${baseUrl}/api/v1/customer/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newClientAddress() },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      fullName: 'Dana Deal',
      jobRole: 'Founder',
      role: 'owner',
      dealCode,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await verifyEmail(email);
  return { email, token };
}

/**
 * Runs new searches through the API until the plan refuses one; answers how many it took. Each
 * has other filters: the same search again within a day is free and would never use them up.
 */
export async function spendAllSearchesViaApi(
  token: string,
  atMost = 100,
  base = baseUrl,
): Promise<number> {
  for (let spent = 0; spent < atMost; spent += 1) {
    const response = await fetch(`${base}/api/v1/customer/discoverProfiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ platform: 'instagram', followers: { min: spent + 1 }, limit: 1 }),
    });
    await response.arrayBuffer();
    if (response.status === 423) return spent;
    if (!response.ok && response.status !== 404) {
      throw new Error(`search failed: ${response.status}`);
    }
  }
  throw new Error(`still searching after ${atMost} searches`);
}
