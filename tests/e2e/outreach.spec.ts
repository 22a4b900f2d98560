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

async function fillServer(page: Page, group: string, server: { port: number; password: string }) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByLabel('Server').fill('127.0.0.1');
  await fields.getByLabel('Security').selectOption('none');
  await fields.getByLabel('Port').fill(String(server.port));
  await fields.getByLabel('User name').fill(USER);
  await fields.getByLabel('Password').fill(server.password);
}

describe('outreach mailboxes', () => {
  it('connects a mailbox after both servers accept the login, and disconnects it', async () => {
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
      await card.getByText(/^Up to 80 emails a day, 08:00–18:00/).waitFor();
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
        .getByText(`Loved your instagram posts, @${creator.platform_username}.`)
        .waitFor();
      await preview.getByText('Any thoughts? Maya from Creator Studio').waitFor();
      await snap(page, 'outreach-sequence-editor');

      await page.getByRole('button', { name: 'Save sequence' }).click();
      const saved = page.getByRole('article', { name: 'Spring launch' });
      await saved.getByText(`2 steps, sent from ${USER}`).waitFor();

      // The creator goes into the sequence and waits, scheduled, on the board.
      await reportsApi(token, `/customer/socialProfile/${creator.profileId}`, {
        method: 'PUT',
        body: { action: 'updateSystemFields', systemFields: { email: 'creator@example.com' } },
      });
      await page.reload();
      await page.getByLabel(new RegExp(`^@${creator.platform_username}`)).check();
      await page.getByRole('button', { name: 'Add 1 creator' }).click();
      await page.getByRole('status').getByText('1 creator added.').waitFor();
      const scheduled = page.getByRole('region', { name: 'Scheduled (1)' });
      const entry = scheduled.getByRole('article', { name: `@${creator.platform_username}` });
      await entry.getByText(/^Step 1 due /).waitFor();
      await entry.getByRole('button', { name: 'Mark replied' }).click();
      await page
        .getByRole('region', { name: 'Replied (1)' })
        .getByRole('article', { name: `@${creator.platform_username}` })
        .waitFor();
      await snap(page, 'outreach-board');

      await page.goto(`${baseUrl}/settings/mailboxes`);
      await card.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('dialog', { name: `Disconnect ${USER}?` });
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText(/^No mailbox yet\./).waitFor();
    } finally {
      await context.close();
    }
  });
});
