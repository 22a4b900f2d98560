import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { createWhitelabelRepository } from '../whitelabel';
import { campaignClient } from './campaigns.fixtures';

const kit = testKitForFile();
const api = campaignClient(kit);

describe('public campaign page', () => {
  it('shares a report without payments, fees, notes or files, and 404s once sharing is off', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner, { name: 'Glow Serum Launch!' });
    const { profileId, account } = await api.track(owner);
    await api.act(owner, campaign._id, { action: 'addProfile', profileId });
    await api.act(owner, campaign._id, {
      action: 'updateInfluencer',
      profileId,
      feeMinor: 987_654,
      notes: 'SECRET-NOTE',
      deliverables: 'SECRET-DELIVERABLES',
    });
    await api.act(owner, campaign._id, {
      action: 'addPayment',
      profileId,
      amountMinor: 123_456,
      currency: 'USD',
      status: 'paid',
      note: 'SECRET-PAYMENT',
    });
    await api.act(owner, campaign._id, { action: 'addPost', profileId, likes: 100, views: 1_000 });
    await api.call('POST', '/customer/campaign/ugc-link', owner, {
      campaignId: campaign._id,
      url: 'https://cdn.example.com/SECRET-FILE.mp4',
    });

    const shared = await api.act(owner, campaign._id, { action: 'generatePublicUrl' });
    const { publicSlug, publicUrl } = shared.json();
    expect(publicSlug).toMatch(/^glow-serum-launch-[0-9a-z]{6}$/);
    expect(publicUrl).toMatch(new RegExp(`/campaign/${publicSlug}$`));

    const page = await api.call('GET', `/public/campaign/${publicSlug}`, null);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Glow Serum Launch!',
      influencers: [{ platform_username: account.username }],
      posts: [{ likes: 100, views: 1_000 }],
      results: { likes: 100, views: 1_000, engagements: 100 },
    });
    for (const secret of [
      'SECRET',
      '987654',
      '123456',
      'feeMinor',
      'amountMinor',
      'payments',
      'notes',
      'costs',
      profileId,
    ]) {
      expect(page.body).not.toContain(secret);
    }

    const off = await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: false });
    expect(off.json()).toMatchObject({ publicSlug, shareEnabled: false, publicUrl: null });
    expect((await api.call('GET', `/public/campaign/${publicSlug}`, null)).statusCode).toBe(404);

    await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: true });
    expect((await api.call('GET', `/public/campaign/${publicSlug}`, null)).statusCode).toBe(200);
    const regenerated = await api.act(owner, campaign._id, { action: 'generatePublicUrl' });
    expect(regenerated.json().publicSlug).toBe(publicSlug);
    expect(
      (await api.call('GET', '/public/campaign/no-such-campaign-abcdef', null)).statusCode,
    ).toBe(404);
  });

  it("points an agency's public page at its verified domain and dresses it in its brand", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Northwind Talent',
      domain: 'campaigns.northwind.test',
      domainStatus: 'verified',
      showBanner: false,
    });
    const campaign = await api.create(agency, { name: 'Client launch' });
    const shared = await api.act(agency, campaign._id, { action: 'generatePublicUrl' });
    const { publicSlug, publicUrl, activities } = shared.json();
    expect(publicUrl).toBe(`https://campaigns.northwind.test/campaign/${publicSlug}`);
    expect(activities[0].message).toContain(publicUrl);

    const page = (await api.call('GET', `/public/campaign/${publicSlug}`, null)).json();
    expect(page.branding).toMatchObject({ agencyName: 'Northwind Talent', showBanner: false });
  });

  it('refuses to switch sharing on before a public URL exists', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const on = await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: true });
    expect(on.json()).toMatchObject({ name: 'ValidationError', field: 'enabled' });
  });

  it('publishes the media engagement values', async () => {
    const response = await api.call('GET', '/public/media-engagement-value', null);
    expect(response.json()).toEqual({
      currency: 'USD',
      values: { like: 0.08, comment: 0.6, share: 1.2, save: 1, view: 0.02, click: 0.9 },
    });
  });
});
