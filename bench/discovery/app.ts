import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import type { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createMailRepository } from '../../src/server/integrations/mail';
import { createLogger } from '../../src/server/logger';
import { createOperatorTools } from '../../src/server/modules/account';
import { createRuntime, type Runtime } from '../../src/server/runtime';

type Config = ReturnType<typeof loadConfig>;

/** The real app on a random loopback port, over the bench bank. */
export async function startApp(config: Config, database: DatabaseHandle) {
  const runtime = await createRuntime({
    config,
    logger: createLogger('silent'),
    database,
    // Offline machine: MX lookups of the sign-up address are answered by a local peer.
    dns: { lookupMx: async () => ({ kind: 'found', exchanges: ['mx.bench.test'] }) },
  });
  const address = await runtime.app.listen({ host: '127.0.0.1', port: 0 });
  return { runtime, baseUrl: address };
}

async function post(url: string, body: unknown, expected: number): Promise<unknown> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode !== expected) throw new Error(`${url}: ${response.statusCode} ${text}`);
  return JSON.parse(text);
}

/**
 * A searcher as a customer becomes one: sign-up over HTTP, the emailed verification link, then
 * the operator's `set-plan agency` (unlimited searches, so the allowance never stops the bench).
 * The sign-up's own mail goes out from a job and the bench takes no jobs (their polling would
 * run beside the measured queries), so the searcher asks for the mail again, sent at once.
 */
export async function signUpSearcher(
  runtime: Runtime,
  baseUrl: string,
): Promise<{ token: string; orgId: string }> {
  const email = `bench-${randomBytes(5).toString('hex')}@bench.example.com`;
  const signup = (await post(
    `${baseUrl}/api/v1/customer/auth/signup`,
    { email, password: 'violet-harbour-canvas-92', fullName: 'Bench Searcher', jobRole: 'Founder' },
    201,
  )) as { token: string; organization: { _id: string } };
  const resent = await request(`${baseUrl}/api/v1/customer/account/resend-verify-email`, {
    headers: { 'x-access-token': signup.token },
  });
  if (resent.statusCode !== 200) throw new Error(`resend: ${await resent.body.text()}`);
  await resent.body.dump();
  const mails = await createMailRepository(runtime.database.db).listRecent({ limit: 20 });
  const mail = mails.find((m) => m.to === email);
  const line = mail?.text.split('\n').find((text) => text.includes('/auth/verify-email'));
  if (!line) throw new Error(`no verification mail to ${email}`);
  const token = new URL(line.trim()).searchParams.get('token');
  await post(`${baseUrl}/api/v1/customer/account/verify-email`, { token }, 200);
  await createOperatorTools(runtime.database.db).setPlan(email, 'agency');
  return { token: signup.token, orgId: signup.organization._id };
}
