import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
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
});
