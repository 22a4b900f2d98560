import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');

type Received = { signature: string; body: string };

let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['reachbase-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhooks', () => {
  it('adds an endpoint, shows its secret once, sends a signed test event and logs it', async () => {
    const { token } = await verifiedSignUpViaApi();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    await context.addCookies([{ name: 'reachbase_session', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet.', { exact: false }).waitFor();

    // Nothing chosen: the form says so next to the field and keeps what was typed.
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('Choose at least one event.').waitFor();
    expect(await page.getByLabel('Endpoint URL').inputValue()).toBe(receiverUrl);

    await page.getByLabel('Audit report ready').check();
    await page.getByLabel('Team member joined').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretField = page.getByLabel('Signing secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByLabel('Signing secret').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(secret);

    await page.getByText('Events: Audit report ready, Team member joined').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event delivered').waitFor();
    expect(received).toHaveLength(1);
    // The receiver checks the signature the way docs/events.md tells it to.
    const [t, v1] = received[0].signature.split(',').map((part) => part.split('=')[1]);
    const expected = createHmac('sha256', secret).update(`${t}.${received[0].body}`).digest('hex');
    expect(v1).toBe(expected);
    expect(JSON.parse(received[0].body).type).toBe('webhook.test');

    // The delivery log opened with the answer: status 204 and its time.
    const log = page.getByRole('table', { name: 'Delivery log' });
    await log.waitFor();
    await log.getByRole('cell', { name: 'Test event' }).waitFor();
    await log.getByRole('cell', { name: /^204 in \d+ ms$/ }).waitFor();
    await log.getByRole('button', { name: 'Send again' }).click();
    await log.getByRole('cell', { name: '2', exact: true }).waitFor();
    expect(received).toHaveLength(2);
    expect(received[1].body).toBe(received[0].body);

    // At phone width the page still fits: the log scrolls inside its own box.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Delivery log' }).click();
    await page.getByRole('table', { name: 'Delivery log' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  }, 90_000);
});
