// Webhooks against a real HTTP receiver on loopback, which checks each signature with its own
// implementation of the documented scheme (node:crypto, not our signer).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvent } from '../../events';
import { createMailRepository } from '../../integrations/mail';
import { createAddressPolicy, createSafeFetch } from '../../integrations/outbound';
import { createSecretBox } from '../../integrations/secrets';
import type { SignedIn } from '../../testing/factories';
import { closeAtOnce, listenOnLoopback } from '../../testing/ports';
import { testKitForFile } from '../../testing/test-file-kit';
import { createWebhookDispatcher, createWebhooksRepository, createWebhooksService } from './index';

type Received = { headers: Record<string, string>; body: string; verified: string[] };

/** A receiver that answers with `respond` (status, or a delay past the timeout). */
function startReceiver() {
  const received: Received[] = [];
  let respond: () => Promise<number> = async () => 200;
  let secrets: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = request.headers as Record<string, string>;
      received.push({ headers, body, verified: verify(headers['reachbase-signature'], body) });
      const status = await respond();
      response.writeHead(status).end();
    });
  });
  // Which of the secrets signed this body (the scheme of docs/events.md, written again here).
  function verify(header: string | undefined, body: string): string[] {
    const parts = (header ?? '').split(',').map((part) => part.split('='));
    const timestamp = parts.find(([key]) => key === 't')?.[1];
    const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
    return secrets.filter((secret) => {
      const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
      return signatures.some((signature) => {
        const given = Buffer.from(signature, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    });
  }
  return {
    received,
    server,
    set respond(fn: () => Promise<number>) {
      respond = fn;
    },
    get secrets() {
      return secrets;
    },
    set secrets(list: string[]) {
      secrets = list;
    },
    async listen(port = 0) {
      return `http://127.0.0.1:${await listenOnLoopback(server, port)}/hook`;
    },
    close: () => closeAtOnce(server),
  };
}

/**
 * The Standard Webhooks check a receiver's library makes (written again here): HMAC-SHA256 keyed
 * with the base64 after `whsec_`, over "{webhook-id}.{webhook-timestamp}.{body}", in base64.
 */
function verifyStandard(secrets: string[], { headers, body }: Received): boolean {
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const given = (headers['webhook-signature'] ?? '').split(' ').map((entry) => entry.split(','));
  return secrets.some((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update(signed).digest('base64');
    return given.some(([version, signature]) => version === 'v1' && signature === expected);
  });
}

const kit = testKitForFile({
  env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32', WEBHOOK_TIMEOUT_MS: '400' },
});
let receiver: ReturnType<typeof startReceiver>;
let url: string;
beforeAll(async () => {
  receiver = startReceiver();
  url = await receiver.listen();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.respond = async () => 200;
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  who: SignedIn,
  body?: object,
) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/webhooks${path}`,
    headers: who.headers,
    payload: body,
  });
}

async function addEndpoint(owner: SignedIn, eventTypes = ['member.joined'], to = url) {
  const response = await call('POST', '', owner, { url: to, eventTypes });
  expect(response.statusCode, response.body).toBe(201);
  const endpoint = response.json();
  receiver.secrets = [endpoint.secret];
  return endpoint as { _id: string; secret: string };
}

const joined = (owner: SignedIn, name: string) =>
  recordEvent(kit.database.db, owner.org.id, 'member.joined', {
    userId: owner.user.id,
    fullName: name,
    role: 'member',
  });

/** A dispatcher like the app's, with short pauses between retries. */
function fastDispatcher(retryBaseMs = 30) {
  return createWebhookDispatcher({
    repository: createWebhooksRepository(kit.database.db),
    secrets: createSecretBox(kit.services.secretKeyMaterial, 'webhook-signing'),
    fetchUrl: createSafeFetch({ allowCidrs: ['127.0.0.1/32'], timeoutMs: 400 }).fetchUrl,
    mailer: kit.services.mailer,
    mailBrand: async () => ({
      name: 'Reachbase',
      logoUrl: null,
      primaryColor: null,
      appUrl: 'http://localhost',
      sender: null,
    }),
    logger: pino({ level: 'silent' }),
    options: { retryBaseMs, retryMaxMs: retryBaseMs * 4 },
  });
}

describe('webhook endpoints', () => {
  it('shows the secret once, lists without it, and keeps endpoints to the owner', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const endpoint = await addEndpoint(owner);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call('GET', '', owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ _id: endpoint._id, url, eventTypes: ['member.joined'] }),
    ]);
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json().eventTypes).toContain('report.ready');

    const member = await kit.addMember(owner.org, 'member');
    expect((await call('GET', '', member)).statusCode).toBe(403);
    const stranger = await kit.signUp({ plan: 'pro' });
    expect((await call('DELETE', `/${endpoint._id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/${endpoint._id}/test`, stranger)).statusCode).toBe(404);
  });

  it('refuses private addresses, unknown event types and bad URLs with 400, storing nothing', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    for (const body of [
      { url: 'http://10.0.0.7/hook', eventTypes: ['report.ready'] },
      { url: 'http://localhost:8080/hook', eventTypes: ['report.ready'] },
      { url: 'ftp://example.com/hook', eventTypes: ['report.ready'] },
      { url: 'https://example.com/hook', eventTypes: ['report.exploded'] },
      { url: 'https://example.com/hook', eventTypes: [] },
    ]) {
      const response = await call('POST', '', owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().name).toBe('ValidationError');
    }
    expect((await call('GET', '', owner)).json().items).toEqual([]);
  });

  it('refuses a host name that resolves to a private or loopback address, as delivery would', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    // A DNS that answers every name with the addresses given (the outside service, played here).
    const webhooksAnswering = (...addresses: string[]) =>
      createWebhooksService({
        repository: createWebhooksRepository(kit.database.db),
        secrets: createSecretBox(kit.services.secretKeyMaterial, 'webhook-signing'),
        dispatcher: kit.services.eventDispatcher,
        addressPolicy: createAddressPolicy([]),
        lookup: async () =>
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      });
    const caller = {
      orgId: owner.org.id,
      userId: owner.user.id,
      role: 'owner',
      via: 'session',
      emailVerified: true,
      orgBlocked: false,
    } as const;
    const body = {
      url: 'https://hooks.example.com/in',
      description: '',
      eventTypes: ['report.ready' as const],
    };
    for (const addresses of [['10.0.0.7'], ['127.0.0.1'], ['93.184.216.34', '::1']]) {
      const service = webhooksAnswering(...addresses);
      const refused = service.create(caller, body);
      await expect(refused, addresses.join()).rejects.toMatchObject({
        statusCode: 400,
        name: 'ValidationError',
        message: 'This address is not allowed: private or local network',
      });
    }
    expect((await call('GET', '', owner)).json().items).toEqual([]);
    // A public answer is kept.
    const kept = await webhooksAnswering('93.184.216.34').create(caller, body);
    expect(kept.url).toBe(body.url);
  });
});

describe('delivery', () => {
  it("POSTs each wanted event of the organization, signed, with the events API's shape", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const other = await kit.signUp({ plan: 'pro' });
    await addEndpoint(owner);
    await joined(owner, 'Mara');
    await joined(other, 'Not theirs');
    await recordEvent(kit.database.db, owner.org.id, 'usage.near_limit', {
      metric: 'searchCount',
      used: 16,
      limit: 20,
    });
    await kit.services.eventDispatcher.tick();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery.verified).toHaveLength(1);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      type: 'member.joined',
      version: 1,
      payload: { fullName: 'Mara', role: 'member' },
    });
    expect(delivery.headers['reachbase-event-id']).toBe(body.id);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toBe(body.id);
    expect(verifyStandard(receiver.secrets, delivery)).toBe(true);
    const events = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/events?after=0',
      headers: owner.headers,
    });
    expect(events.json().events).toContainEqual(body);
  });

  it('retries after 500s and timeouts, and logs each attempt with its status and time', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const endpoint = await addEndpoint(owner);
    const dispatcher = fastDispatcher();
    const answers = [500, 'slow', 200];
    receiver.respond = async () => {
      const answer = answers.shift();
      if (answer === 'slow') await sleep(700);
      return typeof answer === 'number' ? answer : 200;
    };
    await joined(owner, 'Retry');
    for (let i = 0; i < 20 && receiver.received.length < 3; i++) {
      await dispatcher.tick();
      await sleep(40);
    }
    await sleep(400);
    const log = await call('GET', `/${endpoint._id}/deliveries`, owner);
    const [delivery] = log.json().items;
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a: { statusCode: number | null }) => a.statusCode)).toEqual([
      500,
      null,
      200,
    ]);
    // The slow answer came after WEBHOOK_TIMEOUT_MS: a failed attempt without a status.
    expect(delivery.attempts[1].error).toMatch(/no complete answer/);
    for (const attempt of delivery.attempts) expect(attempt.responseMs).toBeGreaterThanOrEqual(0);
    const ids = new Set(receiver.received.map((r) => r.headers['reachbase-event-id']));
    expect(ids.size).toBe(1);
  });

  it('gets every event to a receiver that was down, once it is back', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const down = startReceiver();
    const downUrl = await down.listen();
    const port = Number(new URL(downUrl).port);
    await down.close();
    const endpoint = await addEndpoint(owner, ['member.joined'], downUrl);
    down.secrets = [endpoint.secret];
    const dispatcher = fastDispatcher();
    for (let i = 0; i < 10; i++) await joined(owner, `Person ${i}`);
    await dispatcher.tick();
    const failed = (await call('GET', `/${endpoint._id}/deliveries`, owner)).json().items;
    expect(failed).toHaveLength(10);
    expect(failed.every((d: { status: string }) => d.status === 'pending')).toBe(true);

    await down.listen(port);
    try {
      for (let i = 0; i < 30 && new Set(down.received.map((r) => r.body)).size < 10; i++) {
        await sleep(40);
        await dispatcher.tick();
      }
      const names = new Set(down.received.map((r) => JSON.parse(r.body).payload.fullName));
      expect(names.size).toBe(10);
      expect(down.received.every((r) => r.verified.length === 1)).toBe(true);
    } finally {
      await down.close();
    }
  });

  it('loses nothing when a dispatcher dies after claiming deliveries', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await addEndpoint(owner);
    for (let i = 0; i < 5; i++) await joined(owner, `Claimed ${i}`);
    const repository = createWebhooksRepository(kit.database.db);
    await repository.fanOut(200, (event) => JSON.stringify({ id: String(event.id) }));
    // A dispatcher claims them and dies before sending: nothing is marked delivered.
    const claimed = await repository.claimDue(200, 50);
    expect(claimed.length).toBeGreaterThanOrEqual(5);
    await kit.services.eventDispatcher.tick();
    expect(receiver.received).toHaveLength(0);
    await sleep(80);
    await kit.services.eventDispatcher.tick();
    expect(receiver.received.length).toBeGreaterThanOrEqual(5);
  });
});

describe('secrets, tests and redelivery', () => {
  it('signs with the new and the old secret during the overlap after a rotation', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const endpoint = await addEndpoint(owner);
    const rotated = await call('POST', `/${endpoint._id}/rotate-secret`, owner);
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json();
    expect(secret).not.toBe(endpoint.secret);
    expect(Date.parse(previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    receiver.secrets = [secret, endpoint.secret];
    await joined(owner, 'Rotation');
    await kit.services.eventDispatcher.tick();
    expect(receiver.received[0].verified.sort()).toEqual([secret, endpoint.secret].sort());
  });

  it('sends a test event at once and redelivers a delivery with the same event id', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const endpoint = await addEndpoint(owner);
    const test = await call('POST', `/${endpoint._id}/test`, owner);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ eventType: 'webhook.test', status: 'delivered' });
    expect(test.json().attempts[0].statusCode).toBe(200);
    expect(receiver.received[0].verified).toEqual([endpoint.secret]);

    const again = await call(
      'POST',
      `/${endpoint._id}/deliveries/${test.json()._id}/redeliver`,
      owner,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().attempts).toHaveLength(2);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
  });

  it('switches off an endpoint failing for 3 days and tells its owner', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const endpoint = await addEndpoint(owner);
    receiver.respond = async () => 503;
    const repository = createWebhooksRepository(kit.database.db);
    await repository.markFailing(endpoint._id, new Date(Date.now() - 3 * 86_400_000 - 60_000));
    await joined(owner, 'Last straw');
    await kit.services.eventDispatcher.tick();
    const [listed] = (await call('GET', '', owner)).json().items;
    expect(listed).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/3 days/),
    });
    // Kept by key, said in the reader's language: the reason and why the attempt failed.
    const german = { ...owner, headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' } };
    const [listedInGerman] = (await call('GET', '', german)).json().items;
    expect(listedInGerman.disabledReason).toBe('Jede Zustellung schlug 3 Tage lang fehl');
    const [logged] = (await call('GET', `/${endpoint._id}/deliveries`, german)).json().items;
    expect(logged.attempts[0].error).toBe('Antwort 503');
    const mails = await createMailRepository(kit.database.db).listRecent({ limit: 50 });
    expect(mails.find((m) => m.to === owner.email)?.subject).toBe(
      'A webhook endpoint was switched off',
    );
    // Switched off, it gets no new events; switched on again, it does.
    await joined(owner, 'While off');
    await kit.services.eventDispatcher.tick();
    expect(receiver.received).toHaveLength(1);
    const on = await call('PUT', `/${endpoint._id}`, owner, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});
