// Creator self-connect: a second app process whose Instagram, Google and TikTok apps point at a
// local server that speaks their OAuth and API formats and shows their consent pages.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type CreatorOAuthTestServer,
  startCreatorOAuthTestServer,
} from '../../src/server/testing/creator-oauth/creator-oauth-test-server';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { type AppProcess, startAppProcess } from './app-process';
import { launchBrowser, snap } from './browser';

let browser: Browser;
let peer: CreatorOAuthTestServer;
let app: AppProcess;

beforeAll(async () => {
  peer = await startCreatorOAuthTestServer();
  app = await startAppProcess({
    demoProfiles: 50,
    env: {
      SMTP_URL: inject('smtpUrl'),
      TRUST_PROXY: '127.0.0.1',
      INSTAGRAM_APP_ID: peer.clientId,
      INSTAGRAM_APP_SECRET: peer.clientSecret,
      GOOGLE_CLIENT_ID: peer.clientId,
      GOOGLE_CLIENT_SECRET: peer.clientSecret,
      TIKTOK_CLIENT_KEY: peer.clientId,
      TIKTOK_CLIENT_SECRET: peer.clientSecret,
      CONNECT_PROVIDER_BASE_URL: peer.baseUrl,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await peer?.close();
});

/** One JSON call to the second app process with the member's session. */
async function api<T>(token: string, path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('creator self-connect', () => {
  it('a member makes a link, the creator connects Instagram signed out, the story arrives with its source, and the creator disconnects', async () => {
    const { token } = await verifiedSignUpViaApi(app.baseUrl);
    // The demo bank is seeded in the background as the process starts.
    let bankId = '';
    await expect
      .poll(
        async () => {
          const found = await fetch(`${app.baseUrl}/api/v1/customer/discoverProfiles`, {
            method: 'POST',
            headers: { 'x-access-token': token, 'content-type': 'application/json' },
            body: JSON.stringify({ platform: 'instagram', page: 1, limit: 1 }),
          });
          if (found.ok)
            bankId = ((await found.json()) as { items: { _id: string }[] }).items[0]._id;
          return bankId;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');
    const creator = await api<{ profileId: string; platform_username: string }>(
      token,
      '/customer/socialProfile/profile-bank',
      'POST',
      { profileBankId: bankId },
    );
    peer.stories = [
      {
        id: '18000000000004242',
        timestamp: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        caption: 'Behind the scenes of the spring shoot',
        views: 5_200,
        reach: 4_100,
        replies: 37,
        taps: 880,
      },
    ];

    // The member makes the link on the creator's page.
    const member = await signedInContext(browser, token, app.baseUrl);
    member.setDefaultTimeout(20_000);
    const page = await member.newPage();
    await page.goto(`${app.baseUrl}/influencers/${creator.profileId}`);
    const card = page.getByTestId('profile-connection-card');
    await card.getByRole('heading', { name: 'Creator connection' }).waitFor();
    await card.getByRole('button', { name: 'Create connect link' }).click();
    const url = await card.getByTestId('connect-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${app.baseUrl}/connect\\?token=`));
    await snap(page, 'connect-member-card');

    // The creator, signed out, connects Instagram at the provider's consent page.
    const creatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    creatorContext.setDefaultTimeout(20_000);
    try {
      const creatorPage = await creatorContext.newPage();
      await creatorPage.goto(url);
      await creatorPage.getByRole('heading', { name: /^Connect your account for / }).waitFor();
      await creatorPage
        .getByTestId('connect-creator')
        .getByText(`@${creator.platform_username}`)
        .waitFor();
      await creatorPage.getByText('instagram_business_manage_insights').waitFor();
      await snap(creatorPage, 'connect-page-phone');
      await creatorPage.getByRole('button', { name: 'Connect Instagram' }).click();
      await creatorPage
        .getByRole('heading', { name: /Allow Reachbase to access your instagram account/ })
        .waitFor();
      await creatorPage.getByRole('button', { name: 'Allow' }).click();
      const result = creatorPage.getByTestId('connect-result');
      await result.getByRole('heading', { name: 'Connected' }).waitFor();
      await result.getByText('Your Instagram account @maya.creates is connected.').waitFor();
      await result.getByTestId('granted-scopes').getByText('instagram_business_basic').waitFor();
      await snap(creatorPage, 'connect-connected');

      // The member sees the connection, and after the sync the story with its source and figures.
      await page.reload();
      const connection = card.getByTestId('connection-instagram');
      await connection.getByTestId('connection-status').getByText('Connected').waitFor();
      await expect
        .poll(
          async () =>
            (
              await api<{ items: { caption: string | null; source: string }[] }>(
                token,
                `/customer/contents?profileId=${creator.profileId}`,
              )
            ).items.find((item) => item.caption === 'Behind the scenes of the spring shoot')
              ?.source,
          { timeout: 30_000 },
        )
        .toBe('connected');
      await page.goto(`${app.baseUrl}/content`);
      const story = page
        .getByRole('listitem')
        .filter({ hasText: 'Behind the scenes of the spring shoot' });
      await story.getByTestId('content-source').getByText('Connected account').waitFor();
      // Reach, a private figure only the connected account gives (4,100, shown compact).
      const reach = story
        .locator('dl > div')
        .filter({ has: page.getByText('Reach', { exact: true }) });
      expect(await reach.locator('dd').textContent()).toMatch(/^4\.1\s?K$/);
      await snap(page, 'connect-content');

      // The creator disconnects from the same link, taking the story back.
      await creatorPage.getByRole('link', { name: 'Back to your connect page' }).click();
      const instagram = creatorPage.getByTestId('connect-provider-instagram');
      await instagram
        .getByTestId('connected-account')
        .getByText('Connected as @maya.creates')
        .waitFor();
      await instagram.getByRole('button', { name: 'Disconnect' }).click();
      const dialog = creatorPage.getByRole('dialog', { name: 'Disconnect Instagram?' });
      await dialog.getByLabel('Keep the data already collected').uncheck();
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await creatorPage
        .getByRole('status')
        .getByText(/Instagram is disconnected/)
        .waitFor();
      await instagram.getByRole('button', { name: 'Connect Instagram' }).waitFor();
    } finally {
      await creatorContext.close();
    }
    const after = await api<{ connections: unknown[] }>(
      token,
      `/customer/connect?profileId=${creator.profileId}`,
    );
    expect(after.connections).toEqual([]);
    const contents = await api<{ items: { source: string }[] }>(
      token,
      `/customer/contents?profileId=${creator.profileId}`,
    );
    expect(contents.items.filter((item) => item.source === 'connected')).toEqual([]);

    // Links for every creator of a list at once, from the list's page.
    const list = await api<{ _id: string }>(token, '/customer/list/addListItem', 'POST', {
      name: 'Spring shoot',
    });
    await api(token, '/customer/socialProfile/addToList', 'PUT', {
      profileIds: [creator.profileId],
      listId: list._id,
    });
    await page.goto(`${app.baseUrl}/lists/${list._id}`);
    await page.getByRole('button', { name: 'Connect links' }).click();
    const bulk = page.getByRole('dialog', { name: 'Connect links for Spring shoot' });
    await bulk.getByRole('button', { name: 'Create links' }).click();
    await bulk.getByTestId('bulk-connect-summary').getByText('1 link created.').waitFor();
    const row = bulk.getByTestId('bulk-connect-row');
    await row.getByText(`@${creator.platform_username}`).waitFor();
    const bulkUrl = await row.getByTestId('bulk-connect-url').inputValue();
    expect(bulkUrl).toMatch(new RegExp(`^${app.baseUrl}/connect\\?token=`));
    expect(bulkUrl).not.toBe(url);
    await snap(page, 'connect-bulk');
    const opened = await fetch(
      `${app.baseUrl}/api/v1/public/connect/link?token=${new URL(bulkUrl).searchParams.get('token')}`,
    );
    expect(opened.status).toBe(200);
    await member.close();
  });
});
