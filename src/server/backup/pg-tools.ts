import { spawn } from 'node:child_process';
import type { DatabaseHandle } from '../db/client';

/**
 * PostgreSQL's own client tools (pg_dump, pg_restore) run as child processes. The password goes
 * in the environment, not the command line, where every user of the machine could read it.
 */

type PgTool = 'pg_dump' | 'pg_restore';

function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Runs a tool to the end; throws its own error output when it fails. */
function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH. Install PostgreSQL's client tools (e.g. the postgresql-client package) of the server's major version or newer.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` -> 15. */
function majorVersionOf(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

/**
 * pg_dump refuses a server newer than itself, with a message that does not say what to do; and a
 * missing pg_dump is best said before anything is written.
 */
export async function assertPgDumpCanDump(database: DatabaseHandle): Promise<void> {
  const versionLine = await runTool('pg_dump', ['--version'], process.env);
  const dumpMajor = majorVersionOf(versionLine);
  const { rows } = await database.executeSql('show server_version_num');
  const serverMajor = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  if (dumpMajor === null || dumpMajor < serverMajor) {
    throw new Error(
      `pg_dump is older than the database server (${versionLine.trim()}; the server is PostgreSQL ${serverMajor}). Install the client tools of PostgreSQL ${serverMajor} or newer and put them first on PATH.`,
    );
  }
}

/** A consistent snapshot of the whole database in pg_dump's custom format, written to `file`. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** Restores a custom-format dump into an empty database, all or nothing. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
