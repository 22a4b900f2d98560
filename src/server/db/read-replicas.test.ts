import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../testing/bank-fixtures';
import { databaseUrlFor } from '../testing/databases';
import type { SignedIn } from '../testing/factories';
import { createTestKit, type TestKit } from '../testing/kit';

// DATABASE_READ_URL against a real streaming replica of the local server (scripts/
// postgres-replica.sh start, which .ci/run runs): bank searches read the replica while it is
// within the lag bound, the organization's own rows (tracked flags) always the primary, and a
// replica that falls behind or stops answering is skipped until it is back.

const replicaServer = process.env.TEST_DATABASE_READ_URL;
const MAX_LAG_MS = 1_500;

type Json = Record<string, unknown>;
type ReplicaState = { state: 'ready' | 'lagging' | 'down'; lagMs: number | null };

describe.skipIf(!process.env.TEST_DATABASE_URL || !replicaServer)('read replicas', () => {
  let kit: TestKit;
  let owner: SignedIn;
  /** The same test database on the replica, as a superuser (to pause and resume its replay). */
  let replica: pg.Client;

  beforeAll(async () => {
    kit = await createTestKit({
      readReplicas: { serverUrls: [replicaServer as string], maxLagMs: MAX_LAG_MS },
    });
    owner = await kit.signUp({ plan: 'agency' });
    replica = new pg.Client({
      connectionString: databaseUrlFor(
        replicaServer as string,
        new URL(kit.databaseUrl!).pathname.slice(1),
      ),
    });
    await replica.connect();
  }, 30_000);

  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replica?.end();
    await kit?.close();
  });

  async function replicas(): Promise<ReplicaState[]> {
    const health = await kit.app.inject({ method: 'GET', url: '/api/v1/health' });
    return health.json().database.replicas;
  }

  async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const replicaIs = (state: ReplicaState['state']) => async () =>
    (await replicas())[0]?.state === state;

  async function search(scope: string): Promise<Json[]> {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      headers: owner.headers,
      payload: { categories: [scope], sort: 'followers' },
    });
    if (response.statusCode === 404) return [];
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  }

  const names = (items: Json[]) => items.map((item) => item.platform_username);

  it('searches the replica; a replica past the lag bound is skipped until it catches up', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_big`, followers: 90_000 },
      { username: `${scope}_small`, followers: 20_000 },
    ]);
    await until(replicaIs('ready'), 'the replica is ready');
    await until(async () => (await search(scope)).length === 2, 'the replica has the profiles');

    // Replay stops: the replica keeps answering with what it had, a little behind the primary.
    await replica.query('select pg_wal_replay_pause()');
    await insertProfiles(kit.database.db, scope, [{ username: `${scope}_new`, followers: 50_000 }]);
    expect(names(await search(scope))).toEqual([`${scope}_big`, `${scope}_small`]);

    // Past the bound it is skipped: the search reads the primary and finds the new profile.
    await until(replicaIs('lagging'), 'the paused replica is seen lagging');
    expect(names(await search(scope))).toEqual([`${scope}_big`, `${scope}_new`, `${scope}_small`]);
    expect((await kit.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    await replica.query('select pg_wal_replay_resume()');
    await until(replicaIs('ready'), 'the resumed replica is ready again');
    expect(names(await search(scope))).toHaveLength(3);
  });

  it("marks results the organization just added as tracked, while the replica's replay is paused", async () => {
    const scope = newScope();
    const ids = await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_a`, followers: 30_000 },
      { username: `${scope}_b`, followers: 20_000 },
    ]);
    await until(async () => (await search(scope)).length === 2, 'the replica has the profiles');
    await replica.query('select pg_wal_replay_pause()');
    try {
      const added = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/customer/socialProfile/profile-search',
        headers: owner.headers,
        payload: { profileBankIds: [ids[`${scope}_a`]!.id] },
      });
      expect(added.json()).toMatchObject({ added: 1 });
      // The page is the replica's (still within the bound), its tracked flags the primary's.
      expect((await replicas())[0]?.state).toBe('ready');
      const items = await search(scope);
      expect(items.map((item) => [item.platform_username, item.tracked])).toEqual([
        [`${scope}_a`, true],
        [`${scope}_b`, false],
      ]);
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a read replica that does not answer', () => {
  let kit: TestKit;
  let owner: SignedIn;

  beforeAll(async () => {
    // Port 1 is closed: the replica is down from the start.
    kit = await createTestKit({
      readReplicas: { serverUrls: ['postgres://postgres@127.0.0.1:1/postgres'], maxLagMs: 500 },
    });
    owner = await kit.signUp({ plan: 'agency' });
  });
  afterAll(() => kit?.close());

  it('is reported down and searches are answered from the primary', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{ username: `${scope}_only` }]);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      headers: owner.headers,
      payload: { categories: [scope] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: Json) => item.platform_username)).toEqual([
      `${scope}_only`,
    ]);
    const health = () => kit.app.inject({ method: 'GET', url: '/api/v1/health' });
    await expect
      .poll(async () => (await health()).json().database.replicas)
      .toEqual([{ state: 'down', lagMs: null }]);
    expect((await health()).statusCode).toBe(200);
  });
});

/** A TCP relay to the replica that can be cut, as a replica's host going away would. */
async function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !replicaServer)(
  'a read replica lost between its checks',
  () => {
    let kit: TestKit;
    let owner: SignedIn;
    let relay: Awaited<ReturnType<typeof cuttableRelay>>;

    beforeAll(async () => {
      relay = await cuttableRelay(new URL(replicaServer as string));
      // A long bound: checks come a second apart, so the search below meets the lost replica first.
      kit = await createTestKit({ readReplicas: { serverUrls: [relay.url], maxLagMs: 60_000 } });
      owner = await kit.signUp({ plan: 'agency' });
    }, 30_000);
    afterAll(async () => {
      relay?.cut();
      await kit?.close();
    });

    it('answers the search from the primary and reports the replica down', async () => {
      const scope = newScope();
      await insertProfiles(kit.database.db, scope, [{ username: `${scope}_only` }]);
      const search = () =>
        kit.app.inject({
          method: 'POST',
          url: '/api/v1/customer/discoverProfiles',
          headers: owner.headers,
          payload: { categories: [scope] },
        });
      const health = () => kit.app.inject({ method: 'GET', url: '/api/v1/health' });
      // The primary answers searches until the replica has replayed the new profile, which a
      // busy machine can take more than one check to do: wait for the replica, not the search.
      await expect
        .poll(async () => (await health()).json().database.replicas[0].state, { timeout: 10_000 })
        .toBe('ready');
      expect((await search()).statusCode).toBe(200);

      relay.cut();
      const response = await search();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items.map((item: Json) => item.platform_username)).toEqual([
        `${scope}_only`,
      ]);
      expect((await health()).json().database.replicas[0].state).toBe('down');
    });
  },
);
