import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../../src/server/testing/dns-server';
import { newEmail, PASSWORD, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import { waitForLink } from './mailbox';
import { createReportViaApi, trackDemoCreator } from './reports-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const dnsPort = inject('dnsPort');
const root = path.resolve(import.meta.dirname, '../..');

// The agency's own domain; Chromium resolves it to the journey's server on loopback.
const DOMAIN = 'agency.test';
const port = new URL(baseUrl).port;
const agencyUrl = `http://${DOMAIN}:${port}`;
const AGENCY = 'Northwind Creators';
const PRIMARY = '#0b6e4f';
const PRODUCT = /reachbase/i;
// Unlike the primary colour, so the PDF check finds the logo and not an accent.
const LOGO_RGB: [number, number, number] = [190, 20, 150];

let browser: Browser;
let dns: TestDnsServer;
beforeAll(async () => {
  // The app resolves through DNS_SERVERS=127.0.0.1:<dnsPort> (global-setup); this is that server.
  dns = await startTestDnsServer(dnsPort);
  browser = await launchBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);
});
afterAll(async () => {
  await browser?.close();
  await dns?.close();
});

async function api<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The operator's command, through the running server's control socket, as a user would run it. */
// Asynchronous on purpose: a synchronous child process would stall this process's event loop for
// seconds, and fetch would then reuse a keep-alive connection the server has already closed.
async function setPlan(email: string, plan: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'bin/reachbase.js'), 'set-plan', email, plan],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
}

/** A member invited by the owner who activated through the mailed link; answers their token. */
async function invitedMember(ownerToken: string): Promise<string> {
  const email = newEmail('member');
  await api(ownerToken, 'POST', '/customer/account/add', {
    email,
    fullName: 'Max Member',
    role: 'member',
  });
  const link = new URL(await waitForLink(email, /invit|join/i));
  const token = link.searchParams.get('token') ?? link.pathname.split('/').pop();
  const answer = await api<{ token: string }>('', 'POST', '/customer/auth/user/activate', {
    token,
    fullName: 'Max Member',
    password: PASSWORD,
  });
  return answer.token;
}

async function contextFor(url: string, token: string, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // A step that cannot happen fails on its own line rather than at the journey's time limit.
  context.setDefaultTimeout(20_000);
  await context.addCookies([{ name: 'reachbase_session', value: token, url }]);
  return context;
}

function png(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const [r, g, b] = rgb;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

function primaryVariable(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
}

async function expectNoProductName(page: Page, route: string, heading: RegExp): Promise<void> {
  await page.goto(`${agencyUrl}${route}`);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  const text = await page.locator('body').innerText();
  expect(text, `${route} shows the product name`).not.toMatch(PRODUCT);
  expect(await page.title()).toBe(AGENCY);
}

/** Share of the pixels in the top quarter of a PDF's first page that are near this colour. */
async function colourShareAtTop(pdf: Buffer, rgb: [number, number, number]): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-wl-pdf-'));
  await writeFile(path.join(dir, 'report.pdf'), pdf);
  await promisify(execFile)('pdftoppm', [
    '-png',
    '-r',
    '50',
    '-f',
    '1',
    '-l',
    '1',
    path.join(dir, 'report.pdf'),
    path.join(dir, 'page'),
  ]);
  const [file] = (await readdir(dir)).filter((name) => name.startsWith('page'));
  const image = sharp(path.join(dir, file)).removeAlpha();
  const { height = 0 } = await image.metadata();
  const { data, info } = await image
    .extract({
      left: 0,
      top: 0,
      width: (await image.metadata()).width ?? 0,
      height: Math.ceil(height / 4),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const distance =
      Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]);
    if (distance < 40) near++;
  }
  return near / (data.length / info.channels);
}

