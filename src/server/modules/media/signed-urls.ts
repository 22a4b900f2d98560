import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { installationSecret, type SecretStore } from '../system';
import { MEDIA_TEXT } from './media.text';

/** Where the installation's URL-signing key lives in system_state. */
export const URL_SIGNING_SECRET_KEY = 'media.urlSigningSecret';
/** A signed URL opens its file for at least this long after it was handed out. */
export const SIGNED_URL_MIN_LIFETIME_SECONDS = 60 * 60;
/**
 * Expiry times are rounded up to this step, so a page asked for twice within it gets the same
 * URLs and the browser's cache of the file holds (a URL lives 60 to 75 minutes).
 */
const EXPIRY_STEP_SECONDS = 15 * 60;

/** The query parameters that make a URL open its file without a session. */
export type UrlSignature = { exp: number; sig: string };
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** HMAC-SHA256 in base64url: 43 characters. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The query a signed URL carries, for the routes that open a file by it. Server-only: the web
 * never builds these URLs, it follows the ones the API handed out.
 */
export const signedFileQuery = z.strictObject({
  exp: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  // By key: the schema's message is said in the reader's language (zod-text.ts).
  sig: z.string().regex(SIGNATURE_PATTERN, MEDIA_TEXT.signatureInvalid.key),
});

/**
 * Short-lived signed URLs for stored files that <img> and <video> load (they cannot send
 * X-Access-Token). The signature covers a subject naming the organization, the row and the file,
 * so it opens that one file and nothing else, and only until `exp` (unix seconds).
 */
export function createUrlSigner(deps: { secrets: SecretStore; now?: () => number }) {
  const now = deps.now ?? (() => Date.now());
  const loadSecret = installationSecret(deps.secrets, URL_SIGNING_SECRET_KEY);

  const mac = (key: string, subject: string, exp: number) =>
    createHmac('sha256', key).update(`${subject}\n${exp}`).digest('base64url');

  return {
    /** A signing function for one response: the key is read once, then each URL is signed in memory. */
    async signer(): Promise<(subject: string) => UrlSignature> {
      const key = await loadSecret();
      // Rounded up: rounding the moment down could leave the URL a fraction of a second short.
      const seconds = Math.ceil(now() / 1000) + SIGNED_URL_MIN_LIFETIME_SECONDS;
      const exp = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return (subject) => ({ exp, sig: mac(key, subject, exp) });
    },

    /** A forged signature, or one of another subject, is invalid whatever its expiry. */
    async check(subject: string, signature: UrlSignature): Promise<SignatureCheck> {
      const expected = Buffer.from(mac(await loadSecret(), subject, signature.exp));
      const given = Buffer.from(signature.sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return signature.exp * 1000 <= now() ? 'expired' : 'valid';
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;

/** `path?exp=…&sig=…` */
export function withSignature(path: string, signature: UrlSignature): string {
  return `${path}?exp=${signature.exp}&sig=${signature.sig}`;
}
