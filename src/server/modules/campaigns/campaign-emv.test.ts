import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { campaignClient } from './campaigns.fixtures';

const kit = testKitForFile();
const api = campaignClient(kit);

// 5,000 likes x 0.08 + 300 comments x 0.60 + 13,520 views x 0.02 = USD 850.40 of EMV.
const POST = { likes: 5_000, comments: 300, views: 13_520 };

/** A shared campaign in `currency` with one influencer and POST; answers detail and public page. */
async function campaignIn(currency: string) {
  const owner = await kit.signUp({ plan: 'pro' });
  const campaign = await api.create(owner, { name: `Launch in ${currency}`, currency });
  const { profileId } = await api.track(owner);
  await api.act(owner, campaign._id, { action: 'addProfile', profileId });
  await api.act(owner, campaign._id, { action: 'addPost', profileId, ...POST });
  const { publicSlug } = (
    await api.act(owner, campaign._id, { action: 'generatePublicUrl' })
  ).json();
  const detail = (await api.get(owner, campaign._id)).json();
  const page = (await api.call('GET', `/public/campaign/${publicSlug}`, null)).json();
  return { detail, page };
}

describe('media engagement value in the campaign currency', () => {
  it("answers a EUR campaign's EMV in euros at the price book's rate, on every surface", async () => {
    const { detail, page } = await campaignIn('EUR');
    // The price book's euro rate: a month of every sold plan in euros over the same in dollars,
    // (45 + 89 + 179 + 449) / (49 + 99 + 199 + 499) = 0.9007, to two decimals 0.90.
    const emv = { currency: 'EUR', valueMinor: 76_536, usdRate: 0.9 };
    expect(detail.results.emv).toEqual(emv);
    expect(detail.influencers[0].results.emv).toEqual(emv);
    expect(page.results.emv).toEqual(emv);
    expect(page.influencers[0].results.emv).toEqual(emv);
    // The dollar figure stays for clients that read it.
    expect(detail.results.emvUsd).toBe(850.4);
  });

  it('keeps a dollar campaign in dollars and says so for a currency the price book lacks', async () => {
    const usd = await campaignIn('USD');
    expect(usd.detail.results.emv).toEqual({ currency: 'USD', valueMinor: 85_040, usdRate: 1 });
    const chf = await campaignIn('CHF');
    expect(chf.page.results.emv).toEqual({ currency: 'USD', valueMinor: 85_040, usdRate: 1 });
  });

  it('converts at the GBP and INR rates of the price book', async () => {
    expect((await campaignIn('GBP')).detail.results.emv).toEqual({
      currency: 'GBP',
      // 850.40 x 0.80
      valueMinor: 68_032,
      usdRate: 0.8,
    });
    expect((await campaignIn('INR')).page.results.emv).toEqual({
      currency: 'INR',
      // 850.40 x 80.37 = 68,346.648
      valueMinor: 6_834_665,
      usdRate: 80.37,
    });
  });
});
