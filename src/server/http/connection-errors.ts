// Issue #18 finding 7: a request whose database connection died (the server restarted, an
// operator or a failover terminated it) must be answered 503 ServiceUnavailable with
// Retry-After, like any other passing outage, not 500: the client may simply try again (with the
// same Idempotency-Key, so a write that did commit is answered, not repeated).

/** Seconds a client should wait before retrying; a pool reconnects well within it. */
export const CONNECTION_LOST_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs of a connection the server ended: admin_shutdown, crash_shutdown, cannot_connect_now,
 * and the connection_exception class (connection_exception, connection_does_not_exist,
 * connection_failure).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
/** Socket errors of a connection cut under the driver. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** node-postgres reports a dead socket with these messages and no code. */
const LOST_MESSAGES =
  /Connection terminated unexpectedly|Client has encountered a connection error|Client was closed and is not queryable/i;

/** Whether the error (or one it wraps, as Drizzle does) says the database connection was lost. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
