// The one way the web app calls the API (SPEC 7, 8, 9): base /api/v1, JSON, the X-Access-Token
// header, an Idempotency-Key on every POST, a timeout per call, and the error catalogue applied in
// one place. The shell plugs in
// the session, the agency name and what each catalogue action does (app/api-client-setup.ts),
// so this module knows nothing of stores or toasts.

import { DEFAULT_TIMEOUT_MS } from '../../common/constants';
import { ApiError, type ApiErrorAction, classifyApiError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Empty values ('', null, undefined) are left out of the URL (SPEC 5). */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  /** Milliseconds before the call is abandoned; null for none (attachment uploads). */
  timeoutMs?: number | null;
  signal?: AbortSignal;
  /** Opt-in (discover): a 404 resolves to this value instead of failing. */
  emptyOnNotFound?: T;
  /** Apply the catalogue but show no toast: for calls whose failure the screen shows itself. */
  quiet?: boolean;
  /**
   * Sent as Idempotency-Key on a POST (a fresh one per call by default). A caller that retries a
   * create passes the key of its first attempt, so the server answers it instead of creating twice.
   */
  idempotencyKey?: string;
};

export type FailureKind = 'generic' | 'timeout' | 'offline';

export type ApiClientConfig = {
  baseUrl: string;
  getAccessToken: () => string | null;
  getAgencyName: () => string | null;
  describeFailure: (kind: FailureKind) => string;
  onErrorAction: (action: ApiErrorAction, options: { quiet: boolean }) => void;
};

const ENGLISH_FAILURES: Record<FailureKind, string> = {
  generic: 'Something went wrong',
  timeout: 'The server took too long to answer. Please try again.',
  offline: 'Cannot reach the server. Check your connection and try again.',
};

const DEFAULT_CONFIG: ApiClientConfig = {
  baseUrl: '/api/v1',
  getAccessToken: () => null,
  getAgencyName: () => null,
  describeFailure: (kind) => ENGLISH_FAILURES[kind],
  onErrorAction: () => {},
};

let config: ApiClientConfig = DEFAULT_CONFIG;

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...DEFAULT_CONFIG, ...overrides };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal: callerSignal } = options;
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          hasTimedOut = true;
          controller.abort();
        }, timeoutMs);
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  callerSignal?.addEventListener('abort', abortWithCaller);

  let status: number;
  let body: unknown;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body, options.method, options.idempotencyKey),
      body: serializeBody(options.body),
      signal: controller.signal,
    });
    status = response.status;
    body = await readBody(response);
    if (response.ok) return body as T;
  } catch (error) {
    // The caller gave up (a route change, TanStack Query cancelling): not an error to report.
    if (callerSignal?.aborted) throw error;
    return fail(0, networkFailure(hasTimedOut ? 'timeout' : 'offline'), options);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
  return fail(status, body, options);
}

function fail<T>(status: number, body: unknown, options: ApiRequestOptions<T>): T {
  const action = classifyApiError(status, body, {
    treatNotFoundAsEmpty: options.emptyOnNotFound !== undefined,
    agencyName: config.getAgencyName(),
    fallbackMessage: describe('generic'),
  });
  if (action.kind === 'empty-result' && options.emptyOnNotFound !== undefined) {
    return options.emptyOnNotFound;
  }
  config.onErrorAction(action, { quiet: options.quiet ?? false });
  throw new ApiError(status, body, describe('generic'));
}

function describe(kind: FailureKind): string {
  return config.describeFailure(kind);
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `${config.baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== '' && item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A key for one create; the server keeps its first answer for 24 hours (issue #18). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a self-hosted app on plain http over a LAN address
  // is not one, while getRandomValues works everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function buildHeaders(body: unknown, method = 'GET', idempotencyKey?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (method === 'POST') headers.set('Idempotency-Key', idempotencyKey ?? newIdempotencyKey());
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const token = config.getAccessToken();
  if (token) headers.set('X-Access-Token', token);
  return headers;
}

function serializeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

/** JSON when it parses, else the text as is; nothing for an empty body. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error body of a call that got no answer, as the catalogue reads it. */
function networkFailure(kind: 'timeout' | 'offline'): { name: string; message: string } {
  return { name: kind === 'timeout' ? 'Timeout' : 'NetworkError', message: describe(kind) };
}

export type ApiUploadOptions = {
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  quiet?: boolean;
  /** As for apiRequest: pass the first attempt's key when retrying the same upload. */
  idempotencyKey?: string;
};

/**
 * A multipart POST that reports upload progress (fetch cannot): XMLHttpRequest with the same
 * header, no timeout (a large file on a slow link takes what it takes) and the same error
 * catalogue.
 */
export function apiUpload<T>(path: string, form: FormData, options: ApiUploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path, undefined));
    request.setRequestHeader('Accept', 'application/json');
    const token = config.getAccessToken();
    if (token) request.setRequestHeader('X-Access-Token', token);
    request.setRequestHeader('Idempotency-Key', options.idempotencyKey ?? newIdempotencyKey());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    const settle = (status: number, body: unknown) => {
      if (status >= 200 && status < 300) {
        resolve(body as T);
        return;
      }
      try {
        fail(status, body, { quiet: options.quiet });
      } catch (error) {
        reject(error);
      }
    };
    request.addEventListener('load', () => settle(request.status, parseBody(request.responseText)));
    request.addEventListener('error', () => settle(0, networkFailure('offline')));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

export type ApiBlobOptions = {
  signal?: AbortSignal;
  /** Apply the catalogue but show no toast: for files whose failure the screen shows itself. */
  quiet?: boolean;
};

/**
 * A file behind the X-Access-Token header (an <img> or a download link cannot send it): fetched
 * as a Blob, no timeout, failures through the same error catalogue.
 */
export async function apiBlob(path: string, options: ApiBlobOptions = {}): Promise<Blob> {
  const token = config.getAccessToken();
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(buildUrl(path, undefined), {
      headers: token ? { 'X-Access-Token': token } : undefined,
      signal: options.signal,
    });
    if (response.ok) return await response.blob();
    status = response.status;
    body = await readBody(response);
  } catch (error) {
    // The caller gave up (a route change, TanStack Query cancelling): not an error to report.
    if (options.signal?.aborted) throw error;
    return fail<Blob>(0, networkFailure('offline'), options);
  }
  return fail<Blob>(status, body, options);
}
