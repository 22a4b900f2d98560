import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` an organization sent on a POST, kept 24 hours so a
 * retry gets that answer instead of creating twice (http/idempotency.ts). `status_code` is null
 * while the first request is still running. No foreign key to organizations: the HTTP layer sits
 * below the modules, and the rows expire within a day anyway.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid().notNull(),
    key: text().notNull(),
    /** Method and URL (path and query) of the first request. */
    request: text().notNull(),
    /** SHA-256 of the first request's parsed body in canonical JSON. */
    bodyHash: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
