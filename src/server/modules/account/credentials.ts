import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

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

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

// The 49k most common passwords from breach corpora, as shipped by zxcvbn-ts.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'] as string[]);

/** The password rule for sign-up, change and reset; null when the password is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (email && (lower === email.toLowerCase() || lower === email.split('@')[0].toLowerCase())) {
    return 'Do not use your email address as your password';
  }
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common; choose another';
  return null;
}
