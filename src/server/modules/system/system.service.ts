import type { DatabaseHandle } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';

const startedAt = Date.now();

export function createSystemService(deps: {
  database: DatabaseHandle;
  jobs: () => JobQueue | null;
  version: string;
}) {
  return {
    async health() {
      const database = await deps.database
        .ping()
        .then((latencyMs) => ({ ok: true, latencyMs: Math.round(latencyMs * 100) / 100 }))
        .catch((error: Error) => ({ ok: false, error: error.message }));
      const jobs = deps.jobs();
      const queue = jobs ? await jobs.ping() : { ok: false, error: 'job queue not started' };
      return {
        status: database.ok && queue.ok ? ('ok' as const) : ('degraded' as const),
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: {
          kind: deps.database.kind,
          ...database,
          // No names: the health page is public, the replicas' addresses are not.
          replicas: deps.database.replica?.status().map(({ state, lagMs }) => ({ state, lagMs })),
        },
        queue,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
