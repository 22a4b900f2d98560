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

  it('counts a token holder apart from anonymous callers of the same address', async () => {
    const withToken = await health({ 'x-access-token': 'some-token' });
    expect(withToken.statusCode).toBe(200);
  });

  it('limits guessing tokens: an unknown token is refused, then rate-limited', async () => {
    // The caller lookup runs beside the rate-limit counter, and the limit is checked first.
    const guess = () =>
      kit.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: { 'x-access-token': 'guessed-token-0123456789' },
      });
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(401);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'RateLimited' });
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
