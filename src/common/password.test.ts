import { describe, expect, it } from 'vitest';
import { generatePassword, PASSWORD_ALPHABET } from './password';

function fixedBytes(...values: number[]) {
  let next = 0;
  return (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i++) {
      bytes[i] = values[next % values.length];
      next++;
    }
  };
}

describe('PASSWORD_ALPHABET', () => {
  it('holds lowercase, uppercase, digits and !@#$%^&*()_-+= once each', () => {
    expect(PASSWORD_ALPHABET).toHaveLength(26 + 26 + 10 + 14);
    expect(new Set(PASSWORD_ALPHABET).size).toBe(PASSWORD_ALPHABET.length);
    expect(PASSWORD_ALPHABET).toContain('!@#$%^&*()_-+=');
  });
});

describe('generatePassword', () => {
  it('generates 8 characters by default', () => {
    expect(generatePassword()).toHaveLength(8);
  });

  it('generates the requested length, including 0 and long passwords', () => {
    expect(generatePassword(0)).toBe('');
    expect(generatePassword(1)).toHaveLength(1);
    expect(generatePassword(500)).toHaveLength(500);
  });

  it('uses only characters from the alphabet', () => {
    const password = generatePassword(2000);
    for (const char of password) expect(PASSWORD_ALPHABET).toContain(char);
  });

  it('does not produce 1000 identical passwords', () => {
    const passwords = new Set(Array.from({ length: 1000 }, () => generatePassword()));
    expect(passwords.size).toBeGreaterThan(990);
  });

  it('maps bytes below 228 to the alphabet by index', () => {
    // 228 = 256 - 256 % 76; bytes 76 and 152 wrap to the first character again.
    expect(generatePassword(5, fixedBytes(0, 25, 26, 75, 76))).toBe('azA=a');
    expect(generatePassword(2, fixedBytes(152, 227))).toBe('a=');
  });

  it('rejects bytes from 228 up instead of folding them onto the alphabet', () => {
    expect(generatePassword(3, fixedBytes(228, 255, 1, 240, 2, 3))).toBe('bcd');
  });

  it('keeps drawing bytes when a whole round is rejected', () => {
    let calls = 0;
    const random = (bytes: Uint8Array) => {
      calls++;
      bytes.fill(calls === 1 ? 255 : 62);
    };
    expect(generatePassword(4, random)).toBe('!!!!');
    expect(calls).toBe(2);
  });

  it('refuses negative, fractional and NaN lengths', () => {
    expect(() => generatePassword(-1)).toThrow(RangeError);
    expect(() => generatePassword(2.5)).toThrow(RangeError);
    expect(() => generatePassword(Number.NaN)).toThrow(RangeError);
    expect(() => generatePassword(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
