// Outreach mailboxes in the browser, against real servers on loopback: the project's SMTP test
// server and Debian's Dovecot.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../src/server/integrations/mail/smtp-test-server';
import {
  type DovecotTestServer,
  startDovecot,
} from '../../src/server/integrations/mailbox/dovecot-test-server';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser, snap } from './browser';
import { reportsApi, trackDemoCreator } from './reports-api';

const baseUrl = inject('baseUrl');
const USER = 'maya@creatorstudio.test';
const SMTP_PASSWORD = 'smtp-pass-42';
const IMAP_PASSWORD = 'imap-pass-42';

let browser: Browser;
let smtp: SmtpTestServer;
let imap: DovecotTestServer;

beforeAll(async () => {
  [browser, smtp, imap] = await Promise.all([
    launchBrowser(),
    startSmtpTestServer({ users: { [USER]: SMTP_PASSWORD } }),
    startDovecot([{ user: USER, password: IMAP_PASSWORD }]),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  await imap?.close();
});

/**
 * Drags an entry by its handle onto a board column, the way a mouse does: the board is wider than
 * the page, so the pointer rests at the board's edge on the column's side until the board has
 * scrolled the whole column in.
 */
async function dragEntry(page: Page, handleName: string, column: string): Promise<void> {
  const handle = page.getByRole('button', { name: handleName, exact: true });
  const target = page.getByRole('region', { name: column, exact: true });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const board = await page.locator('[data-column]').first().locator('..').boundingBox();
  const start = await target.boundingBox();
  if (!from || !board || !start) throw new Error('entry, column or board not on screen');
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, y, { steps: 4 });
  const toTheLeft = start.x < board.x;
  const edge = toTheLeft ? board.x + 4 : board.x + board.width - 4;
  await page.mouse.move(edge, y, { steps: 16 });
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return box !== null && box.x >= board.x && box.x + box.width <= board.x + board.width;
    })
    .toBe(true);
  // Away from the edge the board stops scrolling; only then is the column where it stays.
  await page.mouse.move(board.x + board.width / 2, y, { steps: 4 });
  await page.waitForTimeout(300);
  const to = await target.boundingBox();
  if (!to) throw new Error('column not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function fillServer(page: Page, group: string, server: { port: number; password: string }) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByLabel('Server').fill('127.0.0.1');
  await fields.getByLabel('Security').selectOption('none');
  await fields.getByLabel('Port').fill(String(server.port));
  await fields.getByLabel('User name').fill(USER);
  await fields.getByLabel('Password').fill(server.password);
}

