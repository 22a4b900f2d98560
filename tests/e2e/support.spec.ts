import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import { SUPPORT_EMAIL, waitForMail } from './mailbox';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('contact form', () => {
  it('sends a message with a screenshot from a phone, keeps what was typed until then, and mails support and the sender', async () => {
    const { email, token } = await verifiedSignUpViaApi();
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(20_000);
    await context.addCookies([{ name: 'reachbase_session', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/campaigns`);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();

    const openForm = async () => {
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('button', { name: 'Contact support' }).click();
      return page.getByRole('dialog', { name: 'Contact support' });
    };
    let dialog = await openForm();
    await dialog.getByText(`We answer by email at ${email}.`).waitFor();

    // Sending without a message says what is missing and sends nothing.
    await dialog.getByLabel('Subject').fill('Cannot export my campaign');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('Fill this in.').waitFor();

    // Closing and opening again keeps what was typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await openForm();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Cannot export my campaign');

    await dialog.getByLabel('Message').fill('The export button on my campaign does nothing.');
    await dialog.getByLabel(/Screenshot or file/).setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 60, height: 40, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer(),
    });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(`Message sent. We will answer at ${email}`).waitFor();
    expect(await page.getByRole('dialog', { name: 'Contact support' }).count()).toBe(0);

    const ticket = await waitForMail(SUPPORT_EMAIL, /\[Support\] Cannot export my campaign/);
    expect(ticket.text).toContain('The export button on my campaign does nothing.');
    expect(ticket.text).toContain(`From: ${email}`);
    expect(ticket.text).toContain('Page: /campaigns');
    await waitForMail(email, /We received your message: Cannot export my campaign/);

    // The next message starts from an empty form.
    dialog = await openForm();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('');
    await context.close();
  }, 90_000);
});
