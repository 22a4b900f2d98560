import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
/** Set to a folder to keep screenshots of the states for a look by eye. */
const screenshotDir = process.env.E2E_SCREENSHOTS;
const LIST_NAME = 'Launch crew';

let browser: Browser;
let page: Page;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await verifiedSignUpViaApi());
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

async function snap(on: Page, name: string): Promise<void> {
  if (screenshotDir) await on.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

type Item = { profileId: string; username: string; status: string | null };

async function listItems(listId: string): Promise<Item[]> {
  const response = await fetch(`${baseUrl}/api/v1/customer/list/items?listId=${listId}`, {
    headers: { 'x-access-token': token },
  });
  if (!response.ok) throw new Error(`items failed: ${response.status}`);
  return ((await response.json()) as { items: Item[] }).items;
}

async function statusOf(listId: string, username: string): Promise<string | null> {
  return (await listItems(listId)).find((item) => item.username === username)?.status ?? null;
}

/** A real 8x8 PNG (the server reads the bytes and makes a thumbnail), built here. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) rows.set([79, 70, 229], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drags a kanban card by its handle onto a column, the way a mouse does. */
async function dragCard(username: string, column: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Move @${username}`, exact: true });
  const target = page.getByRole('list', { name: column, exact: true });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 24, { steps: 16 });
  await page.mouse.up();
}

describe('CRM lists', () => {
  let listId = '';
  let usernames: string[] = [];

  it('adds two creators from Discover to a new list', async () => {
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    await page.getByLabel('Followers, minimum').fill('1000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor({ timeout: 30_000 });
    await rows
      .nth(0)
      .getByRole('checkbox', { name: /^Select @/ })
      .check();
    await rows
      .nth(1)
      .getByRole('checkbox', { name: /^Select @/ })
      .check();
    await page.getByRole('button', { name: 'Add to list…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add 2 creators to a list' });
    await dialog.getByRole('radio', { name: 'New list' }).check();
    await dialog.getByLabel('Name of the new list').fill(LIST_NAME);
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Lists', exact: true }).click();
    const link = page.getByRole('link', { name: LIST_NAME });
    await link.waitFor();
    await page.getByText('2 creators', { exact: true }).waitFor();
    await snap(page, 'lists-page');
    await link.click();
    await page.getByRole('heading', { name: LIST_NAME }).waitFor();
    listId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    usernames = (await listItems(listId)).map((item) => item.username);
    expect(usernames).toHaveLength(2);
  });

  it('moves a creator through the statuses on the kanban', async () => {
    const [first = ''] = usernames;
    const shortlisted = page.getByRole('list', { name: 'Shortlisted', exact: true });
    await shortlisted
      .getByRole('button', { name: /^Move @/ })
      .nth(1)
      .waitFor();

    // With the mouse: Shortlisted -> Contacted.
    await dragCard(first, 'Contacted');
    await page
      .getByRole('list', { name: 'Contacted', exact: true })
      .getByRole('button', { name: `Move @${first}`, exact: true })
      .waitFor();
    await expect.poll(() => statusOf(listId, first)).toBe('Contacted');
    // The move is kept: after a reload the card is still there.
    await page.reload();
    await page
      .getByRole('list', { name: 'Contacted', exact: true })
      .getByRole('button', { name: `Move @${first}`, exact: true })
      .waitFor();

    // With the keyboard: pick up with Space, one column right, drop with Space.
    // Each step waits for what the board shows, so no key is pressed before it is ready.
    await page.getByRole('button', { name: `Move @${first}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.locator(`[aria-pressed="true"][aria-label="Move @${first}"]`).waitFor();
    // dnd-kit starts listening for arrow keys a tick after the pick-up, so on a busy machine the
    // first press can be lost: press again until the card shows in Confirmed (stepping back if a
    // late press took it one column too far, into "No status").
    const cardIn = (column: string) =>
      page
        .getByRole('list', { name: column, exact: true })
        .locator(`[aria-label="Move @${first}"]`);
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await cardIn('Confirmed').isVisible()) break;
      await page.keyboard.press(
        (await cardIn('No status').isVisible()) ? 'ArrowLeft' : 'ArrowRight',
      );
      await cardIn('Confirmed')
        .waitFor({ timeout: 3_000 })
        .catch(() => undefined);
    }
    await cardIn('Confirmed').waitFor();
    await page.keyboard.press('Space');
    // What a screen reader hears on the drop.
    await page
      .getByText(`Dropped @${first} in Confirmed.`, { exact: true })
      .waitFor({ state: 'attached' });
    await page
      .getByRole('list', { name: 'Confirmed', exact: true })
      .getByRole('button', { name: `Move @${first}`, exact: true })
      .waitFor();
    await expect.poll(() => statusOf(listId, first)).toBe('Confirmed');
    await snap(page, 'list-kanban');

    // The table view (in the URL) shows the same status after a reload.
    await page.getByRole('button', { name: 'Table' }).click();
    await page.waitForURL(/view=table/);
    await page.reload();
    const select = page.getByRole('combobox', { name: `Status of @${first}` });
    await select.waitFor();
    expect(await select.locator('option:checked').textContent()).toBe('Confirmed');
  });

  it('uploads a story of a creator to a campaign and shows it in the content list', async () => {
    const [, second = ''] = usernames;
    const created = await fetch(`${baseUrl}/api/v1/customer/campaign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ name: 'Spring launch' }),
    });
    expect(created.status).toBe(201);
    const campaign = (await created.json()) as { _id: string };
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByRole('heading', { name: 'Content', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload story' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload a story' });
    const creator = dialog.getByLabel('Creator');
    await creator.locator('option', { hasText: `@${second} ` }).waitFor({ state: 'attached' });
    const value = await creator.locator('option', { hasText: `@${second} ` }).getAttribute('value');
    await creator.selectOption(value ?? '');
    await dialog
      .getByLabel('Story file')
      .setInputFiles({ name: 'story.png', mimeType: 'image/png', buffer: tinyPng() });
    await dialog.getByLabel('Views').fill('1234');
    // The campaign is picked by name from the organization's campaigns, not typed as an id.
    const campaignPicker = dialog.getByRole('combobox', { name: /^Campaign/ });
    await campaignPicker
      .locator('option', { hasText: 'Spring launch' })
      .waitFor({ state: 'attached' });
    await campaignPicker.selectOption({ label: 'Spring launch' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Story uploaded').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const contents = await fetch(`${baseUrl}/api/v1/customer/contents?type=story`, {
      headers: { 'x-access-token': token },
    });
    const { items } = (await contents.json()) as { items: { campaignId: string | null }[] };
    expect(items.map((item) => item.campaignId)).toContain(campaign._id);

    const picture = page.getByRole('img', { name: `Content of @${second}` });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, 'content-page');
  });

  it('shares the list and opens the link without logging in', async () => {
    await page.goto(`${baseUrl}/lists/${listId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${LIST_NAME}` });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('Public link');
    await field.waitFor();
    const shareUrl = new URL(await field.inputValue());
    expect(shareUrl.pathname).toMatch(/^\/shared\/list\/.+/);

    const guest = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const publicPage = await guest.newPage();
      await publicPage.goto(`${baseUrl}${shareUrl.pathname}`);
      await publicPage.getByRole('heading', { name: LIST_NAME }).waitFor();
      for (const username of usernames) {
        await publicPage.getByText(`@${username}`, { exact: false }).first().waitFor();
      }
      // Creators of the demo bank are labelled for whoever the link reaches.
      expect(await publicPage.getByText('Demo data', { exact: true }).count()).toBe(
        usernames.length,
      );
      await publicPage.getByText('Confirmed', { exact: true }).waitFor();
      await snap(publicPage, 'shared-list-phone');

      // Revoked, the same link shows the friendly not-found state.
      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await dialog.getByRole('alert').getByRole('button', { name: 'Stop sharing' }).click();
      await dialog.getByRole('button', { name: 'Create link' }).waitFor();
      await publicPage.reload();
      await publicPage.getByRole('heading', { name: 'This link does not work' }).waitFor();
    } finally {
      await guest.close();
    }
  });

  it('plans a post on the calendar and drags it to another day', async () => {
    await page.goto(`${baseUrl}/calendar?date=2026-06-10`);
    await page.getByRole('heading', { name: 'June 2026' }).waitFor();
    await page.getByRole('button', { name: 'Plan content', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan content' });
    await dialog.getByLabel('Title').fill('Launch reel');
    await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const chip = page.getByRole('button', { name: /^Launch reel, 10:00, Planned/ });
    await page
      .locator('[data-day="2026-06-10"]')
      .getByRole('button', { name: /^Launch reel/ })
      .waitFor();

    const from = await chip.boundingBox();
    const to = await page.locator('[data-day="2026-06-12"]').boundingBox();
    if (!from || !to) throw new Error('chip or day not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 16 });
    await page.mouse.up();
    await page
      .locator('[data-day="2026-06-12"]')
      .getByRole('button', { name: /^Launch reel/ })
      .waitFor();

    // Same Vienna time (10:00, UTC+2 in June), two days later.
    const scheduledAt = async () => {
      const response = await fetch(
        `${baseUrl}/api/v1/customer/scheduledContent?from=2026-06-01T00:00:00Z&to=2026-06-30T00:00:00Z`,
        { headers: { 'x-access-token': token } },
      );
      const { items } = (await response.json()) as {
        items: { title: string; scheduledAt: string }[];
      };
      return items.find((item) => item.title === 'Launch reel')?.scheduledAt;
    };
    await expect.poll(scheduledAt).toBe('2026-06-12T08:00:00.000Z');
    await snap(page, 'calendar-month');
  });
});
