import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ModashTestServer,
  startModashTestServer,
} from '../../integrations/social-data/modash-test-server';
import { standInCreators } from '../../testing/data-sources/catalogue';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { socialAccountAudience, socialAccounts } from '../discovery/discovery.tables';

// The data sources through the real Modash adapter, against the Modash stand-in: what an
// organization sees when it pastes its Modash token.

const TOKEN = 'modash-org-token-5678';
let modash: ModashTestServer;
let kit: TestKit;
beforeAll(async () => {
  modash = await startModashTestServer({ apiToken: TOKEN });
  kit = await createTestKit({
    env: { MODASH_API_BASE_URL: modash.baseUrl, OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' },
  });
});
afterAll(async () => {
  await kit?.close();
  await modash?.close();
});

const PREFIX = '/api/v1/customer/data-sources';
const call = (method: 'PUT' | 'POST', url: string, who: SignedIn, body: object) =>
  kit.app.inject({ method, url: `${PREFIX}${url}`, headers: who.headers, payload: body });

const reportRequests = () =>
  modash.requests.filter((request) => request.path.includes('/report')).length;

async function connectedOwner() {
  const owner = await kit.signUp({ plan: 'pro' });
  const response = await call('PUT', '/modash', owner, { key: TOKEN });
  expect(response.statusCode, response.body).toBe(200);
  return owner;
}

describe('Modash through the stand-in', () => {
  it('refuses a token Modash refuses and keeps the one it accepts', async () => {
    const owner = await kit.signUp();
    const refused = await call('PUT', '/modash', owner, { key: 'not-the-token' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'key' });
    const accepted = await call('PUT', '/modash', owner, { key: TOKEN });
    const modashItem = accepted.json().items.find((item: { id: string }) => item.id === 'modash');
    expect(modashItem.connection).toMatchObject({ scope: 'organization' });
    expect(modashItem.connection.creditsLeft).toBeGreaterThan(0);
  });

  it('keeps each creator a search finds once, however often it runs', async () => {
    const owner = await connectedOwner();
    const body = { platform: 'instagram', followers: { min: 10_000 } };
    const first = await call('POST', '/modash/search', owner, body);
    expect(first.statusCode, first.body).toBe(200);
    const items = first.json().items as { platform_username: string }[];
    expect(items.length).toBeGreaterThan(0);
    const countModashRows = async () =>
      (
        await kit.database.db
          .select({ id: socialAccounts.id })
          .from(socialAccounts)
          .where(eq(socialAccounts.source, 'modash'))
      ).length;
    const rows = await countModashRows();
    expect(rows).toBeGreaterThanOrEqual(items.length);
    expect((await call('POST', '/modash/search', owner, body)).statusCode).toBe(200);
    expect(await countModashRows()).toBe(rows);
  });

  it("writes a creator's report with its audience, then serves it from the bank", async () => {
    const owner = await connectedOwner();
    const creator = standInCreators().find((c) => c.platform === 'instagram');
    if (!creator) throw new Error('no Instagram creator in the catalogue');
    const before = reportRequests();
    const first = await call('POST', '/lookup', owner, {
      platform: 'instagram',
      handle: `@${creator.username}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ source: 'modash', fromBank: false });
    expect(reportRequests()).toBe(before + 1);
    const audience = await kit.database.db
      .select()
      .from(socialAccountAudience)
      .where(eq(socialAccountAudience.accountId, first.json().profileId));
    expect(audience.length).toBeGreaterThan(0);

    const member = await kit.addMember(owner.org);
    const again = await call('POST', '/lookup', member, {
      platform: 'instagram',
      handle: `https://www.instagram.com/${creator.username}`,
    });
    expect(again.json()).toMatchObject({ profileId: first.json().profileId, fromBank: true });
    expect(reportRequests()).toBe(before + 1);
  });

  it('makes one Modash call when two members open the same creator together', async () => {
    const owner = await connectedOwner();
    const member = await kit.addMember(owner.org);
    const creator = standInCreators().filter((c) => c.platform === 'tiktok')[1];
    const before = reportRequests();
    modash.setDelay(300);
    try {
      const body = { platform: 'tiktok', handle: creator.username };
      const answers = await Promise.all([
        call('POST', '/lookup', owner, body),
        call('POST', '/lookup', member, body),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    } finally {
      modash.setDelay(0);
    }
    expect(reportRequests()).toBe(before + 1);
  });
});
