import type { Logger } from 'pino';

/** A reader of the outbox: `tick` handles what is new since its last call. */
export type EventConsumer = { name: string; tick: () => Promise<unknown> };

export const EVENT_POLL_MS = 250;

/**
 * The one dispatcher of the outbox: in each process that runs background work (`start`,
 * `worker`), every EVENT_POLL_MS it lets each consumer read on. Consumers keep their own cursor
 * and their own failures: one that throws is logged and tried again next time, never holding up
 * the others or the change that wrote the event.
 */
export function createEventLoop(options: {
  consumers: readonly EventConsumer[];
  logger: Logger;
  pollMs?: number;
}) {
  const { consumers, logger } = options;
  const pollMs = options.pollMs ?? EVENT_POLL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const runOnce = () =>
    Promise.all(
      consumers.map((consumer) =>
        consumer
          .tick()
          .catch((error: unknown) =>
            logger.error({ err: error, consumer: consumer.name }, 'event consumer failed'),
          ),
      ),
    );

  const loop = () => {
    running = runOnce().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type EventLoop = ReturnType<typeof createEventLoop>;
