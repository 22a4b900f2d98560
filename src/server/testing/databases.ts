import pg from 'pg';

/**
 * The migrated template of one test run on PostgreSQL. Named per run, so two runs against one
 * server (two checkouts, or CI beside a developer) never drop each other's template.
 */
export const TEMPLATE_DATABASE = `reachbase_test_template_${process.pid}`;

/** The same server URL pointing at another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's own database (create or drop a test database). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
