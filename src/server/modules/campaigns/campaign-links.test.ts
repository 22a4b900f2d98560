import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../http/access';
import {
  type BitlyTestServer,
  startBitlyTestServer,
} from '../../integrations/bitly/bitly-test-server';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { isBotUserAgent } from './campaign-links.service';
import {
  campaignLinkClicks,
  campaignLinks,
  campaignLinkVisitors,
  campaigns,
} from './campaigns.tables';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// Documentation addresses (RFC 5737 / 3849): easy to find if one were ever stored.
const ADDRESS_A = '203.0.113.71';
const ADDRESS_B = '198.51.100.23';
const ADDRESS_V6 = '2001:db8::7a';

const kit = testKitForFile();
const owner = signUpBeforeAll(kit, { plan: 'pro' });
const other = signUpBeforeAll(kit, { plan: 'pro' });

const links = () => kit.services.campaignLinks;

function callerOf(who: SignedIn): Caller {
  return {
    orgId: who.org.id,
    userId: who.user.id,
    role: 'owner',
    via: 'session',
    emailVerified: true,
    orgBlocked: false,
  };
}

/** A campaign row straight in its table: the campaign API is tested on its own. */
async function createCampaign(who: SignedIn, values: { name: string; destinationUrl?: string }) {
  const [row] = await kit.database.db
    .insert(campaigns)
    .values({ orgId: who.org.id, ...values })
    .returning();
  return row!;
}

/** A bank account tracked by the organization; answers the profileId and username. */
async function trackProfile(who: SignedIn) {
  const username = `creator_${randomBytes(4).toString('hex')}`;
  const [account] = await kit.database.db
    .insert(socialAccounts)
    .values({ platform: 'instagram', platformUserId: username, username, followers: 12_000 })
    .returning();
  const [profile] = await kit.database.db
    .insert(trackedProfiles)
    .values({
      orgId: who.org.id,
      accountId: account!.id,
      platform: 'instagram',
      slug: username,
    })
    .returning();
  return { profileId: profile!.id, username };
}

function click(code: string, options: { ip?: string; ua?: string | null; accept?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? ADDRESS_A };
  // null: no user agent (inject would otherwise send its own).
  headers['user-agent'] = options.ua === null ? '' : (options.ua ?? BROWSER);
  if (options.accept) headers.accept = options.accept;
  return kit.app.inject({ method: 'GET', url: `/l/${code}`, headers });
}

async function clickRows(linkId: string) {
  return kit.database.db
    .select()
    .from(campaignLinkClicks)
    .where(eq(campaignLinkClicks.linkId, linkId))
    .orderBy(campaignLinkClicks.day);
}

async function linkRow(linkId: string) {
  const [row] = await kit.database.db
    .select()
    .from(campaignLinks)
    .where(eq(campaignLinks.id, linkId));
  return row ?? null;
}

