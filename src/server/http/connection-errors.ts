// Issue #18 finding 7: a request whose database connection died (the server restarted, an
// operator or a failover terminated it) must be answered 503 ServiceUnavailable with
// Retry-After, like any other passing outage, not 500: the client may simply try again (with the
// same Idempotency-Key, so a write that did commit is answered, not repeated).

/** Seconds a client should wait before retrying; a pool reconnects well within it. */
export const CONNECTION_LOST_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs of a connection the server ended or could not keep: admin_shutdown (an operator's
 * pg_terminate_backend, a fast shutdown), crash_shutdown, cannot_connect_now (starting up or
 * shutting down), idle_session_timeout, and the connection_exception class (connection_exception,
 * connection_does_not_exist, connection_failure, sqlclient_unable_to_establish_sqlconnection,
 * sqlserver_rejected_establishment_of_sqlconnection, transaction_resolution_unknown).
 */
const LOST_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
/**
 * Socket errors of a connection cut under the driver. A server not reachable at all
 * (ECONNREFUSED, a pool timeout) is answered 503 by the error handler as a busy database.
 */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** node-postgres and pg-pool report a dead socket with these messages and no code. */
const LOST_MESSAGES =
  /Connection terminated unexpectedly|Connection terminated due to connection timeout|Client has encountered a connection error|Client was closed and is not queryable|This socket has been ended by the other party/i;

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
