import { z } from 'zod';

// The API contract of the installation's own routes: health (/health) and the public, token-free
// configuration the web app reads at start (/public/config).

const componentSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentSchema.extend({
    kind: z.enum(['pglite', 'postgres']),
    replicas: z
      .array(
        z.object({
          state: z.enum(['ready', 'lagging', 'down']),
          lagMs: z.number().nullable(),
        }),
      )
      .optional()
      .describe(
        'The read replicas (DATABASE_READ_URL), in order: one lagging or down is not read from (reads go to the primary) and does not degrade the status',
      ),
  }),
  queue: componentSchema.extend({ queued: z.number().optional() }),
});

export const publicConfigSchema = z.object({
  analytics: z
    .object({ provider: z.literal('plausible'), host: z.string(), domain: z.string() })
    .nullable(),
  chat: z.object({ provider: z.literal('crisp'), websiteId: z.string() }).nullable(),
  helpBeacon: z.object({ provider: z.literal('helpscout'), beaconId: z.string() }).nullable(),
  googleClientId: z.string().nullable(),
});
export type HealthDto = z.infer<typeof healthSchema>;
export type PublicConfigDto = z.infer<typeof publicConfigSchema>;