describe('adding a tracked link', () => {
  it("tags the campaign's destination for the influencer and answers the short link", async () => {
    const campaign = await createCampaign(owner, {
      name: 'Summer Drop 2026!',
      destinationUrl: 'https://shop.example.com/summer?ref=home&utm_source=newsletter&utm_term=tee',
    });
    const { profileId, username } = await trackProfile(owner);

    const link = await links().addLink(callerOf(owner), campaign.id, {
      action: 'addLink',
      profileId,
      label: 'Story swipe up',
    });

    expect(link.code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(link.shortUrl).toBe(`${kit.config.publicUrl}/l/${link.code}`);
    expect(link).toMatchObject({ profileId, label: 'Story swipe up', bitlyUrl: null });
    expect(link.clicks).toEqual({ total: 0, unique: 0, bots: 0 });
    const target = new URL(link.targetUrl);
    expect(target.origin + target.pathname).toBe('https://shop.example.com/summer');
    // Our tags replace the ones already there; other parameters stay.
    expect(target.searchParams.getAll('utm_source')).toEqual([username]);
    expect(target.searchParams.get('utm_medium')).toBe('influencer');
    expect(target.searchParams.get('utm_campaign')).toBe('summer-drop-2026');
    expect(target.searchParams.get('utm_content')).toBe('story-swipe-up');
    expect(target.searchParams.get('utm_term')).toBe('tee');
    expect(target.searchParams.get('ref')).toBe('home');

    const listed = await links().linksOf(owner.org.id, campaign.id);
    expect(listed.map((l) => l._id)).toEqual([link._id]);
    expect(await links().linksOf(other.org.id, campaign.id)).toEqual([]);
  });

  it('takes its own destination and UTM values, and reachbase as source without a profile', async () => {
    const campaign = await createCampaign(owner, { name: 'No destination' });
    const link = await links().addLink(callerOf(owner), campaign.id, {
      action: 'addLink',
      destinationUrl: 'https://brand.example/landing',
    });
    const target = new URL(link.targetUrl);
    expect(target.searchParams.get('utm_source')).toBe('reachbase');
    expect(target.searchParams.get('utm_campaign')).toBe('no-destination');
    expect(target.searchParams.has('utm_content')).toBe(false);

    const custom = await links().addLink(callerOf(owner), campaign.id, {
      action: 'addLink',
      destinationUrl: 'https://brand.example/landing',
      utmSource: 'ig',
      utmMedium: 'social',
      utmCampaign: 'launch',
      utmContent: 'bio',
    });
    expect(new URL(custom.targetUrl).search).toBe(
      '?utm_source=ig&utm_medium=social&utm_campaign=launch&utm_content=bio',
    );
    expect(custom.code).not.toBe(link.code);
  });

  it('needs a destination: 400 on field destinationUrl when the campaign has none', async () => {
    const campaign = await createCampaign(owner, { name: 'Nowhere' });
    await expect(
      links().addLink(callerOf(owner), campaign.id, { action: 'addLink' }),
    ).rejects.toMatchObject({ statusCode: 400, name: 'ValidationError', field: 'destinationUrl' });
    expect(
      await kit.database.db
        .select()
        .from(campaignLinks)
        .where(eq(campaignLinks.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it("answers 404 for another organization's campaign or profile and adds nothing", async () => {
    const theirs = await createCampaign(other, {
      name: 'Theirs',
      destinationUrl: 'https://other.example/',
    });
    const mine = await createCampaign(owner, {
      name: 'Mine',
      destinationUrl: 'https://me.example/',
    });
    const theirProfile = await trackProfile(other);

    await expect(
      links().addLink(callerOf(owner), theirs.id, { action: 'addLink' }),
    ).rejects.toMatchObject({ statusCode: 404, name: 'NotFound' });
    await expect(
      links().addLink(callerOf(owner), 'not-a-uuid', { action: 'addLink' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      links().addLink(callerOf(owner), mine.id, {
        action: 'addLink',
        profileId: theirProfile.profileId,
      }),
    ).rejects.toMatchObject({ statusCode: 404, name: 'NotFound' });

    for (const campaignId of [theirs.id, mine.id]) {
      const rows = await kit.database.db
        .select()
        .from(campaignLinks)
        .where(eq(campaignLinks.campaignId, campaignId));
      expect(rows).toEqual([]);
    }
  });
});

describe('following a short link', () => {
  it('redirects 302 to the tagged target without caching', async () => {
    const campaign = await createCampaign(owner, {
      name: 'Redirect',
      destinationUrl: 'https://shop.example.com/p/1',
    });
    const link = await links().addLink(callerOf(owner), campaign.id, { action: 'addLink' });

    const response = await click(link.code);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(link.targetUrl);
    expect(new URL(String(response.headers.location)).searchParams.get('utm_medium')).toBe(
      'influencer',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer-when-downgrade');
  });

  it('is public and documented in the OpenAPI document', async () => {
    const doc = (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/l/{code}']?.get?.tags).toEqual(['campaigns']);
  });

  it('answers 404 for an unknown code: JSON for clients, a page for browsers', async () => {
    const json = await click('zzzzzzz');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ name: 'NotFound' });

    const page = await click('Nope123', { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Link not found');
  });

  it('counts total and unique clicks per day, bots apart', async () => {
    const campaign = await createCampaign(owner, {
      name: 'Counting',
      destinationUrl: 'https://shop.example.com/count',
    });
    const link = await links().addLink(callerOf(owner), campaign.id, { action: 'addLink' });

    // The same person twice: two clicks, one visitor.
    expect((await click(link.code)).statusCode).toBe(302);
    expect((await click(link.code)).statusCode).toBe(302);
    let [today] = await clickRows(link._id);
    expect(today).toMatchObject({ total: 2, uniqueVisitors: 1, bots: 0 });

    // Another browser at the same address, then another address: new visitors.
    await click(link.code, { ua: PHONE });
    await click(link.code, { ip: ADDRESS_B });
    await click(link.code, { ip: ADDRESS_V6 });
    [today] = await clickRows(link._id);
    expect(today).toMatchObject({ total: 5, uniqueVisitors: 4, bots: 0 });

    // Crawlers, link previews and clients without a user agent are bots, still redirected.
    const slack = await click(link.code, {
      ua: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    });
    expect(slack.statusCode).toBe(302);
    await click(link.code, {
      ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    });
    await click(link.code, { ua: null });
    [today] = await clickRows(link._id);
    expect(today).toMatchObject({ total: 5, uniqueVisitors: 4, bots: 3 });

    const [listed] = await links().linksOf(owner.org.id, campaign.id);
    expect(listed!.clicks).toEqual({ total: 5, unique: 4, bots: 3 });
  });

  it('counts the same visitor again on the next day', async () => {
    const campaign = await createCampaign(owner, {
      name: 'Days',
      destinationUrl: 'https://shop.example.com/days',
    });
    const link = await links().addLink(callerOf(owner), campaign.id, { action: 'addLink' });
    const visit = (now: string, userAgent = BROWSER) =>
      links().recordClick({ code: link.code, ip: ADDRESS_A, userAgent, now: new Date(now) });

    expect(await visit('2026-03-01T10:00:00Z')).toBe(link.targetUrl);
    await visit('2026-03-01T23:59:00Z');
    await visit('2026-03-02T00:01:00Z');
    await visit('2026-03-02T08:00:00Z', 'Twitterbot/1.0');

    const days = await clickRows(link._id);
    expect(
      days.map(({ day, total, uniqueVisitors, bots }) => ({ day, total, uniqueVisitors, bots })),
    ).toEqual([
      { day: '2026-03-01', total: 2, uniqueVisitors: 1, bots: 0 },
      { day: '2026-03-02', total: 1, uniqueVisitors: 1, bots: 1 },
    ]);
    // The day's hashes are different, so one visitor cannot be followed from day to day.
    const hashes = await kit.database.db
      .select()
      .from(campaignLinkVisitors)
      .where(eq(campaignLinkVisitors.linkId, link._id));
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.visitorHash).not.toBe(hashes[1]!.visitorHash);

    const clicks = await links().clicksOf(owner.org.id, campaign.id);
    expect(clicks.days).toEqual([
      { day: '2026-03-01', total: 2, unique: 1, bots: 0 },
      { day: '2026-03-02', total: 1, unique: 1, bots: 1 },
    ]);
    expect(clicks.links).toEqual([
      { linkId: link._id, code: link.code, clicks: { total: 3, unique: 2, bots: 1 } },
    ]);
    expect(clicks.totals).toEqual({ total: 3, unique: 2, bots: 1 });
    expect(await links().clicksOf(other.org.id, campaign.id)).toEqual({
      days: [],
      links: [],
      totals: { total: 0, unique: 0, bots: 0 },
    });
  });

  it('stores no address anywhere', async () => {
    const tables = await kit.database.executeSql(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const leaks: string[] = [];
    for (const { table_name: table } of tables.rows) {
      // The rate limiter keys its (short-lived) windows by address: that is its job, not ours.
      if (table === 'rate_limit_windows') continue;
      const { rows } = await kit.database.executeSql(`select * from "${String(table)}"`);
      const text = JSON.stringify(rows);
      for (const address of [ADDRESS_A, ADDRESS_B, ADDRESS_V6]) {
        if (text.includes(address)) leaks.push(`${String(table)}: ${address}`);
      }
    }
    expect(leaks).toEqual([]);
    const visitors = await kit.database.db.select().from(campaignLinkVisitors);
    expect(visitors.length).toBeGreaterThan(0);
  });
});

describe('the addLink and removeLink actions of PUT /customer/campaign/{id}', () => {
  const put = (who: SignedIn, campaignId: string, body: object) =>
    kit.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/campaign/${campaignId}`,
      headers: who.headers,
      payload: body,
    });

  it('adds and removes a link, refusing bad input and other organizations', async () => {
    const campaign = await createCampaign(owner, {
      name: 'Over HTTP',
      destinationUrl: 'https://shop.example.com/http',
    });
    const { profileId, username } = await trackProfile(owner);

    const added = await put(owner, campaign.id, { action: 'addLink', profileId, label: 'Bio' });
    expect(added.statusCode).toBe(200);
    const [link] = added.json().links as { _id: string; shortUrl: string; targetUrl: string }[];
    expect(new URL(link!.targetUrl).searchParams.get('utm_source')).toBe(username);
    expect((await click(link!.shortUrl.split('/l/')[1]!)).statusCode).toBe(302);

    for (const [body, field] of [
      [{ action: 'addLink', destinationUrl: 'ftp://files.example/x' }, 'destinationUrl'],
      [{ action: 'addLink', label: '   ' }, 'label'],
      [{ action: 'addLink', shortCode: 'mine' }, undefined],
    ] as const) {
      const refused = await put(owner, campaign.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().name).toBe('ValidationError');
      if (field) expect(JSON.stringify(refused.json())).toContain(field);
    }

    const guest = await kit.addMember(owner.org, 'guest');
    expect((await put(guest, campaign.id, { action: 'addLink' })).statusCode).toBe(403);

    // Another organization: its own campaign with our link id, or our campaign id.
    const theirs = await createCampaign(other, { name: 'T', destinationUrl: 'https://t.example/' });
    const removeTheirs = await put(other, theirs.id, { action: 'removeLink', linkId: link!._id });
    expect(removeTheirs.statusCode).toBe(404);
    expect(
      (await put(other, campaign.id, { action: 'removeLink', linkId: link!._id })).statusCode,
    ).toBe(404);
    expect(await linkRow(link!._id)).not.toBeNull();

    const removed = await put(owner, campaign.id, { action: 'removeLink', linkId: link!._id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().links).toEqual([]);
    expect(await linkRow(link!._id)).toBeNull();
  });
});

describe('removing a tracked link', () => {
  it("answers 404 for another organization's link and removes one's own", async () => {
    const campaign = await createCampaign(owner, {
      name: 'Remove',
      destinationUrl: 'https://shop.example.com/remove',
    });
    const theirCampaign = await createCampaign(other, {
      name: 'Theirs',
      destinationUrl: 'https://other.example/',
    });
    const link = await links().addLink(callerOf(owner), campaign.id, { action: 'addLink' });
    const mineElsewhere = await createCampaign(owner, { name: 'Elsewhere' });

    await expect(links().removeLink(callerOf(other), campaign.id, link._id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      links().removeLink(callerOf(other), theirCampaign.id, link._id),
    ).rejects.toMatchObject({ statusCode: 404, name: 'NotFound' });
    // The right organization, but the link belongs to another of its campaigns.
    await expect(
      links().removeLink(callerOf(owner), mineElsewhere.id, link._id),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await linkRow(link._id)).not.toBeNull();

    await click(link.code);
    await links().removeLink(callerOf(owner), campaign.id, link._id);
    expect(await linkRow(link._id)).toBeNull();
    expect(await clickRows(link._id)).toEqual([]);
    expect((await click(link.code)).statusCode).toBe(404);
  });
});

describe('bot user agents', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['WhatsApp/2.23.20.0', true],
    ['TelegramBot (like TwitterBot)', true],
    ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', true],
    ['curl/8.5.0', true],
    ['', true],
    [BROWSER, false],
    [PHONE, false],
    [
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      false,
    ],
  ])('%s → bot %s', (ua, bot) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });
});

describe('with Bitly configured', () => {
  const TOKEN = 'bitly-test-token';
  let bitly: BitlyTestServer;
  let bitlyKit: TestKit;

  beforeAll(async () => {
    bitly = await startBitlyTestServer({ token: TOKEN });
    bitlyKit = await createTestKit({
      env: {
        BITLY_TOKEN: TOKEN,
        BITLY_API_BASE_URL: bitly.baseUrl,
        OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      },
    });
  });
  afterAll(async () => {
    await bitlyKit?.close();
    await bitly?.close();
  });

  it('stores the bitlink of our short link, and keeps the link when Bitly fails', async () => {
    const who = await bitlyKit.signUp({ plan: 'pro' });
    const [campaign] = await bitlyKit.database.db
      .insert(campaigns)
      .values({ orgId: who.org.id, name: 'Bitly', destinationUrl: 'https://shop.example.com/b' })
      .returning();
    const service = bitlyKit.services.campaignLinks;

    const link = await service.addLink(callerOf(who), campaign!.id, { action: 'addLink' });
    expect(link.bitlyUrl).toMatch(/^https:\/\/bit\.ly\//);
    // Bitly leads to our redirect, so its clicks are counted too.
    expect(bitly.shortened).toEqual([link.shortUrl]);

    bitly.failWith(500);
    const unshortened = await service.addLink(callerOf(who), campaign!.id, { action: 'addLink' });
    bitly.failWith(null);
    expect(unshortened.bitlyUrl).toBeNull();
    const listed = await service.linksOf(who.org.id, campaign!.id);
    expect(listed.map((l) => [l._id, l.bitlyUrl])).toEqual([
      [link._id, link.bitlyUrl],
      [unshortened._id, null],
    ]);
  });
});
