import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, signUpViaApi, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser, snap } from './browser';
import { api } from './json-api';

const baseUrl = inject('baseUrl');
/** Set to a folder to keep screenshots of the states for a look by eye. */
const screenshotDir = process.env.E2E_SCREENSHOTS;

type Tracked = { profileId: string; platform_username: string };

/** Two demo creators from a search, tracked in the CRM through the API. */
async function trackTwoCreators(token: string): Promise<Tracked[]> {
  const found = await api<{ items: { _id: string }[] }>(token, '/customer/discoverProfiles', {
    method: 'POST',
    body: { platform: 'instagram', page: 1, limit: 2 },
  });
  expect(found.items).toHaveLength(2);
  const tracked: Tracked[] = [];
  for (const item of found.items) {
    tracked.push(
      await api<Tracked>(token, '/customer/socialProfile/profile-bank', {
        method: 'POST',
        body: { profileBankId: item._id },
      }),
    );
  }
  return tracked;
}

let browser: Browser;
let page: Page;
let token: string;
let creators: Tracked[];
let budgetFieldId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await verifiedSignUpViaApi());
  creators = await trackTwoCreators(token);
  const field = await api<{ _id: string }>(token, '/customer/custom-fields', {
    method: 'POST',
    body: { name: 'Budget', type: 'number' },
  });
  budgetFieldId = field._id;
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

const rows = () => page.locator('table tbody tr');

