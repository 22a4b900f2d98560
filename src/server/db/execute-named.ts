import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, SqlResult } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * `db.execute` as a named statement, for a statement built with `sql` that runs on every call of
 * a hot path: prepared once per connection on PostgreSQL and on PGlite (pglite-statements.ts).
 * The name is `prefix` and a hash of the text, so a text that changes gets its own statement.
 */
export async function executeNamed(db: Database, prefix: string, query: SQL): Promise<SqlResult> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return (await prepared.execute()) as SqlResult;
}
