import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordOwner,
  passwordStrength,
} from '../../../common/password-strength';
import { type Message, verbatim } from '../../http/i18n/text';
import { ACCOUNT_TEXT } from './account.text';

/** 32 random bytes (256 bits), URL-safe: session tokens, one-time tokens, API keys. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by their sha256; a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): ~30 ms here, costly to brute-force.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  // Unknown users still pay for one verification, so timing does not reveal which emails exist.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$QBNROuY1OdEPmwTEZ5ZDIA$aUXdPnE4y0X47i2gq7tYO/3cGgPgFRJbYUoEIEPOpq0';

/**
 * The rule for every new password, as common/password-strength.ts states it for the web app's
 * strength meter (length, not the email, a zxcvbn score of at least 3 with the person's email
 * and name and the product's name as first guesses): null when acceptable, else why not.
 */
export function passwordRefusal(password: string, owner: PasswordOwner = {}): Message | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return ACCOUNT_TEXT.passwordTooShort({ min: MIN_PASSWORD_LENGTH });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return ACCOUNT_TEXT.passwordTooLong({ max: MAX_PASSWORD_LENGTH });
  }
  const email = owner.email?.trim().toLowerCase();
  const lower = password.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) {
    return ACCOUNT_TEXT.passwordIsEmail;
  }
  const strength = passwordStrength(password, owner);
  if (strength.isStrongEnough) return null;
  // zxcvbn's advice comes in its own (English) words.
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return ACCOUNT_TEXT.passwordTooEasy({
    advice: advice ? verbatim(advice) : ACCOUNT_TEXT.passwordUncommonWords,
  });
}