describe('CRM profiles', () => {
  it('points a new workspace to Discover', async () => {
    const fresh = await signUpViaApi();
    const context = await signedInContext(browser, fresh.token);
    const newcomer = await context.newPage();
    await newcomer.goto(`${baseUrl}/dashboard`);
    await newcomer.getByText('No influencers in your CRM yet.').waitFor();
    await newcomer.getByRole('link', { name: 'Find creators in Discover' }).waitFor();
    await newcomer.goto(`${baseUrl}/influencers`);
    await newcomer.getByText('No influencers tracked yet.').waitFor();
    await newcomer.getByRole('link', { name: 'Find creators in Discover' }).click();
    await newcomer.waitForURL(/\/discover/);
    await context.close();
  });

  it('lists the tracked creators, filters by text and marks a favourite', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Influencers', exact: true }).click();
    await page.getByRole('heading', { name: 'Influencers', level: 1 }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(2);
    for (const creator of creators) {
      await page.getByRole('link', { name: `@${creator.platform_username}` }).waitFor();
    }
    // Both come from the demo bank: each row says so, as Discover does.
    expect(await rows().getByText('Demo data', { exact: true }).count()).toBe(2);
    await snap(page, 'crm-influencers');

    const [first, second] = creators;
    await page.getByRole('searchbox', { name: 'Search' }).fill(first.platform_username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/text=/);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('link', { name: `@${first.platform_username}` }).waitFor();
    expect(await page.getByRole('link', { name: `@${second.platform_username}` }).count()).toBe(0);

    const star = page.getByRole('button', { name: `Favourite @${first.platform_username}` });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    const saved = await api<{ favourite: boolean }>(
      token,
      `/customer/socialProfile/${first.profileId}`,
    );
    expect(saved.favourite).toBe(true);

    // The filter is in the URL: a reload shows the same view.
    await page.reload();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
  });

  it('marks a reversed followers range next to the field instead of applying it', async () => {
    await page.goto(`${baseUrl}/influencers`);
    await page.getByRole('heading', { name: 'Influencers', level: 1 }).waitFor();
    await page.getByText('More filters').click();
    const followers = page.getByRole('group', { name: 'Followers', exact: true });
    await followers.getByLabel('Min').fill('5000');
    await followers.getByLabel('Max').fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await followers.getByText('The minimum must not be above the maximum.').waitFor();
    expect(await followers.getByLabel('Min').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).not.toContain('followersMin');

    await followers.getByLabel('Max').fill('50000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/followersMin=5000/);
    expect(await followers.getByText('The minimum must not be above the maximum.').count()).toBe(0);
    // The next journey starts from every tracked creator.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => page.url()).not.toContain('followersMin');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(2);
  });

  it('adds a link, a coupon and a custom field value on the profile page', async () => {
    const [first] = creators;
    await page.getByRole('link', { name: `@${first.platform_username}` }).click();
    await page.waitForURL(new RegExp(`/influencers/${first.profileId}`));
    await page.getByRole('heading', { name: 'Links' }).waitFor();

    await page.getByLabel('URL', { exact: true }).fill('https://example.com/media-kit');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('link', { name: 'https://example.com/media-kit' }).waitFor();

    await page.getByLabel('Code', { exact: true }).fill('SPRING20');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await page.getByText('SPRING20', { exact: true }).waitFor();

    const budget = page.getByRole('spinbutton', { name: 'Budget', exact: true });
    await budget.fill('1500');
    await budget.press('Enter');
    await expect
      .poll(
        async () =>
          (
            await api<{ customFields: Record<string, unknown> }>(
              token,
              `/customer/socialProfile/${first.profileId}`,
            )
          ).customFields[budgetFieldId],
        { timeout: 10_000 },
      )
      .toBe(1500);
    await snap(page, 'crm-profile-detail');
  });

  it('shares a public page that opens without signing in', async () => {
    await page.getByText('This profile is not shared.').waitFor();
    await page.getByRole('button', { name: 'Share public page' }).click();
    const href = await page.getByTestId('public-link').getAttribute('href');
    expect(href).toContain('/profile/');
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(href ?? '');
    await visitor
      .getByText(`@${creators[0].platform_username}`, { exact: false })
      .first()
      .waitFor();
    await visitor.getByRole('heading', { name: 'Recent posts' }).waitFor();
    await visitor.getByText('Demo data', { exact: true }).waitFor();
    await snap(visitor, 'crm-public-profile');
    await context.close();
  });

  it('shows the counts on the dashboard', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    const counts = page.getByRole('region', { name: 'Workspace totals' });
    await counts.waitFor();
    await expect
      .poll(() => counts.getByText('Influencers').locator('..').textContent(), { timeout: 10_000 })
      .toContain('2');
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await snap(page, 'crm-dashboard');
  });

  it('hides a column for this user and keeps it after a reload', async () => {
    await page.goto(`${baseUrl}/influencers`);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole('columnheader', { name: 'Platform' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Table columns' });
    await dialog.getByRole('checkbox', { name: 'Platform' }).uncheck();
    await dialog.getByRole('button', { name: 'Move Budget up' }).click();
    await dialog.getByRole('button', { name: 'Save columns' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('columnheader', { name: 'Platform' }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByRole('columnheader', { name: 'Platform' }).count()).toBe(0);
    const me = await api<{ profile: { tableSettings: { profiles?: { columns: string[] } } } }>(
      token,
      '/customer/account/me',
    );
    const columns = me.profile.tableSettings.profiles?.columns ?? [];
    expect(columns).not.toContain('platform');
    expect(columns.indexOf(`cf:${budgetFieldId}`)).toBe(columns.indexOf('favourite') - 1);
  });

  it('puts the selected creators in a new list with the bulk actions', async () => {
    await page.getByRole('checkbox', { name: 'Select all shown influencers' }).check();
    const bulk = page.getByRole('region', { name: 'Selected influencers' });
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add 2 influencers to a list' });
    await dialog.getByRole('radio', { name: 'New list' }).check();
    await dialog.getByLabel('Name of the new list').fill('Summer launch');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(
        () =>
          page
            .locator('table tbody')
            .getByText(/Summer launch/)
            .count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(2);
    if (screenshotDir) {
      await page.setViewportSize({ width: 375, height: 800 });
      await snap(page, 'crm-influencers-375');
      await page.getByRole('link', { name: `@${creators[0].platform_username}` }).click();
      await page.getByRole('heading', { name: 'Links' }).waitFor();
      await snap(page, 'crm-profile-detail-375');
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('sets a list status, handles a file and stops sharing on the profile page', async () => {
    const [first] = creators;
    await page.goto(`${baseUrl}/influencers/${first.profileId}`);
    await page.getByLabel('Status in Summer launch').selectOption('Contacted');
    await expect
      .poll(
        async () =>
          (
            await api<{ listStatuses: { status: string | null }[] }>(
              token,
              `/customer/socialProfile/${first.profileId}`,
            )
          ).listStatuses[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('Contacted');

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Campaign brief: two reels in June.'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const download = page.getByRole('button', { name: /^Download / });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('brief.txt');
    await page.getByRole('button', { name: /^Rename / }).click();
    await page.getByLabel('Title', { exact: true }).first().fill('June brief');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('June brief', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove June brief' }).click();
    await page
      .getByRole('dialog', { name: 'Remove June brief?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('No files yet.').waitFor();

    const publicUrl = (await page.getByTestId('public-link').getAttribute('href')) ?? '';
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page
      .getByRole('dialog', { name: 'Stop sharing this profile?' })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
    await page.getByText('This profile is not shared.').waitFor();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByText('This profile is not shared.').waitFor();
    await visitor.close();
    await page.getByRole('button', { name: 'Share public page' }).click();
    const newUrl = await page.getByTestId('public-link').getAttribute('href');
    expect(newUrl).not.toBe(publicUrl);

    await page.getByRole('button', { name: 'Refresh data' }).click();
    await page.getByText('Refresh queued').waitFor();
  });

  it("shows an uploaded story's thumbnail on the creator's page", async () => {
    const [first] = creators;
    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('influencerId', first.profileId);
    form.append('views', '321');
    form.append('publishedAt', new Date().toISOString());
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'story.png');
    const uploaded = await fetch(`${baseUrl}/api/v1/customer/content/upload-story`, {
      method: 'POST',
      headers: { 'x-access-token': token },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    await page.goto(`${baseUrl}/influencers/${first.profileId}`);
    // An <img> cannot send the access token: the signed URL must load by itself.
    const thumbnail = page
      .getByRole('region', { name: 'Stories' })
      .getByRole('img', { name: `Content of @${first.platform_username}` });
    await thumbnail.waitFor();
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(480);
    await snap(page, 'crm-profile-story');
  });

  it('deletes a creator after asking', async () => {
    const second = creators[1];
    await page.goto(`${baseUrl}/influencers/${second.profileId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Delete @${second.platform_username} from your CRM?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.waitForURL(/\/influencers$/);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
  });

  it('adds a select custom field in the settings', async () => {
    await page.goto(`${baseUrl}/settings/custom-fields`);
    await page.getByRole('heading', { name: 'Custom fields', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Tier');
    await page.getByLabel('Type').selectOption('select');
    await page.getByLabel('Options').fill('Gold\nSilver');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('button', { name: 'Rename Tier' }).waitFor();
    await snap(page, 'crm-custom-fields');

    await page.getByRole('button', { name: 'Delete Tier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the field Tier?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Rename Tier' }).count()).toBe(0);
  });
});
