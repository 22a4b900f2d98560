import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { socialPosts } from '../discovery/discovery.tables';
import { campaignClient } from './campaigns.fixtures';

// Issue 58 item 4: a figure the source does not have is "not available" with its reason, never 0;
// the engagement rate is there whenever engagements are; the results tab and the public page
// answer the same numbers.

const kit = testKitForFile();
const api = campaignClient(kit);
const owner = signUpBeforeAll(kit, { plan: 'pro' });

/** A tracked creator with `followers` and an Instagram photo in the bank (likes and comments). */
async function creatorWithPhoto(who: SignedIn, followers: number, likes: number, code: string) {
  const { profileId, account } = await api.track(who, { followers });
  await kit.database.db.insert(socialPosts).values({
    accountId: account.id,
    platformPostId: code,
    type: 'photo',
    likes,
    comments: likes / 10,
    views: null,
    publishedAt: new Date('2026-06-05T09:00:00Z'),
  });
  return { profileId, url: `https://www.instagram.com/p/${code}/` };
}

/** A campaign of two creators whose photo posts were fetched from the bank, shared publicly. */
async function photoCampaign() {
  const campaign = await api.create(owner);
  const suffix = campaign._id.slice(-6).replace(/-/g, '');
  const anna = await creatorWithPhoto(owner, 40_000, 3_000, `PhotoA${suffix}`);
  const ben = await creatorWithPhoto(owner, 60_000, 3_200, `PhotoB${suffix}`);
  for (const creator of [anna, ben]) {
    await api.act(owner, campaign._id, { action: 'addProfile', profileId: creator.profileId });
    const added = await api.call('POST', '/customer/campaign/addPostFromUrl', owner, {
      campaignId: campaign._id,
      url: creator.url,
    });
    await kit.services.campaigns.posts.fetchPost({ orgId: owner.org.id, postId: added.json()._id });
  }
  const { publicSlug } = (
    await api.act(owner, campaign._id, { action: 'generatePublicUrl' })
  ).json();
  return { campaign, publicSlug, anna, ben };
}

describe('campaign results the source does not have', () => {
  it('says views and reach are not available on photo posts, and still rates engagement', async () => {
    const { campaign } = await photoCampaign();
    const { results } = (await api.get(owner, campaign._id)).json();
    // 3,000 + 300 and 3,200 + 320 engagements.
    expect(results.engagements).toBe(6_820);
    // Engagements of each post over its creator's followers: 6,820 / (40,000 + 60,000).
    expect(results.engagementRate).toBe(6.82);
    expect(results.availability.engagementRate).toEqual({
      missing: null,
      coverage: { counted: 2, of: 2 },
    });
    expect(results.views).toBeNull();
    expect(results.availability.views).toEqual({
      missing: 'no_views_on_photos',
      coverage: { counted: 0, of: 2 },
    });
    expect(results.reach).toBeNull();
    expect(results.availability.reach.missing).toBe('not_reported_by_source');
    expect(results.clicks).toBeNull();
    expect(results.availability.clicks).toEqual({ missing: 'no_tracked_links', coverage: null });
    // No payments: no costs to divide, and the reason says so.
    expect(results.availability.costPerEngagement.missing).toBe('no_spend');

    const list = (await api.call('GET', '/customer/campaigns', owner)).json();
    const listed = list.items.find((c: { _id: string }) => c._id === campaign._id);
    expect(listed.totals).toMatchObject({ views: null, engagements: 6_820 });
  });

  it('answers the same figures on the results tab and the public page', async () => {
    const { campaign, publicSlug } = await photoCampaign();
    await api.act(owner, campaign._id, {
      action: 'addLink',
      label: 'Bio link',
      destinationUrl: 'https://shop.example.com/serum',
    });
    const detail = (await api.get(owner, campaign._id)).json();
    const page = (await api.call('GET', `/public/campaign/${publicSlug}`, null)).json();
    const { costs: _costs, availability, ...shared } = detail.results;
    const {
      costPerEngagement: _cpe,
      costPerClick: _cpc,
      cpm: _cpm,
      ...publicAvailability
    } = availability;
    expect(page.results).toEqual({ ...shared, availability: publicAvailability });
    // A tracked link with no clicks yet: 0 is a count now, not a missing figure.
    expect(page.results.clicks).toBe(0);
    for (const [index, influencer] of detail.influencers.entries()) {
      const { costs: _c, availability: ownAvailability, ...own } = influencer.results;
      const { costPerEngagement: _e, costPerClick: _k, cpm: _m, ...ownPublic } = ownAvailability;
      expect(page.influencers[index].results).toEqual({ ...own, availability: ownPublic });
    }
  });

  it('states partial coverage: views from the one story that has them', async () => {
    const { campaign, anna } = await photoCampaign();
    const after = await api.act(owner, campaign._id, {
      action: 'addStory',
      profileId: anna.profileId,
      views: 1_000,
    });
    const { results } = after.json();
    expect(results.views).toBe(1_000);
    expect(results.availability.views).toEqual({
      missing: null,
      coverage: { counted: 1, of: 3 },
    });
  });

  it('never answers 0 for a campaign without posts: every figure says why it is missing', async () => {
    const campaign = await api.create(owner);
    const { results } = (await api.get(owner, campaign._id)).json();
    for (const name of ['reach', 'views', 'likes', 'engagements', 'engagementRate'] as const) {
      expect(results[name], name).toBeNull();
      expect(results.availability[name].missing, name).toBe('no_posts_yet');
    }
    expect(results.emv).toBeNull();
    const list = (await api.call('GET', '/customer/campaigns', owner)).json();
    const listed = list.items.find((c: { _id: string }) => c._id === campaign._id);
    expect(listed.totals).toMatchObject({ views: null, engagements: null });
  });
});
