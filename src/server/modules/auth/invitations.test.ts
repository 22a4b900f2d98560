import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { oneTimeTokens, users } from '../account';
import {
  call,
  fromNewAddress,
  lastMailTo,
  linkIn,
  recordingDns,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth-test-helpers';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns() });
});
afterAll(() => kit.close());

/** What `POST /customer/account/add` leaves behind: a user without password, and a token. */
async function invite(org: SignedIn['org'], role: 'member' | 'guest' = 'member') {
  const email = uniqueEmail('invited');
  const [user] = await kit.database.db
    .insert(users)
    .values({ orgId: org.id, email, role, passwordHash: null, activatedAt: null })
    .returning();
  const token = await kit.services.oneTimeTokens.issue(user, 'invitation');
  return { user, token, email };
}

const readInvitation = (token: string) => call(kit, 'GET', `/customer/auth/user/${token}`);
const activate = (payload: Record<string, unknown>) =>
  call(kit, 'POST', '/customer/auth/user/activate', { payload, headers: fromNewAddress() });
const verifyStatus = (token: string) =>
  call(kit, 'GET', '/customer/account/verify-status', { headers: { 'x-access-token': token } });

describe('team invitations', () => {
  it('shows a pending invitation with its organization, role and who invited', async () => {
    const owner = await kit.signUp();
    const { token, email } = await invite(owner.org, 'guest');
    const response = await readInvitation(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      email,
      organization: { name: owner.org.name },
      role: 'guest',
      invitedBy: owner.user.fullName,
    });
  });

  it('gives the name the owner typed, so the activation form can start with it', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const email = uniqueEmail('named');
    const added = await call(kit, 'POST', '/customer/account/add', {
      payload: { email, role: 'member', fullName: 'Finn Teammate' },
      headers: owner.headers,
    });
    expect(added.status).toBe(201);
    const mail = await lastMailTo(kit, email);
    const token = linkIn(mail!, '/auth/activate').searchParams.get('token')!;
    expect((await readInvitation(token)).body).toMatchObject({ email, fullName: 'Finn Teammate' });
  });

  it('answers NotFound for an unknown or expired invitation', async () => {
    expect((await readInvitation('x'.repeat(43))).status).toBe(404);
    const owner = await kit.signUp();
    const { token, user } = await invite(owner.org);
    await kit.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const expired = await readInvitation(token);
    expect(expired.status).toBe(404);
    expect(expired.body.name).toBe('NotFound');
    expect((await activate({ token, fullName: 'Late', password: STRONG_PASSWORD })).status).toBe(
      404,
    );
  });

  it('activates: sets name and password, verifies the email, signs in, and works once', async () => {
    const owner = await kit.signUp();
    const { token, email } = await invite(owner.org);
    const response = await activate({ token, fullName: ' Cleo Park ', password: STRONG_PASSWORD });

    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      email,
      fullName: 'Cleo Park',
      role: 'member',
      verificationStatus: { email: true },
    });
    expect(response.body.organization._id).toBe(owner.org.id);
    expect((await verifyStatus(response.body.token)).body).toEqual({ email: true });

    expect((await readInvitation(token)).status).toBe(404);
    expect((await activate({ token, fullName: 'Again', password: 'x-other-pass-1' })).status).toBe(
      404,
    );
    const login = await call(kit, 'POST', '/customer/auth/login', {
      payload: { email, password: STRONG_PASSWORD },
      headers: fromNewAddress(),
    });
    expect(login.status).toBe(200);

    // The team hears of it once: member.joined, written with the activation.
    const joined = await kit.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.orgId, owner.org.id));
    expect(joined.map(({ type, payload }) => ({ type, payload }))).toEqual([
      {
        type: 'member.joined',
        payload: { userId: response.body.user._id, fullName: 'Cleo Park', role: 'member' },
      },
    ]);
  });

  it('refuses a weak password and keeps the invitation open', async () => {
    const owner = await kit.signUp();
    const { token, email } = await invite(owner.org);
    for (const password of ['short', 'iloveyou', 'Password1!', '01234567', email]) {
      const response = await activate({ token, fullName: 'Dana', password });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('password');
    }
    expect((await readInvitation(token)).status).toBe(200);
  });

  it('answers AccessBlocked in a blocked organization and keeps the invitation', async () => {
    const owner = await kit.signUp({ blocked: true });
    const { token } = await invite(owner.org);
    const response = await activate({ token, fullName: 'Eli', password: STRONG_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.name).toBe('AccessBlocked');
    expect((await readInvitation(token)).status).toBe(200);
  });

  it('accepts the invitation mailed by POST /customer/account/add', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const email = uniqueEmail('teammate');
    const added = await call(kit, 'POST', '/customer/account/add', {
      payload: { email, role: 'member' },
      headers: owner.headers,
    });
    expect(added.status).toBe(201);
    const mail = await lastMailTo(kit, email);
    const token = linkIn(mail!, '/auth/activate').searchParams.get('token')!;
    expect((await readInvitation(token)).body).toMatchObject({ email, role: 'member' });
    const response = await activate({ token, fullName: 'Finn', password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('member');
  });
});
