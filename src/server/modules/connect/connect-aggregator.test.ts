// Creator self-connect through the data aggregator (thirdparty-connect).

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackProfile } from '../../testing/tracked-profile';
import { contents } from '../content/content.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import {
  aggregator,
  call,
  connectionsOf,
  consent,
  db,
  kit,
  owner,
  setUpConnectTests,
  stranger,
} from './connect-test-helpers';

setUpConnectTests();

describe('through the data aggregator (thirdparty-connect)', () => {
  it('links an account the aggregator is connected to, pulls its stories, and disconnects it there', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    aggregator.accounts.set('acc-ig-1', {
      id: 'acc-ig-1',
      platform: 'Instagram',
      username: 'maya.via.aggregator',
      status: 'CONNECTED',
      stories: [
        {
          id: '18000000000000777',
          published_at: new Date().toISOString(),
          description: 'Via the aggregator',
          views: 900,
          reach: 700,
          comments: 4,
        },
      ],
    });
    aggregator.accounts.set('acc-lost', {
      id: 'acc-lost',
      platform: 'TikTok',
      username: 'gone',
      status: 'SESSION_EXPIRED',
      stories: [],
    });
    const unknown = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'nope',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'The aggregator does not know this account' },
    });
    const lost = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-lost',
    });
    expect(lost.status).toBe(400);
    expect(
      (
        await call('PUT', '/customer/thirdparty-connect', stranger, {
          profileId: profile.id,
          accountId: 'acc-ig-1',
        })
      ).status,
    ).toBe(404);
    expect(await connectionsOf(profile.id)).toEqual([]);

    const linked = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-ig-1',
    });
    expect(linked).toMatchObject({
      status: 200,
      body: {
        provider: 'instagram',
        via: 'aggregator',
        accountName: '@maya.via.aggregator',
        status: 'connected',
      },
    });
    await db()
      .update(trackedProfiles)
      .set({ storyTrackingAt: new Date() })
      .where(eq(trackedProfiles.id, profile.id));
    await kit.services.connectSync.sync(profile.id);
    const [story] = await db()
      .select()
      .from(contents)
      .where(
        and(eq(contents.profileId, profile.id), eq(contents.platformPostId, '18000000000000777')),
      );
    expect(story).toMatchObject({
      source: 'connected',
      views: 900,
      reach: 700,
      replies: 4,
      caption: 'Via the aggregator',
    });

    // A direct connection of the same platform is not silently replaced.
    const { token } = await (async () => {
      const made = await call('PUT', '/customer/connect', owner, { profileId: profile.id });
      return { token: new URL(made.body.url).searchParams.get('token')! };
    })();
    const gone = await call('PUT', '/customer/disconnect', owner, {
      profileId: profile.id,
      provider: 'instagram',
      keepData: true,
    });
    expect(gone.body.removedContent).toBe(0);
    expect(aggregator.disconnected).toContain('acc-ig-1');
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    aggregator.accounts.get('acc-ig-1')!.status = 'CONNECTED';
    const clash = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-ig-1',
    });
    expect(clash.status).toBe(409);
  });
});
