import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * A pool's client class that always has an 'error' listener. pg-pool listens only while a
 * client is idle; a client that loses its server while checked out (a transaction, an advisory
 * lock, the LISTEN statements of a new connection) emits 'error' with nobody listening, which
 * ends the process. Its running and later queries fail on their own (answered 503), and the
 * pool drops it on release, so logging is all that is left to do here.
 */
export function clientClassKeepingErrors(Base: typeof pg.Client, logger: Logger): typeof pg.Client {
  return class GuardedClient extends Base {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error) =>
        logger.debug(lostConnectionLog(error), 'database connection lost'),
      );
    }
  };
}

/**
 * What to log of a lost connection's error: its code and message. pg-pool attaches the whole
 * client to the error, and serializing that for every connection a restart drops costs the
 * process time exactly when it is reconnecting.
 */
export function lostConnectionLog(error: Error): { err: { code?: string; message: string } } {
  return { err: { code: (error as { code?: string }).code, message: error.message } };
}
