import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  // A tiny web build, so the app's static files are served next to the API.
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Reachbase</title>');
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
  kit = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: distDir } });
});
afterAll(() => kit.close());

const health = (headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'GET', url: '/api/v1/health', headers });

describe('rate limiting', () => {
  it('answers RateLimited with Retry-After once the window is used up', async () => {
    for (let i = 0; i < 3; i++) expect((await health()).statusCode).toBe(200);
    const refused = await health();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'RateLimited', statusCode: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a signed-in user by who they are, apart from the address they share', async () => {
    const from = { 'x-forwarded-for': '203.0.113.20' };
    for (let i = 0; i < 4; i++) await health(from);
    expect((await health(from)).statusCode).toBe(429);
    const owner = await kit.signUp();
    expect((await health({ ...from, ...owner.headers })).statusCode).toBe(200);
  });

  it('gives a user one window whatever the session: a second session adds no requests', async () => {
    const owner = await kit.signUp();
    const secondSession = { 'x-access-token': await kit.services.sessions.create(owner.user) };
    for (let i = 0; i < 3; i++) {
      expect((await health(i % 2 ? owner.headers : secondSession)).statusCode).toBe(200);
    }
    const refused = await health(secondSession);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'RateLimited' });
  });

  it('counts an unknown token by address: guessing tokens is refused, then rate-limited', async () => {
    const from = { 'x-forwarded-for': '203.0.113.30' };
    const guess = (token: string) =>
      kit.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: { ...from, 'x-access-token': token },
      });
    for (let i = 0; i < 3; i++) {
      expect((await guess(`guessed-token-${randomUUID()}`)).statusCode).toBe(401);
    }
    const refused = await guess(`guessed-token-${randomUUID()}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'RateLimited' });
    // The same address without any token is the same client, refused too.
    expect((await health(from)).statusCode).toBe(429);
  });

  it('counts a token by address again once it is signed out', async () => {
    const owner = await kit.signUp();
    expect((await health(owner.headers)).statusCode).toBe(200);
    await kit.services.sessions.revoke(owner.token);
    const me = () =>
      kit.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: { ...owner.headers, 'x-forwarded-for': '203.0.113.40' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await me()).statusCode);
    // Signed out, the token is no identity: from the first request it counts against the
    // address, which has 3 a minute.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts IPv6 clients by their /64, so a host cannot pick a fresh address per request', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await health({ 'x-forwarded-for': `2001:db8:7:7::${i + 1}` })).statusCode).toBe(200);
    }
    expect((await health({ 'x-forwarded-for': '2001:db8:7:7::99' })).statusCode).toBe(429);
    expect((await health({ 'x-forwarded-for': '2001:db8:7:8::1' })).statusCode).toBe(200);
  });

  it('keeps serving the web app to an address whose API window is used up', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 4; i++) await health(from);
    expect((await health(from)).statusCode).toBe(429);
    const asset = await kit.app.inject({ method: 'GET', url: '/assets/app.js', headers: from });
    expect(asset.statusCode).toBe(200);
    const page = await kit.app.inject({ method: 'GET', url: '/dashboard', headers: from });
    expect(page.statusCode).toBe(200);
  });
});

describe('rate limiting at 30 a minute (the finding of #18)', () => {
  let kit30: TestKit;
  beforeAll(async () => {
    kit30 = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '30' } });
  });
  afterAll(() => kit30.close());

  it('refuses the calls over the limit when each carries a random X-Access-Token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const response = await kit30.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: { 'x-forwarded-for': '198.51.100.45', 'x-access-token': randomUUID() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('lets the owner change the password after many reads: the change has its own window', async () => {
    const owner = await kit30.signUp();
    for (let i = 0; i < 12; i++) {
      const me = await kit30.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: owner.headers,
      });
      expect(me.statusCode).toBe(200);
    }
    const change = await changePassword(kit30, owner.headers, owner.password);
    expect(change.statusCode).toBe(200);
  });

  it('slows down guessing the current password, and the user can still read', async () => {
    const owner = await kit30.signUp();
    for (let i = 0; i < 10; i++) {
      const wrong = await changePassword(kit30, owner.headers, 'not the current password');
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await changePassword(kit30, owner.headers, owner.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ name: 'RateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const me = await kit30.app.inject({
      method: 'GET',
      url: '/api/v1/customer/account/me',
      headers: owner.headers,
    });
    expect(me.statusCode).toBe(200);
  });
});

function changePassword(kit: TestKit, headers: Record<string, string>, oldPassword: string) {
  return kit.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/account/changePassword',
    headers,
    payload: {
      oldPassword,
      newPassword: 'lantern orbit meadow quartz',
      passwordConfirm: 'lantern orbit meadow quartz',
    },
  });
}
