import type { IncomingHttpHeaders } from 'node:http';
import type { ConnectionOptions } from 'node:tls';
import { Agent, type Dispatcher } from 'undici';
import { AppError, badRequest } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import { createAddressPolicy } from './address-policy';
import { createGuardedConnector, type HostLookup, systemLookup } from './guarded-connector';
import { OUTBOUND_TEXT } from './outbound.text';
import { bodyTooLarge, invalidUrl, unfetchable, unsupportedContent } from './outbound-errors';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Reachbase-Fetch/1 (+https://github.com/reachbase)';

export type SafeFetchOptions = {
  /** CIDRs that may be reached although not public, on any port (OUTBOUND_ALLOW_CIDRS). */
  allowCidrs?: readonly string[];
  lookup?: HostLookup;
  /** Budget for the whole fetch: every redirect hop, the connection and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Extra TLS trust, e.g. an intranet's private certificate authority. */
  tls?: Pick<ConnectionOptions, 'ca'>;
};

export type FetchUrlOptions = {
  /** Larger bodies are abandoned while streaming and answered 413. */
  maxBytes: number;
  accept?: string;
  /** Media types ('image/png') or type prefixes ('image/'); others are answered 415. */
  allowedContentTypes?: readonly string[];
  /**
   * Return 4xx/5xx answers with their body instead of refusing them: APIs explain failures in
   * the body (e.g. YouTube's quotaExceeded), which the caller then reports.
   */
  acceptErrorStatus?: boolean;
  /**
   * An API call instead of a plain GET (e.g. Bitly's POST with a bearer token, or a GET with
   * one). Such a request is never redirected: following would resend its headers and body to
   * wherever the answer points.
   */
  request?: { method: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string };
  /** A shorter budget for this call than the fetcher's own (a vendor API's deadline). */
  timeoutMs?: number;
};

export type FetchedResource = {
  /** The URL after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  /** Response headers by lower-case name, first value of each (e.g. an API's Retry-After). */
  headers: Record<string, string>;
  body: Buffer;
};

export type FetchUrl = (url: string, options: FetchUrlOptions) => Promise<FetchedResource>;

export type SafeFetch = {
  fetchUrl: FetchUrl;
  /** Closes pooled connections. */
  close(): Promise<void>;
};

/**
 * The one way Reachbase fetches a URL a user supplied (images to optimize, post URLs, avatars,
 * webhooks): only http(s), only public addresses on web ports (SSRF), redirects followed by hand
 * through the same guard, and a time and size budget. See guarded-connector.ts for why the
 * address check happens at connect time rather than on the URL.
 *
 * Failures are AppErrors on field `url`: a refused address or unreachable host is 400, a body
 * over `maxBytes` 413, a content type outside `allowedContentTypes` 415.
 */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const agent = new Agent({
    connect: createGuardedConnector({
      policy: createAddressPolicy(options.allowCidrs ?? []),
      lookup: options.lookup ?? systemLookup,
      connectTimeoutMs: timeoutMs,
      tls: options.tls,
    }),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  // No address check here: the connector judges every hop, IP literal or name, at connect time.
  function requestOnce(
    url: URL,
    accept: string,
    signal: AbortSignal,
    request?: FetchUrlOptions['request'],
  ) {
    return agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: request?.method ?? 'GET',
      headers: { ...request?.headers, accept, 'user-agent': USER_AGENT },
      body: request?.body,
      signal,
    });
  }

  async function fetchUrl(input: string, fetchOptions: FetchUrlOptions): Promise<FetchedResource> {
    const budgetMs = Math.min(timeoutMs, fetchOptions.timeoutMs ?? timeoutMs);
    const signal = AbortSignal.timeout(budgetMs);
    let url = parseFetchableUrl(input);
    try {
      for (let redirects = 0; ; redirects++) {
        const response = await requestOnce(
          url,
          fetchOptions.accept ?? '*/*',
          signal,
          fetchOptions.request,
        );
        if (REDIRECT_STATUSES.has(response.statusCode)) {
          discard(response.body);
          if (fetchOptions.request) throw unfetchable(OUTBOUND_TEXT.redirectForApiCall);
          if (redirects >= maxRedirects) {
            throw unfetchable(OUTBOUND_TEXT.tooManyRedirects({ max: maxRedirects }));
          }
          const location = headerValue(response.headers, 'location');
          if (!location) {
            throw unfetchable(
              OUTBOUND_TEXT.redirectWithoutLocation({ status: response.statusCode }),
            );
          }
          url = parseFetchableUrl(location, url);
          continue;
        }
        return await readFinalResponse(url, response, fetchOptions);
      }
    } catch (error) {
      throw toOutboundError(error, signal.aborted, budgetMs);
    }
  }

  return { fetchUrl, close: () => agent.close() };
}

