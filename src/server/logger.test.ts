import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { chooseLogFormat, createLogger } from './logger';
import { users } from './modules/account';
import type { SignedIn } from './testing/factories';
import { createTestKit, type TestKit } from './testing/kit';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('request logs', () => {
  it('never write an invitation token from the path', () => {
    const { lines, logger } = capture();
    // Fastify's request exposes url through a getter only.
    const req = Object.defineProperty({ method: 'GET' }, 'url', {
      get: () => '/api/v1/customer/auth/user/s3cr3t-token?x=1',
    });
    logger.info({ req }, 'incoming request');
    expect(lines.join('')).not.toContain('s3cr3t-token');
    expect(JSON.parse(lines[0]).req.url).toBe('/api/v1/customer/auth/user/[redacted]?x=1');
  });

  it('never write the access token header', () => {
    const { lines, logger } = capture();
    logger.info(
      { req: { url: '/api/v1/health', headers: { 'x-access-token': 'abc123secret' } } },
      'x',
    );
    expect(lines.join('')).not.toContain('abc123secret');
  });
});

describe('error logs', () => {
  let kit: TestKit;
  let owner: SignedIn;
  beforeAll(async () => {
    kit = await createTestKit();
    owner = await kit.signUp();
  });
  afterAll(() => kit.close());

  const NOTE = 'Private note: asked for triple the fee';

  /** A real failed write: a second user with the owner's email (unique violation 23505). */
  async function failedInsert(): Promise<unknown> {
    try {
      await kit.database.db
        .insert(users)
        .values({ orgId: owner.org.id, email: owner.email, role: 'member', fullName: NOTE });
    } catch (error) {
      return error;
    }
    throw new Error('the insert should have failed');
  }

  it('keep the statement and the error code, never the values it ran with', async () => {
    const error = await failedInsert();
    // The values really are on the error: a serializer that copied it would log them.
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(owner.email);

    const { lines, logger } = capture();
    logger.error({ err: error }, 'request failed');
    logger.child({ reqId: 'req-1' }).error(error as Error);
    const out = lines.join('');
    expect(out).not.toContain(owner.email);
    expect(out).not.toContain(NOTE);
    const [first, second] = lines.map((line) => JSON.parse(line));
    for (const { err } of [first, second]) {
      expect(err.message).toMatch(/^Failed query: insert into "users"/);
      expect(err.query).toMatch(/^insert into "users"/);
      expect(err).not.toHaveProperty('params');
      expect(err.stack).toMatch(/\n {4}at /);
      expect(err.cause.code).toBe('23505');
      expect(err.cause).not.toHaveProperty('detail');
    }
  });

  it('reach Fastify request logs through the app logger', async () => {
    const error = await failedInsert();
    const { lines, logger } = capture();
    const app = Fastify({ loggerInstance: logger });
    app.get('/fails', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.err);
    expect(logged.err.cause.code).toBe('23505');
    expect(lines.join('')).not.toContain(owner.email);
    expect(lines.join('')).not.toContain(NOTE);
  });
});

describe('log format', () => {
  it('writes readable lines to a terminal and JSON to a pipe or file when LOG_FORMAT is unset', () => {
    expect(chooseLogFormat({ configured: undefined, isTTY: true })).toBe('pretty');
    expect(chooseLogFormat({ configured: undefined, isTTY: false })).toBe('json');
  });

  it('follows LOG_FORMAT whatever stdout is', () => {
    expect(chooseLogFormat({ configured: 'json', isTTY: true })).toBe('json');
    expect(chooseLogFormat({ configured: 'pretty', isTTY: false })).toBe('pretty');
  });

  it('reads LOG_FORMAT from the environment, empty as unset, and refuses another value by name', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});
