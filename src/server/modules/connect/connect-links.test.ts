// Creator self-connect: the links members make, one at a time or for a whole list, and who may.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../integrations/mail/mail.tables';
import { insertList, trackProfile } from '../../testing/tracked-profile';
import { listItems } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { createWhitelabelRepository } from '../whitelabel';
import { connectLinks } from './connect.tables';
import {
  call,
  connectionsOf,
  consent,
  creatorWithLink,
  db,
  guest,
  kit,
  owner,
  setUpConnectTests,
  stranger,
} from './connect-test-helpers';

setUpConnectTests();

describe('connect links', () => {
  it('makes an unguessable link for a tracked creator, one live at a time, revocable', async () => {
    const { profile, link, token } = await creatorWithLink();
    expect(link.url).toMatch(/^https:\/\/app\.reachbase\.test\/connect\?token=[\w-]{43}$/);
    const [stored] = await db().select().from(connectLinks).where(eq(connectLinks.id, link.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const page = await call('GET', `/public/connect/link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.creator.username).toBe(profile.username);
    expect(page.body.organization.name).toBe(owner.org.name);
    expect(page.body.providers.map((entry: { provider: string }) => entry.provider)).toEqual([
      'instagram',
      'youtube',
      'tiktok',
    ]);
    expect(page.body.providers[0].scopes[1].scope).toBe('instagram_business_manage_insights');

    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, guest);
    expect(status.body).toMatchObject({ link: { id: link.id, url: null }, connections: [] });
    expect(status.body.providers).toEqual(['instagram', 'youtube', 'tiktok']);

    // A second link revokes the first.
    const second = await call('PUT', '/customer/connect', owner, {
      profileId: profile.id,
      expiresInDays: 7,
    });
    expect((await call('GET', `/public/connect/link?token=${token}`)).status).toBe(400);
    const secondToken = new URL(second.body.url).searchParams.get('token')!;
    expect((await call('GET', `/public/connect/link?token=${secondToken}`)).status).toBe(200);

    expect((await call('DELETE', `/customer/connect/${second.body.id}`, owner)).status).toBe(204);
    const revoked = await call('GET', `/public/connect/link?token=${secondToken}`);
    expect(revoked).toMatchObject({
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    });
  });

  it('stops working when it expires, even on the consent screen', async () => {
    const { profile, link, token } = await creatorWithLink();
    const back = await consent(token, 'instagram');
    await db()
      .update(connectLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(connectLinks.id, link.id));
    const expired = {
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    };
    expect(await call('GET', `/public/connect/link?token=${token}`)).toMatchObject(expired);
    const inGerman = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/public/connect/link?token=${token}`,
      headers: { cookie: 'NEXT_LOCALE=de' },
    });
    expect(inGerman.json().message).toBe(
      'Dieser Verbindungslink ist abgelaufen oder wurde widerrufen',
    );
    expect(
      await call('POST', '/public/connect/authorize', undefined, { token, provider: 'instagram' }),
    ).toMatchObject(expired);
    expect(await call('POST', '/public/connect/callback', undefined, back)).toMatchObject(expired);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, owner);
    expect(status.body.link).toBeNull();
  });

  it('is for members of the organization only', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    expect((await call('PUT', '/customer/connect', guest, { profileId: profile.id })).status).toBe(
      403,
    );
    expect(
      (await call('PUT', '/customer/connect', stranger, { profileId: profile.id })).status,
    ).toBe(404);
    expect((await call('GET', `/customer/connect?profileId=${profile.id}`, stranger)).status).toBe(
      404,
    );
    expect((await call('PUT', '/customer/connect')).status).toBe(401);
    const unknown = await call(
      'GET',
      '/public/connect/link?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(unknown.status).toBe(400);
  });

  it('mails a fresh link to the creator in the organization name', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    const sent = await call('POST', '/customer/connect/email', owner, {
      profileId: profile.id,
      email: 'maya@creator.test',
    });
    expect(sent.status).toBe(200);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'maya@creator.test'));
    expect(mail.subject).toContain('asks you to connect your account');
    expect(mail.text).toContain(sent.body.url);
  });

  it("carries the agency's brand to the creator's page, with no custom domain verified", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(db()).upsert(agency.org.id, {
      agencyName: 'Acme Talent',
      logo: 'whitelabel/acme/logo.png',
      colors: { primary: '#ff0066' },
    });
    const profile = await trackProfile(db(), agency.org.id);
    const link = await call('PUT', '/customer/connect', agency, { profileId: profile.id });
    const token = new URL(link.body.url).searchParams.get('token')!;

    const page = await call('GET', `/public/connect/link?token=${token}`);
    expect(page.body.organization.name).toBe('Acme Talent');
    expect(page.body.branding).toMatchObject({
      agencyName: 'Acme Talent',
      logo: 'whitelabel/acme/logo.png',
      colors: { primary: '#ff0066' },
    });
    // An organization without a white-label gets the product's defaults.
    const { token: plainToken } = await creatorWithLink();
    const plain = await call('GET', `/public/connect/link?token=${plainToken}`);
    expect(plain.body.branding).toMatchObject({ agencyName: null, logo: null, colors: null });
  });
});

describe('connect links in bulk', () => {
  it('makes a link for every creator of a list and mails those with an address', async () => {
    const listId = await insertList(db(), owner.org.id, 'Spring');
    const withEmail = await trackProfile(db(), owner.org.id);
    const without = await trackProfile(db(), owner.org.id);
    await db()
      .update(trackedProfiles)
      .set({ contacts: [{ kind: 'email', value: 'bulk@creator.test', source: 'manual' }] })
      .where(eq(trackedProfiles.id, withEmail.id));
    await db()
      .insert(listItems)
      .values([
        { orgId: owner.org.id, listId, profileId: withEmail.id },
        { orgId: owner.org.id, listId, profileId: without.id },
      ]);
    const old = await call('PUT', '/customer/connect', owner, { profileId: without.id });
    const oldToken = new URL(old.body.url).searchParams.get('token');

    const made = await call('PUT', '/customer/connect/bulk', owner, { listId, email: true });
    expect(made.status).toBe(200);
    const byProfile = Object.fromEntries(
      made.body.links.map((link: { profileId: string }) => [link.profileId, link]),
    );
    expect(byProfile[withEmail.id]).toMatchObject({
      username: withEmail.username,
      emailedTo: 'bulk@creator.test',
    });
    expect(byProfile[without.id]).toMatchObject({ emailedTo: null });
    expect((await call('GET', `/public/connect/link?token=${oldToken}`)).status).toBe(400);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'bulk@creator.test'));
    expect(mail.text).toContain(byProfile[withEmail.id].url);

    expect((await call('PUT', '/customer/connect/bulk', stranger, { listId })).status).toBe(404);
    expect((await call('PUT', '/customer/connect/bulk', guest, { listId })).status).toBe(403);
    const both = await call('PUT', '/customer/connect/bulk', owner, { listId, campaignId: listId });
    expect(both.status).toBe(400);
  });
});
