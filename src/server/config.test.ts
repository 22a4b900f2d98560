import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATABASE_READ_URL', () => {
  const primary = 'postgres://app@db-primary:5432/reachbase';

  it('takes one or more comma-separated replicas of DATABASE_URL, with their lag bound', () => {
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URL: 'postgres://app@db-r1:5432/reachbase, postgres://app@db-r2:5432/reachbase',
      DATABASE_READ_MAX_LAG_MS: '2000',
    });
    expect(config.database).toMatchObject({
      kind: 'postgres',
      readUrls: ['postgres://app@db-r1:5432/reachbase', 'postgres://app@db-r2:5432/reachbase'],
      readMaxLagMs: 2000,
    });
    expect(loadConfig({ DATABASE_URL: primary }).database).toMatchObject({
      readUrls: [],
      readMaxLagMs: 5000,
    });
  });

  it('refuses a replica that is not a URL, and replicas without a PostgreSQL primary', () => {
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'db-r1' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db-r1:5432/reachbase' })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL',
    );
  });
});

describe('OUTREACH_JITTER_MS', () => {
  it('takes a pause or a range below the 60 s mailbox lease, and refuses one that reaches it', () => {
    expect(loadConfig({ OUTREACH_JITTER_MS: '2000-59999' }).outreach.jitterMs).toEqual([
      2000, 59999,
    ]);
    expect(() => loadConfig({ OUTREACH_JITTER_MS: '60000' })).toThrow(
      'OUTREACH_JITTER_MS: at most 59999 ms',
    );
    expect(() => loadConfig({ OUTREACH_JITTER_MS: '1000-90000' })).toThrow(/mailbox lease/);
  });
});
