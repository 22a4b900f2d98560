import { describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { createWhitelabelRepository } from '../whitelabel';

// Issue #18 finding 5: public profile pages are opt-in per profile and reached only by an
// unguessable, revocable token; knowing an organization's id and guessing slugs opens nothing.

const kit = testKitForFile();
const owner = signUpBeforeAll(kit, { plan: 'pro' });
const other = signUpBeforeAll(kit, { plan: 'pro' });

type Json = Record<string, unknown>;
type Profile = Json & { profileId: string; slug: string; publicUrl: string | null };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function call(method: string, url: string, who: SignedIn = owner, payload?: unknown) {
  return kit.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
}

const visit = (path: string) => kit.app.inject({ method: 'GET', url: `/api/v1${path}` });

/** A tracked creator whose organization keeps a private name, notes, a price and a contact. */
async function trackedWithSecrets(): Promise<Profile> {
  const scope = newScope();
  const rows = await insertProfiles(kit.database.db, scope, [
    { username: `${scope}_anna`, fullName: 'Anna Public' },
  ]);
  const added = await call('POST', '/customer/socialProfile/profile-bank', owner, {
    profileBankId: Object.values(rows)[0].id,
  });
  const { profileId } = added.json() as Profile;
  await call('PUT', `/customer/socialProfile/${profileId}/info`, owner, {
    fullName: 'Difficult Diva',
    category: 'Do not rebook',
  });
  const field = await call('POST', '/customer/custom-fields', owner, {
    name: `Internal rating ${scope}`,
    type: 'text',
  });
  const secrets = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
    action: 'updateSystemFields',
    systemFields: {
      email: 'anna.private@agency.test',
      notes: 'Asked for triple the fee',
      priceMinor: 987_654,
      currency: 'EUR',
    },
    customFields: { [field.json()._id]: 'Rude to the crew' },
  });
  expect(secrets.statusCode).toBe(200);
  return secrets.json() as Profile;
}

function share(profileId: string, who: SignedIn = owner) {
  return call('PUT', `/customer/socialProfile/${profileId}`, who, {
    action: 'disableShare',
    disabled: false,
  });
}

function revoke(profileId: string, who: SignedIn = owner) {
  return call('PUT', `/customer/socialProfile/${profileId}`, who, { action: 'disableShare' });
}

const tokenOf = (publicUrl: string | null) => new URL(publicUrl ?? '').pathname.split('/').pop();

describe('public profile pages', () => {
  it('are off for a newly tracked profile', async () => {
    const profile = await trackedWithSecrets();
    expect(profile).toMatchObject({ disableShare: true, publicUrl: null });
  });

  it('no longer open by slug and organization id, shared or not', async () => {
    const profile = await trackedWithSecrets();
    const bySlug = `/public/profile/${profile.slug}?org=${owner.org.id}`;
    expect((await visit(bySlug)).statusCode).toBe(404);
    await share(profile.profileId);
    const guessed = await visit(bySlug);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toMatchObject({ statusCode: 404, name: 'NotFound' });
    expect(guessed.body).not.toContain('Anna');
    expect((await visit(`/public/profile/${profile.profileId}`)).statusCode).toBe(404);
  });

  it('open by an unguessable token once shared, without anything the organization keeps privately', async () => {
    const profile = await trackedWithSecrets();
    const shared = await share(profile.profileId);
    expect(shared.statusCode).toBe(200);
    const { publicUrl } = shared.json() as Profile;
    expect(shared.json().disableShare).toBe(false);
    expect(publicUrl).toMatch(/\/profile\/[A-Za-z0-9_-]{43}$/);
    expect(publicUrl).not.toContain(profile.slug);
    expect(publicUrl).not.toContain(owner.org.id);

    const page = await visit(`/public/profile/${tokenOf(publicUrl)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ fullName: 'Anna Public' });
    for (const secret of [
      'Difficult Diva',
      'Do not rebook',
      'anna.private@agency.test',
      'Asked for triple the fee',
      '987654',
      'Rude to the crew',
    ]) {
      expect(page.body).not.toContain(secret);
    }
    expect(page.body).not.toMatch(UUID);
  });

  it('of an agency point at its verified domain and wear its brand', async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Northwind Talent',
      domain: 'creators.northwind.test',
      domainStatus: 'verified',
    });
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [{ username: `${scope}_bo` }]);
    const added = await call('POST', '/customer/socialProfile/profile-bank', agency, {
      profileBankId: Object.values(rows)[0].id,
    });
    const { publicUrl } = (await share((added.json() as Profile).profileId, agency)).json();
    expect(publicUrl).toMatch(/^https:\/\/creators\.northwind\.test\/profile\/[\w-]{43}$/);

    const page = (await visit(`/public/profile/${tokenOf(publicUrl)}`)).json();
    expect(page.branding).toMatchObject({ agencyName: 'Northwind Talent', showBanner: true });
  });

  it('keep one link while shared, and a revoked link stays dead when shared again', async () => {
    const profile = await trackedWithSecrets();
    const first = (await share(profile.profileId)).json() as Profile;
    const again = (await share(profile.profileId)).json() as Profile;
    expect(again.publicUrl).toBe(first.publicUrl);

    const revoked = await revoke(profile.profileId);
    expect(revoked.json()).toMatchObject({ disableShare: true, publicUrl: null });
    expect((await visit(`/public/profile/${tokenOf(first.publicUrl)}`)).statusCode).toBe(404);

    const reshared = (await share(profile.profileId)).json() as Profile;
    expect(reshared.publicUrl).not.toBe(first.publicUrl);
    expect((await visit(`/public/profile/${tokenOf(first.publicUrl)}`)).statusCode).toBe(404);
    expect((await visit(`/public/profile/${tokenOf(reshared.publicUrl)}`)).statusCode).toBe(200);
  });

  it('cannot be shared or revoked by another organization or a guest', async () => {
    const profile = await trackedWithSecrets();
    const shared = (await share(profile.profileId)).json() as Profile;
    const guest = await kit.addMember(owner.org, 'guest');

    expect((await share(profile.profileId, other)).statusCode).toBe(404);
    expect((await revoke(profile.profileId, other)).statusCode).toBe(404);
    expect((await revoke(profile.profileId, guest)).statusCode).toBe(403);

    const still = await call('GET', `/customer/socialProfile/${profile.profileId}`);
    expect(still.json().publicUrl).toBe(shared.publicUrl);
    expect((await visit(`/public/profile/${tokenOf(shared.publicUrl)}`)).statusCode).toBe(200);
  });
});
