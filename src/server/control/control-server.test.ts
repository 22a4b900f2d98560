import { stat } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockHolder } from '../db/data-dir-lock';
import { createLogger } from '../logger';
import { createTestKit, type TestKit } from '../testing/kit';
import { sendControlCommand } from './control-client';
import { type ControlServer, startControlServer } from './control-server';
import { MAX_REQUEST_BYTES, socketPath } from './protocol';

let kit: TestKit;
let control: ControlServer;
const holder: LockHolder = { pid: process.pid, since: new Date().toISOString(), command: 'start' };

beforeAll(async () => {
  kit = await createTestKit();
  control = await startControlServer({
    dataDir: kit.dataDir,
    database: kit.database,
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  await control.close();
  await kit.close();
});

/** Sends raw text and returns the answer lines until the server has said `count` of them. */
function exchange(text: string, count = 1): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath(kit.dataDir));
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n').filter(Boolean);
      if (lines.length >= count && buffered.endsWith('\n')) {
        socket.end();
        resolve(lines.map((line) => JSON.parse(line)));
      }
    });
    socket.on('error', reject);
  });
}

const me = (headers: Record<string, string>) =>
  kit.app.inject({ method: 'GET', url: '/api/v1/customer/account/me', headers });

describe('control socket', () => {
  it('is open to its owner only', async () => {
    expect((await stat(socketPath(kit.dataDir))).mode & 0o777).toBe(0o600);
  });

  it('runs an operator command and answers what it did', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    const response = await sendControlCommand(kit.dataDir, holder, {
      command: 'set-plan',
      email: owner.email,
      plan: 'pro',
    });
    expect(response).toEqual({ ok: true, message: expect.stringContaining('is now on pro') });
    expect((await me(owner.headers)).json().profile.orgInfo.package).toBe('pro');
  });

  it('refuses what is not a command, one answer per line, and changes nothing', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    const answers = await exchange(
      [
        'not json',
        JSON.stringify({ command: 'drop-everything' }),
        JSON.stringify({ command: 'set-plan', email: owner.email }),
        JSON.stringify({ command: 'set-plan', email: owner.email, plan: 'pro', extra: 1 }),
        JSON.stringify({ command: 'set-plan', email: owner.email, plan: 'platinum' }),
        JSON.stringify({ command: 'block', email: 'nobody@nowhere.test' }),
      ]
        .map((line) => `${line}\n`)
        .join(''),
      6,
    );
    expect(answers).toHaveLength(6);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false });
    expect(answers[4]).toMatchObject({ message: expect.stringContaining('Unknown plan platinum') });
    expect(answers[5]).toMatchObject({ message: expect.stringContaining('No user') });
    const profile = (await me(owner.headers)).json().profile;
    expect(profile.orgInfo.package).toBe('free');
  });

  it('cuts off a request line larger than the limit', async () => {
    const [answer] = await exchange('x'.repeat(MAX_REQUEST_BYTES + 10));
    expect(answer).toEqual({ ok: false, message: 'Request too large.' });
  });
});
