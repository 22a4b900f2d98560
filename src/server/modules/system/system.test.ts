import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

describe('GET /api/v1/health', () => {
  it('reports a reachable database and job queue', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({
      ok: true,
      kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(body.queue.ok).toBe(true);
  });
});
