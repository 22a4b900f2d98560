import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { chooseLogFormat, createLogger } from './logger';

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
