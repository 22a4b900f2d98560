// The error catalogue of SPEC 8 as one pure decision: what the app does about a failed API call.
// lib/api-client.ts applies the decision; components only ever branch on ApiError.name.

import { replaceBrandWords } from './brand';

/** The server's error shape (ARCHITECTURE "API conventions"), as far as the client relies on it. */
export type ApiErrorBody = {
  statusCode?: number;
  name?: string;
  message?: unknown;
  field?: string;
  /** ValidationError: each failing field with its message. */
  fields?: ApiFieldError[];
};

export type ApiFieldError = { field: string; message: string };

export type ApiErrorAction =
  | { kind: 'open-verify-email' }
  | { kind: 'store-access-blocked' }
  | { kind: 'clear-session' }
  | { kind: 'open-upgrade'; field: string | null; message: string | null }
  | { kind: 'empty-result' }
  | { kind: 'toast'; message: string };

export type ClassifyContext = {
  /** Discover answers 404 when nothing matched: the caller shows an empty result, not an error. */
  treatNotFoundAsEmpty: boolean;
  agencyName: string | null;
  fallbackMessage: string;
};

const EMAIL_NOT_VERIFIED = 'EmailNotVerified';

export function classifyApiError(
  status: number,
  body: unknown,
  context: ClassifyContext,
): ApiErrorAction {
  const error = readErrorBody(body);

  if (error.name === EMAIL_NOT_VERIFIED || (status === 423 && error.field === EMAIL_NOT_VERIFIED)) {
    return { kind: 'open-verify-email' };
  }
  // Checked before 401/403: a blocked organization keeps its session and sees its blocked state.
  if (error.name === 'AccessBlocked') return { kind: 'store-access-blocked' };
  if (status === 401 || status === 403) return { kind: 'clear-session' };

  const message = readMessage(error.message, context.agencyName);
  if (status === 423) return { kind: 'open-upgrade', field: error.field ?? null, message };
  if (status === 404 && context.treatNotFoundAsEmpty) return { kind: 'empty-result' };
  return { kind: 'toast', message: message ?? context.fallbackMessage };
}

export function readErrorBody(body: unknown): ApiErrorBody {
  if (!isRecord(body)) return {};
  return {
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : undefined,
    name: typeof body.name === 'string' ? body.name : undefined,
    message: body.message,
    field: typeof body.field === 'string' && body.field !== '' ? body.field : undefined,
    fields: readFieldErrors(body.fields),
  };
}

function readFieldErrors(value: unknown): ApiFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields = value.filter(
    (item): item is ApiFieldError =>
      isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
  return fields.length > 0 ? fields : undefined;
}

/**
 * A plain message is used as is. An object message comes from an upstream provider; its nested
 * error message is used. Either way our product name gives way to the agency's.
 */
function readMessage(message: unknown, agencyName: string | null): string | null {
  const text = typeof message === 'string' ? message : readNestedMessage(message);
  const trimmed = text?.trim();
  return trimmed ? replaceBrandWords(trimmed, agencyName) : null;
}

function readNestedMessage(message: unknown): string | null {
  if (!isRecord(message)) return null;
  const { error } = message;
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  if (typeof message.message === 'string') return message.message;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown by the API client for every failed call; `name` is the catalogue name. */
export class ApiError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly field: string | null;
  /** The failing fields of a ValidationError; empty for every other error. */
  readonly fields: readonly ApiFieldError[];

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const error = readErrorBody(body);
    const message = typeof error.message === 'string' ? error.message : fallbackMessage;
    super(message);
    this.name = error.name ?? (status === 0 ? 'NetworkError' : 'HttpError');
    this.status = status;
    this.field = error.field ?? null;
    this.fields = error.fields ?? [];
  }
}

/** The server answered and refused (4xx): asking again will not change the answer. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
