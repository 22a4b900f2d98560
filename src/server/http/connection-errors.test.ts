import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestKit } from '../testing/kit';
import { access } from './access';
import { isConnectionLost } from './connection-errors';
import { toErrorBody } from './error-handler';

function pgError(code: string, message = 'server said no') {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isConnectionLost', () => {
  it('recognizes a connection the server ended, by SQLSTATE', () => {
    for (const code of [
      '57P01',
      '57P02',
      '57P03',
      '57P05',
      '08000',
      '08001',
      '08003',
      '08004',
      '08006',
      '08007',
    ]) {
      expect(isConnectionLost(pgError(code)), code).toBe(true);
    }
  });

  it('recognizes a cut socket and the messages node-postgres gives a dead client', () => {
    expect(
      isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isConnectionLost(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(
      isConnectionLost(
        Object.assign(new Error('This socket has been ended by the other party'), {
          code: 'EPIPE',
        }),
      ),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated due to connection timeout'))).toBe(
      true,
    );
  });

  it('looks through the causes a query builder wraps the driver error in', () => {
    const wrapped = new Error('Failed query: insert into "lists" ...', { cause: pgError('57P01') });
    expect(isConnectionLost(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it('leaves other database errors and everything else alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      pgError('57014', 'canceling statement due to statement timeout'),
      new Error('Something else'),
      'a string',
      null,
      undefined,
    ]) {
      expect(isConnectionLost(error)).toBe(false);
    }
  });
});

// Terminating a backend needs a real server; PGlite runs in this process and has no connections.
describe.runIf(process.env.TEST_DATABASE_URL)('a connection terminated by PostgreSQL', () => {
  it('fails the running query with an error classified as connection lost', async () => {
    const kit = await createTestKit();
    try {
      const { rows } = await kit.database.executeSql('select current_database() as name');
      const running = kit.database
        .executeSql('select pg_sleep(5)')
        .catch((error: unknown) => error);
      await terminateWhenSleeping(rows[0].name as string);
      const error = await running;
      expect(error).toBeInstanceOf(Error);
      expect(isConnectionLost(error), String(error)).toBe(true);
    } finally {
      await kit.close();
    }
  }, 20_000);
});

/** The error handler maps a lost connection once `toErrorBody` calls `isConnectionLost`. */
const handlerMapsLostConnections =
  toErrorBody(Object.assign(new Error('terminating connection'), { code: '57P01' })).statusCode ===
  503;

describe.runIf(process.env.TEST_DATABASE_URL && handlerMapsLostConnections)(
  'a request whose connection PostgreSQL terminates',
  () => {
    it('is answered 503 ServiceUnavailable with Retry-After', async () => {
      const kit = await createTestKit({
        extraRoutes: async (app) => {
          app.post('/probe/slow-write', { config: { access: access.public() } }, async () => {
            await kit.database.executeSql('select pg_sleep(5)');
            return { done: true };
          });
        },
      });
      try {
        const { rows } = await kit.database.executeSql('select current_database() as name');
        const answer = kit.app.inject({ method: 'POST', url: '/api/v1/probe/slow-write' });
        await terminateWhenSleeping(rows[0].name as string);
        const response = await answer;
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ name: 'ServiceUnavailable' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await kit.close();
      }
    }, 20_000);
  },
);

/** Waits until a pg_sleep runs in the database, then ends every backend of that database. */
async function terminateWhenSleeping(database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const sleeping = await admin.query(
        `select 1 from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'`,
        [database],
      );
      if (sleeping.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
  } finally {
    await admin.end();
  }
}
