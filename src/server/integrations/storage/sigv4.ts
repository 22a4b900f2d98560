import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for header-authenticated requests, as documented in "Authenticating
 * Requests: Using the Authorization Header" (S3 API reference). Written here because no AWS SDK
 * is a dependency; storage.test.ts pins it to AWS's published examples.
 */

export type SigningCredentials = { accessKeyId: string; secretAccessKey: string };

export type SigningRequest = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  service: string;
  credentials: SigningCredentials;
  date: Date;
};

export const EMPTY_PAYLOAD_SHA256 = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The headers to send: the caller's (lower-cased), x-amz-date, x-amz-content-sha256 and
 * authorization. Host is signed but not returned: fetch sets it from the URL, to the same value.
 */
export function signRequest(request: SigningRequest): Record<string, string> {
  const amzDate = request.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const signed = { ...headers, host: request.url.host };

  const { text, signedHeaders } = canonicalRequest(
    request.method,
    request.url,
    signed,
    request.payloadHash,
  );
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(text)].join('\n');
  const key = signingKey(request.credentials.secretAccessKey, day, request.region, request.service);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}

/** Every header given is signed; exported so tests can compare against AWS's printed examples. */
export function canonicalRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
): { text: string; signedHeaders: string } {
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  // Values are trimmed and inner runs of spaces collapsed, as the signature rules require.
  const canonicalHeaders = names
    .map((name) => `${name}:${(byName.get(name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const text = [
    method.toUpperCase(),
    canonicalUri(url),
    canonicalQuery(url),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/** S3 encodes each path segment exactly once (other services encode twice; S3 does not). */
function canonicalUri(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => uriEncode(safeDecode(segment)))
    .join('/');
  return path === '' ? '/' : path;
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** RFC 3986: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded, with upper-case hex. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Byte order, not locale order: the signature is over code points. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const dateKey = createHmac('sha256', `AWS4${secret}`).update(day).digest();
  const regionKey = createHmac('sha256', dateKey).update(region).digest();
  const serviceKey = createHmac('sha256', regionKey).update(service).digest();
  return createHmac('sha256', serviceKey).update('aws4_request').digest();
}
