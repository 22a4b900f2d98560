/** S3's own limit on a key; disk paths stay well within PATH_MAX with it too. */
const MAX_KEY_LENGTH = 1024;
const KEY_CHARACTERS = /^[A-Za-z0-9/_.-]+$/;
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/i;

/**
 * Keys name files on disk and objects in S3, so one rule set must be safe for both: no path
 * traversal, no absolute paths, no characters that need escaping in either. A segment may not
 * start with a dot, which also reserves dot-names for the disk store's temp files and sidecars.
 */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new Error(`Invalid storage key ${JSON.stringify(key)}: ${problem}`);
}

function keyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_CHARACTERS.test(key)) return 'only letters, digits and / _ . - are allowed';
  if (key.includes('..')) return 'it contains ".."';
  if (key.startsWith('/')) return 'it is an absolute path';
  const segments = key.split('/');
  if (segments.some((segment) => segment === '')) return 'it has an empty path segment';
  if (segments.some((segment) => segment.startsWith('.'))) return 'a path segment starts with "."';
  return null;
}

/** The value becomes an HTTP header (S3, downloads), so it must not carry line breaks. */
export function assertValidContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) {
    throw new Error(`Invalid content type ${JSON.stringify(contentType)}`);
  }
}
