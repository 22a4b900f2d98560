import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The types of a database handle, apart from client.ts so that what client.ts builds on
// (request transactions) can name them without importing it.

// Typed without the tables: queries name their tables (db.select().from(lists)), and relational
// queries (db.query) are not used, so db/ needs no import of any module.
export type Database = PgDatabase<PgQueryResultHKT>;
export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number };
