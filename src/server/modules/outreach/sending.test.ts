// Sending, replies, bounces and unsubscribes against real servers: the project's SMTP test server
// and Debian's Dovecot on loopback.

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SmtpRefusal,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../integrations/mail/smtp-test-server';
import {
  type DovecotTestServer,
  dovecotInstalled,
  startDovecot,
} from '../../integrations/mailbox/dovecot-test-server';
import { createCampaign, type SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import {
  outreachEntries,
  outreachMailboxes,
  outreachMessages,
  outreachSuppressions,
} from './outreach.tables';
import {
  connectMailbox,
  enterSequence,
  entryRow,
  outreachCall,
  SENDER,
  SMTP_PASSWORD,
  sendingKitOptions,
} from './outreach-test-fixtures';
import { minuteOfDay } from './send-window';

const hasDovecot = dovecotInstalled();

const TWO_STEPS = [
  {
    subject: 'Hi {{firstName|there}}',
    body: 'Hello {{firstName|there}}, from {{senderName}}.',
    delayDays: 0,
  },
  { subject: 'Following up', body: 'Any news?', delayDays: 2 },
];

let kit: TestKit;
let smtp: SmtpTestServer;
let imap: DovecotTestServer;
const refusals = new Map<string, SmtpRefusal>();

describe.skipIf(!hasDovecot)('outreach sending', () => {
  beforeAll(async () => {
    [smtp, imap] = await Promise.all([
      startSmtpTestServer({
        users: { [SENDER.user]: SMTP_PASSWORD },
        refuseRecipient: (address) => refusals.get(address) ?? null,
      }),
      startDovecot([SENDER]),
    ]);
    kit = await createTestKit(sendingKitOptions());
  });
  afterAll(async () => {
    await kit?.close();
    await smtp?.close();
    await imap?.close();
  });

  const received = (to: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));

  const entry = (id: string) => entryRow(kit.database.db, id);

  /** Makes the entry's next step due now, as if its delay had passed. */
  const dueNow = (id: string) =>
    kit.database.db
      .update(outreachEntries)
      .set({ nextSendAt: new Date(Date.now() - 1_000) })
      .where(eq(outreachEntries.id, id));

  async function setup(owner: SignedIn, emails: string[], settings: { dailyCap?: number } = {}) {
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap }, settings);
    const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, emails);
    return { mailboxId, entryIds };
  }

  it('sends each step with merge fields, its Message-ID and a one-click unsubscribe, then the follow-up in the same thread', async () => {
    const owner = await kit.signUp();
    const { mailboxId, entryIds } = await setup(owner, ['maya@creators.test']);
    const sender = kit.services.outreachSender;

    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 1 });
    const [first] = received('maya@creators.test');
    expect(first.user).toBe(SENDER.user);
    expect(first.headers.get('subject')).toBe('Hi there');
    expect(first.text).toContain('Hello there, from Dana at Studio.');
    expect(first.headers.get('message-id')).toBe(`<${entryIds[0]}.0.0@studio.test>`);
    expect(first.headers.get('list-unsubscribe')).toMatch(
      /^<http.*\/api\/v1\/public\/outreach\/unsubscribe\?token=/,
    );
    expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(first.text).toMatch(/Unsubscribe: http\S+\/unsubscribe\?token=/);

    const afterFirst = await entry(entryIds[0]);
    expect(afterFirst.status).toBe('sent');
    expect(afterFirst.nextStep).toBe(1);
    const twoDays = afterFirst.nextSendAt!.getTime() - Date.now();
    expect(twoDays).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(twoDays).toBeLessThanOrEqual(2 * 86_400_000);

    // Nothing is due before the follow-up's delay has passed.
    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    await dueNow(entryIds[0]);
    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 1 });
    const second = received('maya@creators.test')[1];
    expect(second.headers.get('subject')).toBe('Following up');
    expect(second.headers.get('in-reply-to')).toBe(first.headers.get('message-id'));
    expect(second.headers.get('message-id')).toBe(`<${entryIds[0]}.0.1@studio.test>`);
    expect((await entry(entryIds[0])).nextStep).toBeNull();

    const usage = await kit.services.usage.report(owner.org.id, ['outreachEmails']);
    expect(usage.outreachEmails.used).toBe(2);

    const thread = await outreachCall(kit, owner)(
      'GET',
      `full-outreach-data?outreachId=${entryIds[0]}`,
    );
    expect(thread.json().messages.map((m: { subject: string; status: string }) => m)).toEqual([
      expect.objectContaining({ direction: 'out', status: 'sent', step: 0, subject: 'Hi there' }),
      expect.objectContaining({
        direction: 'out',
        status: 'sent',
        step: 1,
        subject: 'Following up',
      }),
    ]);
  });

  it('fills {{campaignName}} with the campaign the creators were added from', async () => {
    const owner = await kit.signUp();
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    const campaignId = await createCampaign(kit, owner, 'Spring Glow');
    const { sequenceId } = await enterSequence(
      kit,
      owner,
      mailboxId,
      [{ subject: 'About {{campaignName|our launch}}', body: 'Hi', delayDays: 0 }],
      [],
    );
    const call = outreachCall(kit, owner);
    await call('POST', 'create-entries', {
      sequenceId,
      campaignId,
      creators: [{ email: 'glow@creators.test' }],
    });
    await call('POST', 'create-entries', {
      sequenceId,
      creators: [{ email: 'plain@creators.test' }],
    });
    await kit.services.outreachSender.sendBatch(mailboxId);
    expect(received('glow@creators.test')[0].headers.get('subject')).toBe('About Spring Glow');
    expect(received('plain@creators.test')[0].headers.get('subject')).toBe('About our launch');
  });

  it('bounces an address the server refuses for good, and sends the same message again after a temporary refusal', async () => {
    const owner = await kit.signUp();
    refusals.set('gone@creators.test', { code: 550, message: 'No such user here' });
    refusals.set('busy@creators.test', { code: 451, message: 'Mailbox busy, try later' });
    const { mailboxId, entryIds } = await setup(owner, [
      'gone@creators.test',
      'busy@creators.test',
    ]);
    const [gone, busy] = entryIds;

    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    const bounced = await entry(gone);
    expect(bounced.status).toBe('bounced');
    expect(bounced.reason).toContain('No such user here');
    expect(bounced.nextSendAt).toBeNull();
    const suppressed = await kit.database.db
      .select()
      .from(outreachSuppressions)
      .where(
        and(
          eq(outreachSuppressions.orgId, owner.org.id),
          eq(outreachSuppressions.email, 'gone@creators.test'),
        ),
      );
    expect(suppressed).toEqual([expect.objectContaining({ reason: 'bounced' })]);

    const waiting = await entry(busy);
    expect(waiting.status).toBe('scheduled');
    expect(waiting.attempts).toBe(1);
    expect(waiting.reason).toContain('Mailbox busy');
    expect(waiting.nextSendAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    refusals.delete('busy@creators.test');
    await dueNow(busy);
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 1 });
    expect(received('busy@creators.test')[0].headers.get('message-id')).toBe(
      `<${busy}.0.0@studio.test>`,
    );
    const messages = await kit.database.db
      .select()
      .from(outreachMessages)
      .where(eq(outreachMessages.entryId, busy));
    expect(messages).toHaveLength(1);
    // The retry was not charged twice.
    const usage = await kit.services.usage.report(owner.org.id, ['outreachEmails']);
    expect(usage.outreachEmails.used).toBe(2);

    const again = await outreachCall(kit, owner)('POST', 'create-entries', {
      sequenceId: (await entry(gone)).sequenceId,
      creators: [{ email: 'gone@creators.test' }],
    });
    expect(again.json().skipped).toEqual([
      expect.objectContaining({ email: 'gone@creators.test', reason: 'suppressed' }),
    ]);
  });

  it('waits outside the sending window and at the daily cap', async () => {
    const owner = await kit.signUp();
    const { mailboxId } = await setup(
      owner,
      ['one@creators.test', 'two@creators.test', 'three@creators.test'],
      { dailyCap: 2 },
    );
    const sender = kit.services.outreachSender;
    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 2 });
    const [capped] = await kit.database.db
      .select()
      .from(outreachMailboxes)
      .where(eq(outreachMailboxes.id, mailboxId));
    expect(capped.holdReason).toBe('daily_cap');
    expect(capped.holdUntil!.getTime()).toBeGreaterThan(Date.now());
    const listed = await outreachCall(kit, owner)('GET', 'mailboxes');
    expect(listed.json().items[0].status).toEqual({
      pausedUntil: capped.holdUntil!.toISOString(),
      pauseReason: 'daily_cap',
      inboxError: null,
    });
    // Held: a second batch does not even take the mailbox.
    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    expect(await sender.mailboxesDue()).not.toContain(mailboxId);

    // A window that opens in two hours (in the mailbox's zone) and lasts one.
    const now = minuteOfDay(new Date(), capped.timeZone);
    const start = (now + 120) % 1_440;
    await kit.database.db
      .update(outreachMailboxes)
      .set({
        dailyCap: 100,
        holdUntil: null,
        windowStartMinute: start,
        windowEndMinute: Math.min(start + 60, 1_440),
      })
      .where(eq(outreachMailboxes.id, mailboxId));
    expect(await sender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    const [outside] = await kit.database.db
      .select()
      .from(outreachMailboxes)
      .where(eq(outreachMailboxes.id, mailboxId));
    expect(outside.holdReason).toBe('outside_window');
    const wait = outside.holdUntil!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(118 * 60_000);
    expect(wait).toBeLessThanOrEqual(120 * 60_000);
  });

  it('sends what the allowance covers and pauses the rest with the reason', async () => {
    const owner = await kit.signUp();
    const { mailboxId, entryIds } = await setup(owner, [
      'early@creators.test',
      'late@creators.test',
    ]);
    const { limit } = (await kit.services.usage.report(owner.org.id, ['outreachEmails']))
      .outreachEmails;
    await kit.services.usage.consume(owner.org.id, 'outreachEmails', limit - 1);

    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 1 });
    expect(received('early@creators.test')).toHaveLength(1);
    expect(received('late@creators.test')).toHaveLength(0);
    const paused = await entry(entryIds[1]);
    expect(paused.status).toBe('scheduled');
    expect(paused.reason).toBe('outreach_emails_exhausted');
    const board = await outreachCall(kit, owner)('GET', 'kanban-data');
    const scheduled = board
      .json()
      .columns.find((column: { key: string }) => column.key === 'scheduled');
    expect(scheduled.entries[0].reason).toBe('outreach_emails_exhausted');
    // Held until the allowance is looked at again; nothing was charged past the limit.
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    const usage = await kit.services.usage.report(owner.org.id, ['outreachEmails']);
    expect(usage.outreachEmails.used).toBe(limit);
  });

  it('never sends a step twice when two senders race for one mailbox', async () => {
    const owner = await kit.signUp();
    const emails = Array.from({ length: 12 }, (_, i) => `race${i}@creators.test`);
    const { mailboxId } = await setup(owner, emails);
    const results = await Promise.all([
      kit.services.outreachSender.sendBatch(mailboxId),
      kit.services.outreachSender.sendBatch(mailboxId),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    const ids = emails.flatMap((email) => received(email).map((m) => m.headers.get('message-id')));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('marks an entry Replied from a reply in the inbox, keeps it in the thread and cancels the follow-up', async () => {
    const owner = await kit.signUp();
    const { mailboxId, entryIds } = await setup(owner, [
      'noor@creators.test',
      'lost@creators.test',
    ]);
    await kit.services.outreachSender.sendBatch(mailboxId);
    const ours = received('noor@creators.test')[0].headers.get('message-id')!;
    const lostId = received('lost@creators.test')[0].headers.get('message-id')!;

    await imap.append(
      SENDER,
      [
        'From: Noor <noor@creators.test>',
        `To: ${SENDER.user}`,
        'Subject: Re: Hi there',
        'Message-ID: <reply-1@creators.test>',
        `In-Reply-To: ${ours}`,
        `References: ${ours}`,
        'Date: Thu, 26 Nov 2026 09:00:00 +0000',
        '',
        'Sounds great, tell me more!',
        '',
      ].join('\r\n'),
    );
    await imap.append(SENDER, bounceReport('lost@creators.test', lostId));
    // Mail that names none of ours is left alone.
    await imap.append(
      SENDER,
      'From: someone@else.test\r\nSubject: Newsletter\r\nMessage-ID: <n1@else.test>\r\n\r\nHello\r\n',
    );

    expect(await kit.services.outreachInbox.read(mailboxId)).toEqual({ matched: 2 });
    const replied = await entry(entryIds[0]);
    expect(replied.status).toBe('replied');
    expect(replied.nextStep).toBeNull();
    expect(replied.nextSendAt).toBeNull();
    const thread = await outreachCall(kit, owner)(
      'GET',
      `full-outreach-data?outreachId=${entryIds[0]}`,
    );
    expect(thread.json().messages).toEqual([
      expect.objectContaining({ direction: 'out', status: 'sent' }),
      expect.objectContaining({
        direction: 'in',
        status: 'reply',
        from: 'noor@creators.test',
        body: expect.stringContaining('Sounds great'),
        at: '2026-11-26T09:00:00.000Z',
      }),
    ]);

    const bounced = await entry(entryIds[1]);
    expect(bounced.status).toBe('bounced');
    expect(bounced.reason).toContain('550 5.1.1');
    const [suppressed] = await kit.database.db
      .select()
      .from(outreachSuppressions)
      .where(eq(outreachSuppressions.email, 'lost@creators.test'));
    expect(suppressed.reason).toBe('bounced');

    // Read once: a second look finds nothing new and changes nothing.
    expect(await kit.services.outreachInbox.read(mailboxId)).toEqual({ matched: 0 });
  });

  it('sees a reply as it arrives through IMAP IDLE, with no inbox job running', async () => {
    const owner = await kit.signUp();
    const { mailboxId, entryIds } = await setup(owner, [
      'idle1@creators.test',
      'idle2@creators.test',
    ]);
    await kit.services.outreachSender.sendBatch(mailboxId);
    const reply = (to: string, n: number) =>
      imap.append(
        SENDER,
        `From: ${to}\r\nSubject: Re\r\nMessage-ID: <idle-${n}@creators.test>\r\nIn-Reply-To: ${received(to)[0].headers.get('message-id')}\r\n\r\nYes\r\n`,
      );
    const repliedWithin = async (id: string, ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if ((await entry(id)).status === 'replied') return true;
        await sleep(100);
      }
      return false;
    };
    kit.services.eventLoop.start();
    try {
      // The watch opens on the event loop's next look and reads what came before it.
      await reply('idle1@creators.test', 1);
      expect(await repliedWithin(entryIds[0], 15_000)).toBe(true);
      // Now only IDLE can tell: the poll interval is a minute and no job worker runs here (10 s
      // leaves room for a loaded machine and still proves it).
      await reply('idle2@creators.test', 2);
      expect(await repliedWithin(entryIds[1], 10_000)).toBe(true);
    } finally {
      await kit.services.eventLoop.stop();
    }
  }, 60_000);

  it('unsubscribes with one click from the List-Unsubscribe header, for every sequence of the organization', async () => {
    const owner = await kit.signUp();
    const { mailboxId, entryIds } = await setup(owner, ['leave@creators.test']);
    await kit.services.outreachSender.sendBatch(mailboxId);
    const header = received('leave@creators.test')[0].headers.get('list-unsubscribe')!;
    const url = new URL(header.slice(1, -1));

    const described = await kit.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(described.json()).toEqual({
      email: 'leave@creators.test',
      sender: 'Dana at Studio',
      unsubscribed: false,
      // The page wears the sending organization's brand: here, without a white-label, ours.
      branding: expect.objectContaining({ agencyName: null, logo: null }),
    });
    const oneClick = await kit.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({ unsubscribed: true });
    const left = await entry(entryIds[0]);
    expect(left.status).toBe('unsubscribed');
    expect(left.nextSendAt).toBeNull();

    // The address is not put into another sequence, and cannot be started again.
    const second = await enterSequence(kit, owner, mailboxId, TWO_STEPS, []);
    const skipped = await outreachCall(kit, owner)('POST', 'create-entries', {
      sequenceId: second.sequenceId,
      creators: [{ email: 'leave@creators.test' }],
    });
    expect(skipped.json().skipped).toEqual([
      expect.objectContaining({ email: 'leave@creators.test', reason: 'suppressed' }),
    ]);
    const restart = await outreachCall(kit, owner)('POST', 'reinitiate-outreach', {
      outreachId: entryIds[0],
    });
    expect(restart.statusCode).toBe(400);

    const forged = await kit.app.inject({
      method: 'POST',
      url: `/api/v1/public/outreach/unsubscribe?token=${entryIds[0]}.forged`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ name: 'ValidationError', field: 'token' });
  });
});

/** A delivery status notification (RFC 3464) as a receiving server sends it back. */
function bounceReport(recipient: string, originalId: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.creators.test>',
    `To: ${SENDER.user}`,
    'Subject: Undelivered Mail Returned to Sender',
    'Message-ID: <dsn-1@mx.creators.test>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="BOUNDARY"',
    '',
    '--BOUNDARY',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '',
    '--BOUNDARY',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.creators.test',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    '--BOUNDARY',
    'Content-Type: text/rfc822-headers',
    '',
    `From: Dana at Studio <${SENDER.user}>`,
    `To: ${recipient}`,
    `Message-ID: ${originalId}`,
    'Subject: Hi there',
    '',
    '--BOUNDARY--',
    '',
  ].join('\r\n');
}