describe('outreach', () => {
  it('connects a mailbox, sends a sequence from a list, sees the reply in the thread, and the creator unsubscribes', async () => {
    const { token } = await verifiedSignUpViaApi();
    const context = await signedInContext(browser, token);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('link', { name: 'Mailboxes' }).click();
      await page.getByRole('heading', { name: 'Mailboxes', level: 1 }).waitFor();
      await page.getByText(/^No mailbox yet\./).waitFor();

      await page.getByLabel('Sender name').fill('Maya from Creator Studio');
      await page.getByLabel('Sender email').fill(USER);
      await fillServer(page, 'Sending (SMTP)', { port: smtp.port, password: SMTP_PASSWORD });
      await fillServer(page, 'Replies (IMAP)', { port: imap.port, password: 'wrong' });
      await page.getByLabel('Emails per day').fill('80');
      // All day, whenever the journey runs.
      await page.getByLabel('Send from').fill('00:00');
      await page.getByLabel('Send until').fill('23:59');
      await page.getByRole('button', { name: 'Test and connect' }).click();
      await page
        .getByRole('alert')
        .getByText(/IMAP login failed: the server refused the login/)
        .waitFor();
      await snap(page, 'outreach-mailbox-refused');

      await page
        .getByRole('group', { name: 'Replies (IMAP)' })
        .getByLabel('Password')
        .fill(IMAP_PASSWORD);
      await page.getByRole('button', { name: 'Test and connect' }).click();
      const card = page.getByRole('article', { name: USER });
      await card
        .getByText(
          `Sends through 127.0.0.1:${smtp.port}, reads replies from 127.0.0.1:${imap.port}`,
        )
        .waitFor();
      await card.getByText(/^Up to 80 emails a day, 00:00–23:59/).waitFor();
      expect(await page.getByText(/^No mailbox yet\./).count()).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, 'outreach-mailboxes-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A two-step sequence with merge fields, previewed for a tracked creator.
      const creator = await trackDemoCreator(token);
      await page.getByRole('link', { name: 'Outreach' }).first().click();
      await page.getByRole('heading', { name: 'Outreach', level: 1 }).waitFor();
      await page.getByText(/^No sequence yet\./).waitFor();
      await page.getByRole('button', { name: 'New sequence' }).click();
      await page.getByLabel('Name').fill('Spring launch');
      const first = page.getByRole('group', { name: 'Step 1' });
      await first.getByLabel('Subject').fill('Hi {{firstName|there}}');
      await first
        .getByLabel('Email')
        .fill('Loved your {{platform}} posts, @{{username}}. {{nickname}}');
      await page.getByRole('button', { name: 'Add a follow-up' }).click();
      const second = page.getByRole('group', { name: 'Step 2' });
      await second.getByLabel('Subject').fill('Following up');
      await second.getByLabel('Email').fill('Any thoughts? {{senderName}}');
      await page.getByRole('button', { name: 'Save sequence' }).click();
      await first.getByText(/Unknown merge field nickname in step 1/).waitFor();
      await first.getByLabel('Email').fill('Loved your {{platform}} posts, @{{username}}.');

      await page.getByLabel('Preview for').selectOption(creator.profileId);
      await page.getByRole('button', { name: 'Show preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview
        .getByText(`Loved your Instagram posts, @${creator.platform_username}.`)
        .waitFor();
      await preview.getByText('Any thoughts? Maya from Creator Studio').waitFor();
      await snap(page, 'outreach-sequence-editor');

      await page.getByRole('button', { name: 'Save sequence' }).click();
      const saved = page.getByRole('article', { name: 'Spring launch' });
      await saved.getByText(`2 steps, sent from ${USER}`).waitFor();

      // The creator, saved to a list, goes into the sequence from that list.
      await reportsApi(token, `/customer/socialProfile/${creator.profileId}`, {
        method: 'PUT',
        body: { action: 'updateSystemFields', systemFields: { email: 'creator@example.com' } },
      });
      await reportsApi(token, '/customer/socialProfile/addToList', {
        method: 'PUT',
        body: { profileIds: [creator.profileId], listName: 'Spring shortlist' },
      });
      await page.reload();
      await page
        .getByLabel('Take the creators of a list or campaign')
        .selectOption({ label: 'Spring shortlist' });
      await expect
        .poll(() => page.getByLabel(new RegExp(`^@${creator.platform_username}`)).isChecked())
        .toBe(true);
      await page.getByRole('button', { name: 'Add 1 creator' }).click();
      await page.getByRole('status').getByText('1 creator added.').waitFor();

      // The first email arrives at the SMTP server, with the merge fields filled in.
      await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(1);
      const mail = smtp.messages[0];
      expect(mail.envelopeTo).toEqual(['creator@example.com']);
      expect(mail.text).toContain(`Loved your Instagram posts, @${creator.platform_username}.`);
      const article = (region: string) =>
        page
          .getByRole('region', { name: region })
          .getByRole('article', { name: `@${creator.platform_username}` });
      await article('Sent (1)')
        .getByText(/^Step 2 due /)
        .waitFor({ timeout: 30_000 });

      // A reply lands in the inbox: the entry moves to Replied, its follow-up is not sent.
      await imap.append(
        { user: USER, password: IMAP_PASSWORD },
        [
          'From: creator@example.com',
          `To: ${USER}`,
          'Subject: Re: Hi there',
          'Message-ID: <journey-reply@example.com>',
          `In-Reply-To: ${mail.headers.get('message-id')}`,
          '',
          'Count me in for the spring launch!',
          '',
        ].join('\r\n'),
      );
      const replied = article('Replied (1)');
      await replied.waitFor({ timeout: 30_000 });
      expect(await replied.getByText(/^Step 2 due /).count()).toBe(0);
      await replied.getByRole('button', { name: 'Thread' }).click();
      const thread = page.getByRole('dialog', {
        name: `Thread with @${creator.platform_username}`,
      });
      await thread.getByText('Count me in for the spring launch!').waitFor();
      await thread.getByText(/^Reply from creator@example.com/).waitFor();
      await thread.getByText(/^Step 1, sent/).waitFor();
      await snap(page, 'outreach-thread');
      await page.keyboard.press('Escape');
      // Dragged by its handle onto a stage of the user's own, the way a mouse does.
      await dragEntry(page, `Move @${creator.platform_username}`, 'Interested (0)');
      await article('Interested (1)').waitFor();
      // The stage select moves it too, for any keyboard.
      await article('Interested (1)').getByLabel('Stage').selectOption('Declined');
      await article('Declined (1)').waitFor();
      // The card moved away from the pointer, so a toast says where it went; it covers the foot
      // of the board's first columns until it goes, so the next drag waits for that.
      const moved = page.getByText(`@${creator.platform_username} moved to Declined.`);
      await moved.waitFor();
      await moved.waitFor({ state: 'detached', timeout: 15_000 });
      await dragEntry(page, `Move @${creator.platform_username}`, 'Interested (0)');
      await article('Interested (1)').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      await snap(page, 'outreach-board');

      // The creator unsubscribes from the email's link, signed out.
      const link = /Unsubscribe: (\S+)/.exec(mail.text ?? '')?.[1];
      expect(link).toMatch(/\/unsubscribe\?token=/);
      const reader = await browser.newContext();
      try {
        const readerPage = await reader.newPage();
        await readerPage.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
        await readerPage
          .getByText(`Stop emails from Maya from Creator Studio to creator@example.com?`)
          .waitFor();
        await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
        await readerPage
          .getByRole('status')
          .getByText(/is unsubscribed/)
          .waitFor();
      } finally {
        await reader.close();
      }
      await page.reload();
      await article('Unsubscribed (1)').waitFor();

      await page.goto(`${baseUrl}/settings/mailboxes`);
      await card.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('dialog', { name: `Disconnect ${USER}?` });
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText(/^No mailbox yet\./).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
