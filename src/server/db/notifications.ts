import pg from 'pg';
import type { Logger } from 'pino';

/**
 * What a LISTEN subscriber hears. Until onReady nothing is heard; after onLost notifications may
 * have been missed (the connection dropped) until the next onReady.
 */
export type NotificationHandlers = {
  onNotify(payload: string): void;
  onReady(): void;
  onLost(): void;
};

/** Reconnecting the LISTEN connection: the first wait, and the longest, before jitter. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from RECONNECT_FIRST_MS up to
 * RECONNECT_MAX_MS, plus up to half again at random, so processes that lost the server together
 * do not all knock at the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(base * (1 + random() / 2));
}

/**
 * The channels the app's triggers NOTIFY on (see the migrations). Every connection to
 * PostgreSQL listens on all of them from the start, so the list is fixed here.
 */
export const NOTIFY_CHANNELS = ['caller_changed'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

type Dispatch = (message: pg.Notification) => void;
type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/**
 * A pool's client class whose connections LISTEN before they are handed out. PostgreSQL hands
 * a session its own transaction's notifications before it answers the COMMIT, so this process
 * hears a change it made before the write's promise resolves; the listener's own connection
 * hears it a moment later, which would let this process's next request see the old state.
 */
export function listeningClientClass(dispatch: Dispatch): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    // pg-pool connects with a callback; the promise form is kept for other callers.
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const ready = super.connect().then(async () => {
        this.on('notification', dispatch);
        try {
          for (const channel of NOTIFY_CHANNELS) await this.query(`listen ${channel}`);
        } catch (error) {
          // The pool forgets a client that failed to connect; its socket must not outlive it.
          await this.end().catch(() => undefined);
          throw error;
        }
        return this;
      });
      if (!callback) return ready;
      const answer = callback as (error: Error | null, client?: pg.Client) => void;
      ready.then((client) => answer(null, client), answer);
      return undefined;
    }
  };
}

/**
 * LISTEN on PostgreSQL: the pool's connections (listeningClientClass) and one dedicated
 * connection, opened on the first subscription and reopened after it drops, which hears the
 * other processes while the pool has no connection open.
 */
export function createPostgresListener(url: string, logger: Logger) {
  const subscribers = new Map<string, NotificationHandlers[]>();

  function dispatch(message: pg.Notification) {
    for (const handlers of subscribers.get(message.channel) ?? []) {
      handlers.onNotify(message.payload ?? '');
    }
  }

  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  /** Failed attempts since the connection was last up: the backoff's exponent. */
  let attempts = 0;
  let closed = false;

  const everyone = () => [...subscribers.values()].flat();

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = reconnectDelayMs(attempts++);
    retry = setTimeout(() => void connect(), delay);
  }

  function lost() {
    if (!client) return;
    client = null;
    // Notifications may be missed from now until the next onReady: subscribers stop trusting
    // what they cached, on every loss, however often it happens.
    for (const handlers of everyone()) handlers.onLost();
    scheduleReconnect();
  }

  async function open() {
    const next = new pg.Client({ connectionString: url });
    // Without a listener an 'error' (the server ended the connection) would end the process;
    // 'end' follows it and reconnects.
    next.on('error', (error) => logger.warn({ err: error }, 'notification connection lost'));
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', dispatch);
    try {
      await next.connect();
      for (const channel of NOTIFY_CHANNELS) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempts = 0;
    for (const handlers of everyone()) handlers.onReady();
  }

  function connect(): Promise<void> {
    retry = null;
    connecting ??= open()
      .catch((error: Error) => {
        logger.warn({ err: error }, 'could not listen for notifications; retrying');
        scheduleReconnect();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    dispatch,
    listen(channel: NotifyChannel, handlers: NotificationHandlers): void {
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), handlers]);
      if (client) handlers.onReady();
      else if (!connecting && !retry) void connect();
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
