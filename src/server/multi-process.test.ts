import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailRepository } from './integrations/mail';
import type { SignedIn } from './testing/factories';
import { createTestKit, type TestKit } from './testing/kit';
import { freePort, waitForPort } from './testing/ports';

// docs/scaling.md: several API processes and workers on one PostgreSQL. Two API processes
// (`reachbase start --no-worker`) and one worker (`reachbase worker`), as real processes, share
// sessions, rate limits, jobs and usage through the database alone.

const PER_MINUTE = 40;

// A second process needs a database it can share: PostgreSQL (PGlite lives in this process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes and a worker', () => {
  let kit: TestKit;
  let dataDir: string;
  const children: ChildProcess[] = [];
  let api: [string, string];

  function startProcess(args: string[]) {
    const child = spawn(process.execPath, [path.resolve('bin/reachbase.js'), ...args], {
      env: {
        ...process.env,
        DATABASE_URL: kit.databaseUrl as string,
        DATA_DIR: dataDir,
        DEMO_PROFILES: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      },
      stdio: 'ignore',
    });
    children.push(child);
  }

  beforeAll(async () => {
    kit = await createTestKit();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-processes-'));
    const ports = [await freePort(), await freePort()];
    for (const port of ports) startProcess(['start', '--no-worker', '--port', String(port)]);
    startProcess(['worker']);
    await Promise.all(ports.map((port) => waitForPort(port, 'the API process', 60_000)));
    api = [`http://127.0.0.1:${ports[0]}/api/v1`, `http://127.0.0.1:${ports[1]}/api/v1`];
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
    await kit?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function call(base: string, who: SignedIn | null, route: string, body?: unknown) {
    return fetch(`${base}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(who ? who.headers : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function statusWithin(check: () => Promise<boolean>, ms: number) {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > ms) throw new Error(`not so within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('shares sessions: a sign-out in one process is refused by the other', async () => {
    const owner = await kit.signUp();
    for (const base of api)
      expect((await call(base, owner, '/customer/account/me')).status).toBe(200);
    expect((await call(api[1], owner, '/customer/auth/logout', {})).status).toBe(204);
    await statusWithin(
      async () => (await call(api[0], owner, '/customer/account/me')).status === 401,
      2_000,
    );
  });

  it('shares the rate limit: a user has one window over both processes', async () => {
    const owner = await kit.signUp();
    const statuses = async (base: string, n: number) => {
      const all: number[] = [];
      for (let i = 0; i < n; i++)
        all.push((await call(base, owner, '/customer/account/me')).status);
      return all;
    };
    const first = await statuses(api[0], 30);
    expect(first.every((status) => status === 200)).toBe(true);
    // Each process hands its count to PostgreSQL every 100 ms; past that the other knows it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = await statuses(api[1], 15);
    expect(second.filter((status) => status === 200)).toHaveLength(PER_MINUTE - 30);
    expect(second.at(-1)).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await call(api[0], owner, '/customer/account/me')).status).toBe(429);
  });

  it('shares jobs: a password-reset mail asked of an API process is sent by the worker', async () => {
    const owner = await kit.signUp();
    const asked = await call(api[0], null, '/customer/auth/forgot-password', {
      method: 'request',
      email: owner.email,
    });
    expect(asked.status).toBe(200);
    const outbox = createMailRepository(kit.database.db);
    await statusWithin(async () => {
      const mails = await outbox.listRecent({ limit: 50 });
      return mails.some((mail) => mail.to === owner.email && /reset/i.test(mail.subject));
    }, 20_000);
  });

  it("shares jobs: a sign-up's verification mail, asked of an API process, is sent by the worker", async () => {
    const email = `multi-${Date.now()}@example.com`;
    const signedUp = await call(api[1], null, '/customer/auth/signup', {
      email,
      password: 'violet-harbour-canvas-92',
      fullName: 'Ana Silva',
      jobRole: 'Founder',
    });
    expect(signedUp.status).toBe(201);
    const outbox = createMailRepository(kit.database.db);
    await statusWithin(async () => {
      const mails = await outbox.listRecent({ limit: 50 });
      return mails.some((mail) => mail.to === email && /verify/i.test(mail.subject));
    }, 20_000);
  });

  it('shares usage: searches in both processes count in one allowance', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    for (const [index, base] of [api[0], api[1], api[0], api[1], api[1]].entries()) {
      const searched = await call(base, owner, '/customer/discoverProfiles', {
        platform: 'instagram',
        followers: { min: index + 1 },
        limit: 1,
      });
      expect([200, 404]).toContain(searched.status);
    }
    for (const base of api) {
      const usage = await call(base, owner, '/customer/account/usage?fields=searchCount');
      expect(((await usage.json()) as { searchCount: { used: number } }).searchCount.used).toBe(5);
    }
  });
});