/** Absolute http(s) URL without credentials; relative ones resolve against `base` (redirects). */
function parseFetchableUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw invalidUrl(OUTBOUND_TEXT.giveAbsoluteUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidUrl(OUTBOUND_TEXT.onlyHttp);
  }
  // Credentials would be sent to whatever host the URL names, and have no place in shared links.
  if (url.username || url.password) throw invalidUrl(OUTBOUND_TEXT.noCredentials);
  url.hash = '';
  return url;
}

async function readFinalResponse(
  url: URL,
  response: Dispatcher.ResponseData,
  options: FetchUrlOptions,
): Promise<FetchedResource> {
  const { statusCode, body } = response;
  if ((statusCode < 200 || statusCode > 299) && !(options.acceptErrorStatus && statusCode >= 400)) {
    discard(body);
    throw badRequest(OUTBOUND_TEXT.answered({ status: statusCode }), 'url');
  }
  const contentType = headerValue(response.headers, 'content-type') ?? null;
  if (
    options.allowedContentTypes &&
    !isAllowedContentType(contentType, options.allowedContentTypes)
  ) {
    discard(body);
    const expected = options.allowedContentTypes.join(', ');
    throw unsupportedContent(
      contentType
        ? OUTBOUND_TEXT.answeredType({ type: contentType, expected })
        : OUTBOUND_TEXT.answeredNoType({ expected }),
    );
  }
  const declaredLength = Number(headerValue(response.headers, 'content-length'));
  if (declaredLength > options.maxBytes) {
    discard(body);
    throw bodyTooLarge(options.maxBytes);
  }
  return {
    url: url.href,
    status: statusCode,
    contentType,
    headers: Object.fromEntries(
      Object.keys(response.headers).flatMap((name) => {
        const value = headerValue(response.headers, name);
        return value === undefined ? [] : [[name.toLowerCase(), value]];
      }),
    ),
    body: await readAtMost(body, options.maxBytes),
  };
}

/** Reads a body, abandoning it as soon as it passes `maxBytes` (chunked bodies declare no length). */
async function readAtMost(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    received += bytes.length;
    if (received > maxBytes) {
      discard(body);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, received);
}

/**
 * Drops a body we will not read. A destroyed undici body emits an abort error; nobody is waiting
 * for it, so it is swallowed here instead of surfacing as an uncaught exception.
 */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function isAllowedContentType(contentType: string | null, allowed: readonly string[]): boolean {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase();
  if (!mediaType) return false;
  return allowed.some((entry) =>
    entry.endsWith('/')
      ? mediaType.startsWith(entry.toLowerCase())
      : mediaType === entry.toLowerCase(),
  );
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const NETWORK_FAILURES: Record<string, Message> = {
  ECONNREFUSED: OUTBOUND_TEXT.connectionRefused,
  ECONNRESET: OUTBOUND_TEXT.connectionReset,
  EHOSTUNREACH: OUTBOUND_TEXT.hostUnreachable,
  ENETUNREACH: OUTBOUND_TEXT.networkUnreachable,
  UND_ERR_CONNECT_TIMEOUT: OUTBOUND_TEXT.connectTimedOut,
  UND_ERR_HEADERS_TIMEOUT: OUTBOUND_TEXT.noAnswerInTime,
  UND_ERR_BODY_TIMEOUT: OUTBOUND_TEXT.answerStalled,
  UND_ERR_SOCKET: OUTBOUND_TEXT.closedEarly,
  ERR_TLS_CERT_ALTNAME_INVALID: OUTBOUND_TEXT.certificateMismatch,
  DEPTH_ZERO_SELF_SIGNED_CERT: OUTBOUND_TEXT.certificateUntrusted,
  SELF_SIGNED_CERT_IN_CHAIN: OUTBOUND_TEXT.certificateUntrusted,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: OUTBOUND_TEXT.certificateUntrusted,
  CERT_HAS_EXPIRED: OUTBOUND_TEXT.certificateExpired,
};

/** Our own refusals pass through; network failures become a 400 that says what went wrong. */
function toOutboundError(error: unknown, timedOut: boolean, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof AppError) return cause;
  if (timedOut) {
    return unfetchable(OUTBOUND_TEXT.noAnswerWithin({ seconds: timeoutMs / 1000 }), error);
  }
  const code = (error as { code?: unknown } | null)?.code;
  const reason =
    typeof code === 'string' && Object.hasOwn(NETWORK_FAILURES, code)
      ? NETWORK_FAILURES[code]
      : undefined;
  return unfetchable(reason ?? OUTBOUND_TEXT.connectionFailed, error);
}
