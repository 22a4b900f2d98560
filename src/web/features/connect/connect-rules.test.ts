import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  accountLabel,
  connectPagePath,
  failureMessage,
  isLinkExpired,
  readCallbackParams,
  rememberCallbackResult,
  rememberConnectToken,
  rememberedCallbackResult,
  rememberedConnectToken,
  type TabMemory,
} from './connect-rules';

function fakeMemory(): TabMemory & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe('readCallbackParams', () => {
  it('hands on the code of a consent', () => {
    expect(readCallbackParams(new URLSearchParams('code=abc&state=s1'))).toEqual({
      state: 's1',
      code: 'abc',
    });
  });

  it('hands on a refusal without a code', () => {
    expect(readCallbackParams(new URLSearchParams('error=access_denied&state=s1'))).toEqual({
      state: 's1',
      error: 'access_denied',
    });
  });

  it('has nothing to hand on without a state', () => {
    expect(readCallbackParams(new URLSearchParams('code=abc'))).toBeNull();
    expect(readCallbackParams(new URLSearchParams('state=%20&code=abc'))).toBeNull();
  });
});

describe('connectPagePath', () => {
  it('escapes the token', () => {
    expect(connectPagePath('a+b/c=')).toBe('/connect?token=a%2Bb%2Fc%3D');
  });
});

describe('isLinkExpired', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('tells a past end from a future one', () => {
    expect(isLinkExpired('2026-03-01T11:59:59Z', now)).toBe(true);
    expect(isLinkExpired('2026-03-31T12:00:00Z', now)).toBe(false);
  });

  it('does not call an unreadable date expired', () => {
    expect(isLinkExpired('soon', now)).toBe(false);
  });
});

describe('tab memory', () => {
  it('keeps the token for the way back from the provider', () => {
    const memory = fakeMemory();
    expect(rememberedConnectToken(memory)).toBeNull();
    rememberConnectToken('tok', memory);
    expect(rememberedConnectToken(memory)).toBe('tok');
  });

  it('keeps a callback result per state', () => {
    const memory = fakeMemory();
    rememberCallbackResult('s1', { accountName: 'anna' }, memory);
    expect(rememberedCallbackResult('s1', memory)).toEqual({ accountName: 'anna' });
    expect(rememberedCallbackResult('s2', memory)).toBeNull();
  });

  it('ignores what it cannot read, and works without storage', () => {
    const memory = fakeMemory();
    memory.values.set('connect_result:s1', '{not json');
    expect(rememberedCallbackResult('s1', memory)).toBeNull();
    expect(rememberedConnectToken(null)).toBeNull();
    expect(() => rememberConnectToken('tok', null)).not.toThrow();
  });

  it('survives a storage that throws', () => {
    const broken: TabMemory = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => rememberConnectToken('tok', broken)).not.toThrow();
    expect(rememberedConnectToken(broken)).toBeNull();
  });
});

describe('accountLabel', () => {
  it('gives a handle its @ once', () => {
    expect(accountLabel('anna.travels')).toBe('@anna.travels');
    expect(accountLabel('@anna.travels')).toBe('@anna.travels');
  });

  it('leaves a channel title as it is', () => {
    expect(accountLabel('Anna Travels')).toBe('Anna Travels');
  });
});

describe('failureMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError(400, { message: 'This link has expired' }, 'Something went wrong');
    expect(failureMessage(error, 'Try again')).toBe('This link has expired');
  });

  it('falls back for anything else', () => {
    expect(failureMessage(new Error('boom'), 'Try again')).toBe('Try again');
    expect(failureMessage(null, 'Try again')).toBe('Try again');
  });
});
