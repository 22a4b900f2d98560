// A throwaway database for one benchmark run: on the PostgreSQL server of `serverUrl` a database of
// its own (never the one the URL names), dropped afterwards; without a server, PGlite in a
// temporary data dir.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = {
  /** Settings for loadConfig: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
};

export async function scratchDatabase(name: string, serverUrl?: string): Promise<ScratchDatabase> {
  const scratch = `reachbase_bench_${name}_${process.pid}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `reachbase-bench-${name}-`));
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    databaseUrl = url.toString();
    await adminQuery(serverUrl, `create database ${scratch}`);
  }
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    dataDir,
    async drop() {
      await rm(dataDir, { recursive: true, force: true });
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${scratch} with (force)`);
    },
  };
}
