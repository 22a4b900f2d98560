// Creator self-connect: consent at each provider with state and PKCE, tokens sealed at rest,
// failures that store nothing, and disconnecting by the creator or a member.

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../content/content.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { connectAttempts } from './connect.tables';
import {
  call,
  connectionsOf,
  consent,
  creatorWithLink,
  db,
  guest,
  kit,
  lastAuthorizeUrl,
  owner,
  peer,
  setUpConnectTests,
} from './connect-test-helpers';

setUpConnectTests();

describe('connecting an account', () => {
  it('connects Instagram with state and PKCE, seals the tokens, turns story tracking on and refuses a replay', async () => {
    const { profile, token } = await creatorWithLink();
    const back = await consent(token, 'instagram');
    const done = await call('POST', '/public/connect/callback', undefined, back);
    expect(done).toMatchObject({
      status: 200,
      body: {
        provider: 'instagram',
        accountName: '@maya.creates',
        scopes: ['instagram_business_basic', 'instagram_business_manage_insights'],
        token,
      },
    });
    expect(lastAuthorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    const [connection] = await connectionsOf(profile.id);
    expect(connection.accountId).toBe(peer.accounts.instagram.id);
    expect(connection.accessToken).toMatch(/^v1\./);
    expect(connection.accessToken).not.toContain('instagram-');
    const [attempt] = await db()
      .select()
      .from(connectAttempts)
      .where(eq(connectAttempts.linkId, connection.linkId!));
    expect(attempt.codeVerifier).toMatch(/^v1\./);
    const [tracked] = await db()
      .select()
      .from(trackedProfiles)
      .where(eq(trackedProfiles.id, profile.id));
    expect(tracked.storyTrackingAt).not.toBeNull();

    const replay = await call('POST', '/public/connect/callback', undefined, back);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/already used or has expired/);

    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, owner);
    expect(status.body.connections).toEqual([
      expect.objectContaining({
        provider: 'instagram',
        accountName: '@maya.creates',
        status: 'connected',
      }),
    ]);
    expect(JSON.stringify(status.body)).not.toContain('instagram-');
    const page = await call('GET', `/public/connect/link?token=${token}`);
    expect(page.body.providers[0]).toMatchObject({ connected: true, accountName: '@maya.creates' });
  });

  it('stores nothing on a denied consent, a forged state, a revoked link or a refused code', async () => {
    const { profile, link, token } = await creatorWithLink();
    const denied = await consent(token, 'instagram', 'deny');
    const answer = await call('POST', '/public/connect/callback', undefined, denied);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'You did not allow access, so nothing was connected' },
    });

    const forged = await call('POST', '/public/connect/callback', undefined, {
      state: 'forged-state',
      code: 'x',
    });
    expect(forged.status).toBe(400);

    // A code whose PKCE verifier belongs to another trip: the provider refuses it.
    const first = await consent(token, 'youtube');
    const second = await consent(token, 'youtube');
    const swapped = await call('POST', '/public/connect/callback', undefined, {
      state: second.state,
      code: first.code,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toMatch(/refused the sign-in/);

    // Revoked while the creator was on the consent screen.
    const third = await consent(token, 'tiktok');
    await call('DELETE', `/customer/connect/${link.id}`, owner);
    const late = await call('POST', '/public/connect/callback', undefined, third);
    expect(late).toMatchObject({
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    });
    expect(
      (await call('POST', '/public/connect/authorize', undefined, { token, provider: 'tiktok' }))
        .status,
    ).toBe(400);

    expect(await connectionsOf(profile.id)).toEqual([]);
  });

  it('answers 503 and stores nothing when the provider fails, then connects on the next try', async () => {
    const { profile, token } = await creatorWithLink();
    peer.failNext('/v2/oauth/token/', 500, {
      error: 'server_error',
      error_description: 'Internal error',
    });
    const failed = await call(
      'POST',
      '/public/connect/callback',
      undefined,
      await consent(token, 'tiktok'),
    );
    expect(failed.status).toBe(503);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const done = await call(
      'POST',
      '/public/connect/callback',
      undefined,
      await consent(token, 'tiktok'),
    );
    expect(done.body).toMatchObject({
      provider: 'tiktok',
      accountName: '@maya.creates',
      scopes: ['user.info.basic', 'video.list'],
    });
    const [connection] = await connectionsOf(profile.id);
    expect(connection.lapsesAt!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });
});

describe('disconnecting', () => {
  it('by the creator from their link: revokes at Google, forgets the tokens', async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'youtube'));
    const gone = await call('POST', '/public/connect/disconnect', undefined, {
      token,
      provider: 'youtube',
      keepData: true,
    });
    expect(gone).toMatchObject({ status: 200, body: { disconnected: true, removedContent: 0 } });
    expect(peer.revoked.some((revoked) => revoked.startsWith('youtube-'))).toBe(true);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const again = await call('POST', '/public/connect/disconnect', undefined, {
      token,
      provider: 'youtube',
      keepData: true,
    });
    expect(again.status).toBe(404);
  });

  it('by a member, taking the connected stories with it when asked, and keeping others', async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    peer.stories = [
      {
        id: '18000000000000009',
        timestamp: new Date().toISOString(),
        views: 10,
        reach: 9,
        replies: 1,
        taps: 3,
      },
    ];
    await kit.services.connectSync.sync(profile.id);
    const connected = () =>
      db()
        .select()
        .from(contents)
        .where(and(eq(contents.profileId, profile.id), eq(contents.source, 'connected')));
    expect(await connected()).toHaveLength(1);
    expect(
      (
        await call('PUT', '/customer/disconnect', guest, {
          profileId: profile.id,
          provider: 'instagram',
          keepData: false,
        })
      ).status,
    ).toBe(403);
    const gone = await call('PUT', '/customer/disconnect', owner, {
      profileId: profile.id,
      provider: 'instagram',
      keepData: false,
    });
    expect(gone.body).toEqual({ disconnected: true, removedContent: 1 });
    expect(await connected()).toEqual([]);
    expect(await connectionsOf(profile.id)).toEqual([]);
  });
});
