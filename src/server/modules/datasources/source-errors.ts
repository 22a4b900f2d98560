import type { Logger } from 'pino';
import { AppError, badRequest, serviceUnavailable } from '../../http/errors';
import { SourceError } from '../../integrations/social-data/data-source';
import { DATA_SOURCE_TEXT } from './datasources.text';

/** Seconds to wait when a source asks to slow down without saying for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A source's "slow down", with the seconds it asked for (the route sends them as Retry-After). */
export class SourceRateLimitedError extends AppError {
  constructor(
    source: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RateLimited', 429, DATA_SOURCE_TEXT.rateLimited({ source, seconds: retryAfterSeconds }));
  }
}

/**
 * A source's refusal or failure as the catalogue says it, never a 500: the same statuses as
 * other outside services (a refused stored key or an outage is 503 like YouTube's and Stripe's,
 * used-up credits 429 like YouTube's quota). While connecting, a refused key is the key's fault:
 * 400 on field `key`, as a mailbox's refused password is. Anything else the adapter threw is logged and said as an outage.
 */
export function sourceFailure(
  error: unknown,
  context: { source: string; connecting?: boolean; field?: string; logger: Logger },
): AppError {
  const { source } = context;
  if (!(error instanceof SourceError)) {
    if (error instanceof AppError) return error;
    context.logger.warn({ err: error, source }, 'data source failed');
    return serviceUnavailable(DATA_SOURCE_TEXT.unavailable({ source }));
  }
  switch (error.kind) {
    case 'invalid_key':
      return context.connecting
        ? badRequest(DATA_SOURCE_TEXT.keyRefused({ source, reason: error.message }), 'key')
        : serviceUnavailable(DATA_SOURCE_TEXT.storedKeyRefused({ source }));
    case 'out_of_credits':
      return new AppError('RateLimited', 429, DATA_SOURCE_TEXT.outOfCredits({ source }));
    case 'rate_limited':
      return new SourceRateLimitedError(
        source,
        error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
      );
    case 'bad_request':
      return badRequest(DATA_SOURCE_TEXT.refused({ source, reason: error.message }), context.field);
    case 'unavailable':
      return serviceUnavailable(
        context.connecting
          ? DATA_SOURCE_TEXT.keyNotChecked({ source })
          : DATA_SOURCE_TEXT.unavailable({ source }),
      );
  }
}
