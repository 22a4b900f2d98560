import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small process-wide state that must survive restarts and be shared by every process. */
export const systemState = pgTable('system_state', {
  key: text().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit windows live in the database so every API process counts the same requests. */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
