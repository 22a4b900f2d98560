import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { shouldRetryQuery } from './query-client';

const failure = (status: number) => new ApiError(status, { name: 'X', message: 'x' }, 'fallback');

describe('shouldRetryQuery', () => {
  it('retries a network failure or server error once', () => {
    expect(shouldRetryQuery(0, failure(0))).toBe(true);
    expect(shouldRetryQuery(0, failure(503))).toBe(true);
    expect(shouldRetryQuery(1, failure(503))).toBe(false);
  });

  it('does not retry an answer that will not change', () => {
    for (const status of [400, 401, 403, 404, 409, 423, 429]) {
      expect(shouldRetryQuery(0, failure(status)), String(status)).toBe(false);
    }
  });

  it('does not retry a cancelled request', () => {
    expect(shouldRetryQuery(0, new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
