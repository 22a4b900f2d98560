import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Locale } from '../../common/locales';
import { BODY_LIMITS, bodyLimitText } from './body-limits';
import { CONNECTION_LOST_RETRY_AFTER_SECONDS, isConnectionLost } from './connection-errors';
import { AppError, type ErrorBody, type ErrorName, payloadTooLarge } from './errors';
import { HANDLER_TEXT } from './errors.text';
import { requestLocale } from './i18n/request-locale';
import type { Message } from './i18n/text';
import { zodIssueText } from './i18n/zod-text';

const UNIQUE_VIOLATION = '23505';
// SQLSTATE class 22 (data exception): a value the database cannot store, such as a count above
// int4, a date outside its range or text it cannot encode. The shared schemas refuse these first;
// this keeps anything they miss a 400 (the statement failed, so nothing changed).
const DATA_EXCEPTION_CLASS = '22';
// drizzle's answer to an update without columns, thrown before any SQL is sent.
const NO_VALUES_TO_SET = /^No values to set$/;

/** Framework 4xx codes we pass through with a catalogue name. */
const FRAMEWORK_NAMES: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'RateLimited',
  503: 'ServiceUnavailable',
};

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function isPoolTimeout(error: unknown): boolean {
  const message = (error as Error)?.message ?? '';
  return /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED/i.test(
    message,
  );
}

/**
 * Maps every error to the catalogue shape, its messages in the caller's language (the
 * NEXT_LOCALE cookie); 5xx details go to the log only, never the client.
 */
export function toErrorBody(error: unknown, locale: Locale = 'en'): ErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field:
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        error.validationContext ||
        'body',
      message: zodIssueText(issue, locale),
    }));
    return {
      statusCode: 400,
      name: 'ValidationError',
      message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
      field: fields[0]?.field,
      fields,
    };
  }
  if (error instanceof AppError) return error.toBody(locale);
  const { text, ...body } = errorBodyOf(error);
  return { ...body, message: typeof text === 'string' ? text : text.in(locale) };
}

/** Errors that are not ours: the database's and the framework's, in the catalogue's shape. */
function errorBodyOf(error: unknown): Omit<ErrorBody, 'message'> & { text: Message | string } {
  // A connection the database ended: the statement did not commit (or its transaction rolled
  // back), so the client may retry; with an Idempotency-Key the retry is safe either way.
  if (isConnectionLost(error)) {
    return { statusCode: 503, name: 'ServiceUnavailable', text: HANDLER_TEXT.connectionLost };
  }
  const code = pgCode(error);
  if (code === UNIQUE_VIOLATION) {
    return { statusCode: 409, name: 'Conflict', text: HANDLER_TEXT.alreadyExists };
  }
  if (code?.startsWith(DATA_EXCEPTION_CLASS)) {
    return { statusCode: 400, name: 'ValidationError', text: HANDLER_TEXT.outOfRange };
  }
  if (NO_VALUES_TO_SET.test((error as Error)?.message ?? '')) {
    return { statusCode: 400, name: 'ValidationError', text: HANDLER_TEXT.nothingToChange };
  }
  if (isPoolTimeout(error)) {
    return { statusCode: 503, name: 'ServiceUnavailable', text: HANDLER_TEXT.databaseBusy };
  }
  const status = (error as FastifyError)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // The framework's own sentence (fastify writes English only).
    return {
      statusCode: status,
      name: FRAMEWORK_NAMES[status] ?? 'ValidationError',
      text: (error as Error).message || HANDLER_TEXT.somethingWentWrong,
    };
  }
  return { statusCode: 500, name: 'InternalError', text: HANDLER_TEXT.somethingWentWrong };
}

/** Fastify's own 413, said with the route's limit so a client knows what it may send. */
function withBodyLimit(error: unknown, request: FastifyRequest): unknown {
  if ((error as FastifyError)?.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return error;
  const limit = request.routeOptions.bodyLimit ?? BODY_LIMITS.default;
  return payloadTooLarge(HANDLER_TEXT.bodyTooLarge({ limit: bodyLimitText(limit) }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(withBodyLimit(error, request), requestLocale(request));
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { name: body.name, message: body.message } }, 'request refused');
    if (body.name === 'RateLimited' && reply.getHeader('retry-after') === undefined) {
      reply.header('retry-after', '60');
    }
    if (body.name === 'ServiceUnavailable' && reply.getHeader('retry-after') === undefined) {
      reply.header('retry-after', String(CONNECTION_LOST_RETRY_AFTER_SECONDS));
    }
    return reply.status(body.statusCode).send(body);
  });
}

/**
 * Errors the router raises before any hook runs (a URL that does not decode, a path parameter
 * over the router's length limit): the same catalogue shape, without echoing the URL back.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? HANDLER_TEXT.paramTooLong
      : error.code === 'FST_ERR_BAD_URL'
        ? HANDLER_TEXT.badUrl
        : HANDLER_TEXT.badRequest;
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(statusCode).send({
    statusCode,
    name: FRAMEWORK_NAMES[statusCode] ?? 'ValidationError',
    message: message.in(requestLocale(request)),
  });
}
