import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { campaignClient } from './campaigns.fixtures';
import { campaignActivities, campaignPosts } from './campaigns.tables';

// A campaign's activity tab and a failed post's reason in the reader's language: the lines the
// product writes are kept by key and said when read; names and URLs users gave stay as given;
// lines and reasons stored before stay as stored.

const kit = testKitForFile();
const api = campaignClient(kit);
const owner = signUpBeforeAll(kit, { plan: 'pro' });

const inGerman = (who: SignedIn): SignedIn => ({
  ...who,
  headers: { ...who.headers, cookie: 'NEXT_LOCALE=de' } as SignedIn['headers'],
});

async function activityLines(campaignId: string, who: SignedIn = owner): Promise<string[]> {
  const response = await api.get(who, campaignId);
  expect(response.statusCode).toBe(200);
  return response.json().activities.map((activity: { message: string }) => activity.message);
}

describe('the campaign activity in two languages', () => {
  it('says each line in German to a German reader and in English to an English one', async () => {
    const campaign = await api.create(owner, { name: 'Sommer Launch' });
    const { profileId } = await api.track(owner, { username: 'anna_glow' });
    const act = async (body: object, who: SignedIn = owner) => {
      const response = await api.act(who, campaign._id, body);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await act({ action: 'addProfile', profileId });
    await act({ action: 'updateStatus', status: 'active' });
    await act({ action: 'updateStatus', profileId, status: 'contentSubmitted' });
    await act({ action: 'addStory', views: 1200 });
    // The answer to a German caller's action says the new line in German already.
    const paid = await act(
      { action: 'addPayment', profileId, amountMinor: 125_000, currency: 'EUR' },
      inGerman(owner),
    );
    expect(paid.activities[0].message).toBe('Zahlung von 1.250,00\u00a0€ an @anna_glow erfasst');

    expect(await activityLines(campaign._id, inGerman(owner))).toEqual([
      'Zahlung von 1.250,00\u00a0€ an @anna_glow erfasst',
      'Story ohne Influencer hinzugefügt',
      '@anna_glow auf „Inhalt eingereicht“ gesetzt',
      'Kampagne auf „Aktiv“ gesetzt',
      '@anna_glow hinzugefügt',
      'Kampagne Sommer Launch erstellt',
    ]);
    expect(await activityLines(campaign._id)).toEqual([
      'Recorded a payment of €1,250.00 to @anna_glow',
      'Added a story of no influencer',
      'Set @anna_glow to contentSubmitted',
      'Set the campaign to active',
      'Added @anna_glow',
      'Created the campaign Sommer Launch',
    ]);
  });

  it('shows a line stored before lines had keys as it was stored', async () => {
    const campaign = await api.create(owner);
    await kit.database.db.insert(campaignActivities).values({
      orgId: owner.org.id,
      campaignId: campaign._id,
      userId: null,
      kind: 'updateStatus',
      message: 'Set the campaign to archived',
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await activityLines(campaign._id, inGerman(owner)))[0]).toBe(
      'Set the campaign to archived',
    );
  });
});

describe('a failed post’s reason in two languages', () => {
  it('says why a post could not be read in the reader’s language, on the campaign and the dashboard', async () => {
    const campaign = await api.create(owner);
    const added = await api.call('POST', '/customer/campaign/addPostFromUrl', owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/NotThere42/',
    });
    expect(added.statusCode).toBe(202);
    await kit.services.campaigns.posts.fetchPost({ orgId: owner.org.id, postId: added.json()._id });

    const post = async (who: SignedIn) => (await api.get(who, campaign._id)).json().posts[0];
    expect(await post(inGerman(owner))).toMatchObject({
      state: 'failed',
      failureReason: 'Dieser Beitrag ist nicht in der Profildatenbank',
    });
    expect((await post(owner)).failureReason).toBe('This post is not in the profile bank');
    const attention = await api.call('GET', '/customer/account/attention', inGerman(owner));
    expect(attention.json().failedPosts.items).toContainEqual(
      expect.objectContaining({
        _id: added.json()._id,
        failureReason: 'Dieser Beitrag ist nicht in der Profildatenbank',
      }),
    );
  });

  it('shows a reason stored before reasons had keys as it was stored', async () => {
    const campaign = await api.create(owner);
    const added = await api.call('POST', '/customer/campaign/addPostFromUrl', owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/OldFailure1/',
    });
    await kit.database.db
      .update(campaignPosts)
      .set({ state: 'failed', failureReason: 'Could not read the URL', failureText: null })
      .where(eq(campaignPosts.id, added.json()._id));
    const post = (await api.get(inGerman(owner), campaign._id)).json().posts[0];
    expect(post).toMatchObject({ state: 'failed', failureReason: 'Could not read the URL' });
  });
});
