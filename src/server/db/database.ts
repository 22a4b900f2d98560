import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';

// The types of a database handle, apart from client.ts so that what client.ts builds on
// (request transactions) can name them without importing it.

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number };
