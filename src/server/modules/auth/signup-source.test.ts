import { describe, expect, it } from 'vitest';
import { classifySignup, DEAL_CODE_PATTERN, workspaceName } from './signup-source';

const NOW = new Date('2025-03-01T10:00:00Z');

describe('sign-up source', () => {
  it('counts a deal code as a deal even with the partner referral, keeping the referral', () => {
    expect(
      classifySignup({ dealCode: ' rb-deal-ab12cd34 ', referral: 'voiceOfCrypto' }, NOW),
    ).toEqual({
      source: 'deal',
      plan: 'impulzeai_tier1',
      referredBy: 'voiceOfCrypto',
      appsumo: { code: 'RB-DEAL-AB12CD34', plan: 'impulzeai_tier1', redeemedAt: NOW.toISOString() },
    });
  });

  it('treats a blank referral as none', () => {
    expect(classifySignup({ referral: '   ' })).toMatchObject({
      source: 'product',
      referredBy: null,
    });
  });

  it('only accepts deal codes of the documented shape', () => {
    expect(DEAL_CODE_PATTERN.test('RB-DEAL-AB12CD34')).toBe(true);
    for (const code of [
      'RB-DEAL-AB12CD3',
      'RB-DEAL-AB12CD345',
      'RB-DEAL-ab12cd34',
      'XX-DEAL-AB12CD34',
    ]) {
      expect(DEAL_CODE_PATTERN.test(code)).toBe(false);
    }
  });
});

describe('workspace name', () => {
  it("names the workspace after the person's first name", () => {
    expect(workspaceName('  Ana   Maria Silva ')).toBe("Ana's workspace");
    expect(workspaceName('')).toBe('My workspace');
  });
});
