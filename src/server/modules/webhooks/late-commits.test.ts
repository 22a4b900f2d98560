// Events whose transactions commit in another order than their ids: every consumer of the outbox
// (webhooks, notification mails, the bell, the events API) must still see each one. On PGlite
// transactions take turns, so the interleavings below happen only on PostgreSQL; the big mixed
// run still checks both databases deliver and count exactly.

import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { domainEvents, recordEvent } from '../../events';
import { mailOutbox } from '../../integrations/mail/mail.tables';
import type { SignedIn } from '../../testing/factories';
import { closeAtOnce, listenOnLoopback } from '../../testing/ports';
import { testKitForFile } from '../../testing/test-file-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A webhook receiver that answers 200 and keeps each delivery's event id and headers. */
function startReceiver() {
  const ids: string[] = [];
  const headers: Record<string, string | string[] | undefined>[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      ids.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).id);
      headers.push(request.headers);
      response.writeHead(200).end();
    });
  });
  return {
    ids,
    headers,
    async listen() {
      return `http://127.0.0.1:${await listenOnLoopback(server)}/hook`;
    },
    close: () => closeAtOnce(server),
  };
}

const kit = testKitForFile({ env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32' } });
let receiver: ReturnType<typeof startReceiver>;
let url: string;
beforeAll(async () => {
  receiver = startReceiver();
  url = await receiver.listen();
});
afterAll(() => receiver?.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, who: SignedIn, body?: object) =>
  kit.app.inject({
    method,
    url: `/api/v1/customer${path}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body }),
  });

/** An organization whose webhook endpoint and whose member (app and email) want report.ready. */
async function listeningOrganization() {
  const owner = await kit.signUp({ plan: 'pro' });
  const member = await kit.addMember(owner.org, 'member');
  const added = await call('POST', '/webhooks', owner, { url, eventTypes: ['report.ready'] });
  expect(added.statusCode, added.body).toBe(201);
  const chosen = await call('PUT', '/notifications/preferences', member, {
    'report.ready': 'both',
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  // The mail consumer starts at the outbox's end, like a new installation.
  await kit.services.eventLoop.runOnce();
  return { owner, member };
}

const ready = (db: Database, owner: SignedIn, reportId: string) =>
  recordEvent(db, owner.org.id, 'report.ready', {
    reportId,
    username: 'anna',
    platform: 'instagram',
  });

async function eventIdsOf(owner: SignedIn): Promise<string[]> {
  const rows = await kit.database.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(eq(domainEvents.orgId, owner.org.id));
  return rows
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .map(String);
}

/** How many notification mails each event got, for one member. */
async function mailsPerEvent(member: SignedIn): Promise<Map<string, number>> {
  const rows = await kit.database.db
    .select({ eventId: sql<string>`${mailOutbox.meta} ->> 'eventId'` })
    .from(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.meta} ->> 'kind' = 'notification'`,
        sql`${mailOutbox.meta} ->> 'userId' = ${member.user.id}`,
      ),
    );
  const counts = new Map<string, number>();
  for (const { eventId } of rows) counts.set(eventId, (counts.get(eventId) ?? 0) + 1);
  return counts;
}

const unread = async (who: SignedIn) =>
  (await call('GET', '/notifications', who)).json().unread as number;

/** Runs the outbox's consumers until every one of `ids` reached the receiver (or 60 s). */
async function drain(ids: string[]) {
  for (let round = 0; round < 600; round++) {
    await kit.services.eventLoop.runOnce();
    const received = new Set(receiver.ids);
    if (ids.every((id) => received.has(id))) return;
    await sleep(100);
  }
}

/** A transaction that writes its event now and commits only when told to. */
function heldTransaction(write: (tx: Database) => Promise<void>) {
  let commit = () => {};
  let written = () => {};
  const isWritten = new Promise<void>((resolve) => {
    written = resolve;
  });
  const done = kit.database.db.transaction(async (tx) => {
    await write(tx);
    written();
    await new Promise<void>((resolve) => {
      commit = resolve;
    });
  });
  return { isWritten, commit: () => commit(), done };
}

describe('events committed out of id order', () => {
  it('reach webhooks at least once, mail each exactly once and count the bell exactly under 8 concurrent writers', async () => {
    const { owner, member } = await listeningOrganization();
    const writers = 8;
    const perWriter = 250;
    let writing = true;
    // The consumers run all along, as the event loop does, while commits land in any order.
    const consuming = (async () => {
      while (writing) {
        await kit.services.eventLoop.runOnce();
        await sleep(5);
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < perWriter; i++) {
          await kit.database.db.transaction(async (tx) => {
            await ready(tx, owner, `r-${writer}-${i}`);
            // Long enough for commits to overtake each other; on PGlite transactions take turns,
            // so a pause there only slows the run.
            await sleep(Math.random() * (onPostgres ? 30 : 2));
          });
        }
      }),
    );
    writing = false;
    await consuming;

    const ids = await eventIdsOf(owner);
    expect(ids).toHaveLength(writers * perWriter);
    await drain(ids);
    expect(new Set(receiver.ids)).toEqual(new Set(ids));
    const mails = await mailsPerEvent(member);
    expect(new Set(mails.keys())).toEqual(new Set(ids));
    expect([...mails.values()].every((count) => count === 1)).toBe(true);
    expect(await unread(member)).toBe(writers * perWriter);
    // Headers receivers can drop repeats by: the same stable id, in both header sets.
    const sample = receiver.headers.at(-1) ?? {};
    expect(sample['webhook-id']).toBe(sample['reachbase-event-id']);
  }, 240_000);

  it.skipIf(!onPostgres)(
    'deliver, mail and page an event whose transaction took its id first and committed last',
    async () => {
      const { owner, member } = await listeningOrganization();
      const slow = heldTransaction((tx) => ready(tx, owner, 'slow'));
      await slow.isWritten;
      await ready(kit.database.db, owner, 'fast');
      // The fast one is read while the slow one is still open.
      await kit.services.eventLoop.runOnce();
      const events = (await call('GET', '/events?after=0', owner)).json().events;
      slow.commit();
      await slow.done;
      // The slow one took the lower id.
      const [slowId, fastId] = await eventIdsOf(owner);

      await drain([slowId, fastId]);
      expect(receiver.ids).toEqual(expect.arrayContaining([slowId, fastId]));
      const mails = await mailsPerEvent(member);
      expect(mails.get(slowId)).toBe(1);
      expect(mails.get(fastId)).toBe(1);
      // An API client that kept the last id it read gets the late one next.
      const lastRead = events.at(-1)?.id ?? '0';
      const next = (await call('GET', `/events?after=${lastRead}`, owner)).json().events;
      const seen = [...events, ...next].map((event: { id: string }) => event.id).sort();
      expect(seen).toEqual([slowId, fastId].sort());
    },
  );

  it.skipIf(!onPostgres)('leave an event committed after "Mark all read" unread', async () => {
    const { owner, member } = await listeningOrganization();
    const slow = heldTransaction((tx) => ready(tx, owner, 'slow'));
    await slow.isWritten;
    await ready(kit.database.db, owner, 'fast');
    expect(await unread(member)).toBe(1);
    const marked = await call('PUT', '/notifications/read', member, { all: true });
    expect(marked.statusCode, marked.body).toBeLessThan(300);
    expect(await unread(member)).toBe(0);
    slow.commit();
    await slow.done;

    expect(await unread(member)).toBe(1);
    const { items } = (await call('GET', '/notifications', member)).json();
    const byReport = new Map(
      items.map((item: { payload: { reportId: string }; read: boolean }) => [
        item.payload.reportId,
        item.read,
      ]),
    );
    expect(byReport.get('slow')).toBe(false);
    expect(byReport.get('fast')).toBe(true);
  });
});
