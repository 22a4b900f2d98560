import { GENERATED_PASSWORD_LENGTH } from './constants';

export const PASSWORD_ALPHABET =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()_-+=';

export type RandomBytesSource = (bytes: Uint8Array) => void;

const defaultRandomSource: RandomBytesSource = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

// Bytes at or above this are rejected: 256 is not a multiple of the alphabet size (76), so taking
// every byte modulo 76 would make the first 28 characters more likely than the rest.
const REJECTION_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);

/**
 * Random password from PASSWORD_ALPHABET, cryptographically random and unbiased. `random` exists
 * so tests can feed known bytes; production code leaves it out.
 */
export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  random: RandomBytesSource = defaultRandomSource,
): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`Password length must be a non-negative integer, got ${length}`);
  }

  let password = '';
  // Ask for a few spare bytes so one round usually covers the rejected ones.
  const bytes = new Uint8Array(length + 16);
  while (password.length < length) {
    random(bytes);
    for (const byte of bytes) {
      if (byte >= REJECTION_LIMIT) continue;
      password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      if (password.length === length) break;
    }
  }
  return password;
}
