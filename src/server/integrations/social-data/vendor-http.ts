import type { z } from 'zod';
import type { FetchedResource, FetchUrl } from '../outbound';
import { SOURCE_TIMEOUT_MS, SourceError } from './data-source';

// The HTTP plumbing every vendor adapter shares: one JSON call through the outbound fetcher within
// the source deadline, the body read leniently, answers checked with zod, Retry-After. Each
// adapter keeps what is its vendor's own: auth, the mapping of refusals, when to retry.

export type VendorHttpOptions = {
  /** Names the vendor in failures: "Modash unreachable: ...". */
  vendor: string;
  fetchUrl: FetchUrl;
  /** Larger answers are abandoned while streaming. */
  maxBytes: number;
  /** Deadline of one call; SOURCE_TIMEOUT_MS unless a test asks for less. */
  timeoutMs?: number;
};

/** An API call with headers; `json`, when given, is the body. */
export type VendorRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  json?: unknown;
};

export type VendorHttp = ReturnType<typeof createVendorHttp>;

export function createVendorHttp(options: VendorHttpOptions) {
  const { vendor, fetchUrl, maxBytes } = options;
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;

  return {
    /**
     * One call, its 4xx/5xx answers returned for the adapter to read. Without `request` it is a
     * plain GET, which follows redirects; a request with headers never is redirected.
     */
    async send(url: string, request?: VendorRequest): Promise<FetchedResource> {
      try {
        return await fetchUrl(url, {
          maxBytes,
          accept: 'application/json',
          acceptErrorStatus: true,
          timeoutMs,
          ...(request ? { request: toFetchRequest(request) } : {}),
        });
      } catch (error) {
        throw new SourceError('unavailable', `${vendor} unreachable: ${(error as Error).message}`);
      }
    },

    /** The answer in the schema's shape; an answer that does not fit is an outage, not a crash. */
    read<T extends z.ZodType>(schema: T, answer: unknown, what: string): z.output<T> {
      const parsed = schema.safeParse(answer);
      if (!parsed.success) {
        const problem = parsed.error.issues[0];
        throw new SourceError(
          'unavailable',
          `${vendor} ${what} unreadable at ${problem?.path.join('.') || 'root'}: ${problem?.message}`,
        );
      }
      return parsed.data;
    },
  };
}

function toFetchRequest({ method, headers, json }: VendorRequest) {
  if (json === undefined) return { method, headers };
  return {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  };
}

/** The body as JSON; undefined when it is not JSON. */
export function parseJsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds, or an HTTP date turned into seconds from now; null when unreadable. */
export function retryAfterSeconds(headers: Record<string, string>): number | null {
  const value = headers['retry-after']?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
