import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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

// The password rule (length, not the email, a zxcvbn score of at least 3 with the person's email
// and name and the product's name as first guesses) is shared with the web app's strength meter.
export { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../common/password-strength';
