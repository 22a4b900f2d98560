import { describe, expect, it } from 'vitest';
import {
  EMAIL_STATUSES,
  EMAIL_SUB_STATUSES,
  type EmailSubStatus,
  isGenuineEmail,
  NOT_GENUINE_SUB_STATUSES,
} from './email-quality';

describe('isGenuineEmail', () => {
  it('rejects an invalid email whatever its sub-status', () => {
    expect(isGenuineEmail({ status: 'invalid' })).toBe(false);
    expect(isGenuineEmail({ status: 'invalid', subStatus: 'mailbox_not_found' })).toBe(false);
    expect(isGenuineEmail({ status: 'invalid', subStatus: '' })).toBe(false);
  });

  it.each(['disposable', 'toxic', 'spamtrap', 'abuse', 'bot'] as const)(
    'rejects do_not_mail with sub-status %s',
    (subStatus) => {
      expect(isGenuineEmail({ status: 'do_not_mail', subStatus })).toBe(false);
    },
  );

  it('accepts do_not_mail for other reasons such as role_based or global_suppression', () => {
    expect(isGenuineEmail({ status: 'do_not_mail', subStatus: 'role_based' })).toBe(true);
    expect(isGenuineEmail({ status: 'do_not_mail', subStatus: 'global_suppression' })).toBe(true);
    expect(isGenuineEmail({ status: 'do_not_mail', subStatus: 'possible_trap' })).toBe(true);
  });

  it('accepts do_not_mail without a sub-status', () => {
    expect(isGenuineEmail({ status: 'do_not_mail' })).toBe(true);
    expect(isGenuineEmail({ status: 'do_not_mail', subStatus: '' })).toBe(true);
    expect(isGenuineEmail({ status: 'do_not_mail', subStatus: null })).toBe(true);
  });

  it('accepts the bad sub-statuses under any status other than do_not_mail', () => {
    expect(isGenuineEmail({ status: 'valid', subStatus: 'disposable' })).toBe(true);
    expect(isGenuineEmail({ status: 'unknown', subStatus: 'toxic' })).toBe(true);
  });

  it('accepts valid, catch-all, unknown, spamtrap and abuse statuses', () => {
    for (const status of ['valid', 'catch-all', 'unknown', 'spamtrap', 'abuse'] as const) {
      expect(isGenuineEmail({ status })).toBe(true);
    }
  });

  it('accepts an email that has not been validated yet', () => {
    expect(isGenuineEmail({})).toBe(true);
    expect(isGenuineEmail({ status: null, subStatus: null })).toBe(true);
  });
});

describe('email vocabulary', () => {
  it('lists the seven provider statuses', () => {
    expect([...EMAIL_STATUSES].sort()).toEqual(
      ['abuse', 'catch-all', 'do_not_mail', 'invalid', 'spamtrap', 'unknown', 'valid'].sort(),
    );
  });

  it('includes every not-genuine sub-status in the sub-status list', () => {
    const all: readonly EmailSubStatus[] = EMAIL_SUB_STATUSES;
    for (const subStatus of NOT_GENUINE_SUB_STATUSES) expect(all).toContain(subStatus);
    expect(all).toContain('role_based');
    expect(all).toContain('mailbox_not_found');
    expect(all).toContain('no_dns_entries');
  });

  it('has no duplicate sub-statuses', () => {
    expect(new Set(EMAIL_SUB_STATUSES).size).toBe(EMAIL_SUB_STATUSES.length);
  });
});