describe('white-label journey', () => {
  it('brands the app on the agency domain for its members, and removal restores the defaults', async () => {
    const owner = await verifiedSignUpViaApi();
    await setPlan(owner.email, 'agency');
    const memberToken = await invitedMember(owner.token);

    // The owner configures the white-label in settings.
    const ownerPage = await (await contextFor(baseUrl, owner.token)).newPage();
    await ownerPage.goto(`${baseUrl}/settings/white-label`);
    await ownerPage.getByRole('heading', { level: 1, name: 'White-label' }).waitFor();
    await ownerPage.getByLabel('Agency name').fill(AGENCY);

    // SVG is refused before it is sent, with the server's words.
    await ownerPage.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await ownerPage
      .getByText('SVG is not accepted for the logo: upload a PNG, JPEG or WebP')
      .waitFor();
    await ownerPage.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(400, 100, LOGO_RGB),
    });
    await ownerPage.getByRole('img', { name: 'Logo preview' }).waitFor();
    await ownerPage.getByLabel('Favicon', { exact: true }).setInputFiles({
      name: 'favicon.png',
      mimeType: 'image/png',
      buffer: await png(64, 64, [240, 120, 0]),
    });

    // A pale primary under light text warns; the live preview follows the typed colour.
    const primaryField = ownerPage.getByRole('textbox', { name: 'Primary', exact: true });
    await primaryField.fill('#ffdd00');
    await ownerPage.getByText(/Light text on Primary: contrast 1\.3:1/).waitFor();
    await primaryField.fill(PRIMARY);
    expect(await ownerPage.getByText('Some text may be hard to read').count()).toBe(0);
    const previewButton = ownerPage
      .getByTestId('whitelabel-preview')
      .getByText('Primary button', { exact: true });
    await expect
      .poll(() => previewButton.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(11, 110, 79)');

    await ownerPage.getByRole('textbox', { name: /^Domain/ }).fill(DOMAIN);
    await ownerPage.getByRole('button', { name: 'Save white-label settings' }).click();
    await ownerPage.getByText('White-label settings saved').waitFor();
    await ownerPage
      .getByTestId('domain-status')
      .filter({ hasText: /Pending|Failed/ })
      .waitFor();
    await ownerPage.getByRole('table', { name: 'DNS records to create' }).waitFor();

    // The agency creates the TXT record the screen lists, then checks now.
    const config = await api<{ dnsRecords: { type: string; name: string; value: string }[] }>(
      owner.token,
      'GET',
      '/customer/account/whitelabel',
    );
    const txt = config.dnsRecords.find((record) => record.type === 'TXT');
    if (!txt) throw new Error('no TXT record offered');
    await expect
      .poll(() => ownerPage.getByRole('table', { name: 'DNS records to create' }).innerText())
      .toContain(txt.value);
    dns.setTxt(txt.name, txt.value);
    await ownerPage.getByRole('button', { name: 'Check now' }).click();
    await ownerPage.getByTestId('domain-status').filter({ hasText: 'Verified' }).waitFor();

    // A member opens the app on the agency's domain.
    const memberContext = await contextFor(agencyUrl, memberToken);
    const member = await memberContext.newPage();
    // The loading overlay lasts until the public configuration has answered (after the
    // white-label check); holding that call shows the overlay with the agency's favicon.
    let releaseConfig: () => void = () => {};
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve;
    });
    await member.route('**/api/v1/public/config', async (route) => {
      await configHeld;
      await route.continue();
    });
    await member.goto(`${agencyUrl}/dashboard`);
    const overlayIcon = member.locator('[role="status"].fixed img');
    await expect.poll(() => overlayIcon.getAttribute('src')).toMatch(/\/api\/v1\/files\/public\//);
    // From here on the held call and any later one go straight through.
    releaseConfig();

    await member.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => member.title()).toBe(AGENCY);
    expect(await primaryVariable(member)).toBe(PRIMARY);
    const logo = member.getByRole('banner').locator('img').first();
    expect(await logo.getAttribute('src')).toMatch(/\/api\/v1\/files\/public\/.+\?t=\d+/);
    // The stored, resized logo really loads.
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const favicon = await member.locator('link[rel~="icon"]').first().getAttribute('href');
    expect(favicon).toMatch(/\/api\/v1\/files\/public\//);

    for (const [route, heading] of [
      ['/dashboard', /Dashboard/],
      ['/discover', /Discover/],
      ['/lists', /Lists/],
      ['/campaigns', /Campaigns/],
      ['/settings', /Settings|Account/],
      ['/sample-report', /^@/],
    ] as const) {
      await expectNoProductName(member, route, heading);
    }

    // The agency's client opens a shared report at the link the agency copied, and on the
    // install's own address too: both wear the agency's brand, with no product name and no
    // invitation to sign up with us.
    const creator = await trackDemoCreator(owner.token);
    const reportId = await createReportViaApi(owner.token, creator.profileId);
    const { publicUrl } = await api<{ publicUrl: string }>(
      owner.token,
      'PUT',
      `/customer/auditReport/${reportId}/share`,
      { enabled: true },
    );
    expect(publicUrl).toMatch(new RegExp(`^https://${DOMAIN}/report/`));
    const reportToken = publicUrl.split('/').pop();
    const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    clientContext.setDefaultTimeout(20_000);
    const client = await clientContext.newPage();
    await client.goto(`${baseUrl}/report/${reportToken}`);
    await client.getByText(`Shared by ${AGENCY}`).waitFor();
    await expect.poll(() => client.title()).toBe(AGENCY);
    expect(await primaryVariable(client)).toBe(PRIMARY);
    expect(await client.locator('body').innerText()).not.toMatch(PRODUCT);
    expect(await client.getByRole('link', { name: 'Sign up' }).count()).toBe(0);

    // Its PDF shows the agency's logo at the top of the first page.
    const pdf = await fetch(`${baseUrl}/api/v1/public/report/${reportToken}/pdf`);
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(await colourShareAtTop(pdfBytes, LOGO_RGB)).toBeGreaterThan(0.005);

    // A shared list too; leaving for a page of the install gives the install its own brand back.
    const list = await api<{ _id: string }>(owner.token, 'POST', '/customer/list/addListItem', {
      name: 'Picks for the client',
    });
    const { shareUrl } = await api<{ shareUrl: string }>(
      owner.token,
      'POST',
      '/customer/list/share-profile-list',
      { listId: list._id },
    );
    expect(shareUrl).toMatch(new RegExp(`^https://${DOMAIN}/shared/list/`));
    await client.goto(`${baseUrl}/shared/list/${shareUrl.split('/').pop()}`);
    await client.getByRole('heading', { level: 1, name: 'Picks for the client' }).waitFor();
    await client.getByText(`Shared by ${AGENCY}`).waitFor();
    expect(await client.locator('body').innerText()).not.toMatch(PRODUCT);

    // The campaign page and the creator card the agency shares, too.
    const campaign = await api<{ _id: string }>(owner.token, 'POST', '/customer/campaign', {
      name: 'Client launch',
    });
    const shared = await api<{ publicUrl: string }>(
      owner.token,
      'PUT',
      `/customer/campaign/${campaign._id}`,
      { action: 'generatePublicUrl' },
    );
    expect(shared.publicUrl).toMatch(new RegExp(`^https://${DOMAIN}/campaign/`));
    const card = await api<{ publicUrl: string }>(
      owner.token,
      'PUT',
      `/customer/socialProfile/${creator.profileId}`,
      { action: 'disableShare', disabled: false },
    );
    expect(card.publicUrl).toMatch(new RegExp(`^https://${DOMAIN}/profile/`));
    for (const [publicUrl, heading] of [
      [shared.publicUrl, 'Client launch'],
      // The card's heading is the creator's display name.
      [card.publicUrl, /\S/],
    ] as const) {
      await client.goto(`${baseUrl}${new URL(publicUrl).pathname}`);
      await client.getByRole('heading', { level: 1, name: heading }).waitFor();
      await client.getByText(`Shared by ${AGENCY}`).waitFor();
      expect(await client.locator('body').innerText(), publicUrl).not.toMatch(PRODUCT);
      expect(await client.title()).toBe(AGENCY);
    }

    await client.getByRole('link', { name: AGENCY }).click();
    await client.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expect.poll(() => client.title()).toBe('Reachbase');
    await clientContext.close();

    // The owner removes the white-label after confirming; the domain shows the defaults again.
    await ownerPage.getByRole('button', { name: 'Remove white-label' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Remove white-label' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await ownerPage.getByText('White-label removed').waitFor();
    await expect.poll(() => ownerPage.getByLabel('Agency name').inputValue()).toBe('');

    await member.goto(`${agencyUrl}/dashboard`);
    await member.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => member.title()).toBe('Reachbase');
    expect(await primaryVariable(member)).toBe('#4f46e5');
    await memberContext.close();
  }, 180_000);

  it("brands the agency's members on any host and the creator's connect page, with no sign-up", async () => {
    const owner = await verifiedSignUpViaApi();
    await setPlan(owner.email, 'agency');
    const memberToken = await invitedMember(owner.token);
    // Name and colours saved, no custom domain at all.
    const form = new FormData();
    form.set('agencyName', AGENCY);
    form.set('colors', JSON.stringify({ primary: PRIMARY }));
    const saved = await fetch(`${baseUrl}/api/v1/customer/account/config-whitelabel`, {
      method: 'PUT',
      headers: { 'x-access-token': owner.token },
      body: form,
    });
    expect(saved.status).toBe(200);

    // A member on the install's own host works in the agency's brand.
    const memberContext = await contextFor(baseUrl, memberToken);
    const member = await memberContext.newPage();
    await member.goto(`${baseUrl}/dashboard`);
    await member.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await member.getByRole('banner').getByText(AGENCY).waitFor();
    await expect.poll(() => member.title()).toBe(AGENCY);
    expect(await primaryVariable(member)).toBe(PRIMARY);
    expect(await member.locator('body').innerText()).not.toMatch(PRODUCT);
    await memberContext.close();

    // The creator opens the connect link, signed out, in English and in German.
    const creator = await trackDemoCreator(owner.token);
    const link = await api<{ url: string }>(owner.token, 'PUT', '/customer/connect', {
      profileId: creator.profileId,
    });
    const connectPath = new URL(link.url);
    for (const [language, signUp, logIn] of [
      ['en', 'Sign up', 'Log in'],
      ['de', 'Registrieren', 'Anmelden'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      context.setDefaultTimeout(20_000);
      await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${connectPath.pathname}${connectPath.search}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(AGENCY) }).waitFor();
      await page.getByRole('banner').getByText(AGENCY).waitFor();
      await expect.poll(() => page.title()).toBe(AGENCY);
      expect(await primaryVariable(page)).toBe(PRIMARY);
      expect(await page.locator('body').innerText(), language).not.toMatch(PRODUCT);
      expect(await page.getByRole('link', { name: signUp }).count(), language).toBe(0);
      expect(await page.getByRole('link', { name: logIn }).count(), language).toBe(0);
      await context.close();
    }
  }, 120_000);

  it('explains the agency plans to a free owner and the owner-only rule to a member, at 375 px', async () => {
    const owner = await verifiedSignUpViaApi();
    const page = await (await contextFor(baseUrl, owner.token, 375)).newPage();
    await page.goto(`${baseUrl}/settings/white-label`);
    await page.getByRole('heading', { name: 'White-label is part of the agency plans' }).waitFor();
    expect(await page.getByLabel('Agency name').count()).toBe(0);
    // The hint is a link to the plans page, not a popup that points there.
    await page.getByRole('link', { name: 'See agency plans' }).click();
    await page.waitForURL(/\/settings\/plan$/);

    // On an agency plan the whole form fits a phone's width.
    await setPlan(owner.email, 'agency');
    const memberToken = await invitedMember(owner.token);
    await page.goto(`${baseUrl}/settings/white-label`);
    await page.getByLabel('Agency name').waitFor();
    await page.getByRole('button', { name: 'Save white-label settings' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const member = await (await contextFor(baseUrl, memberToken, 375)).newPage();
    await member.goto(`${baseUrl}/settings/white-label`);
    await member
      .getByText('Only the account owner can change the white-label settings.', { exact: false })
      .waitFor();
    expect(await member.getByLabel('Agency name').count()).toBe(0);
  }, 120_000);
});
