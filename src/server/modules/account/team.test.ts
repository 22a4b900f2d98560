import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailRepository } from '../../integrations/mail';
import { apiCaller } from '../../testing/api-caller';
import { testKitForFile } from '../../testing/test-file-kit';
import { users } from './account.tables';

const kit = testKitForFile();

const call = apiCaller(kit, '/customer/account/');

async function userRow(id: string) {
  const [row] = await kit.database.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

let emails = 0;
const newEmail = () => `invitee-${Date.now()}-${emails++}@reachbase.test`;

async function mailTo(email: string) {
  const recent = await createMailRepository(kit.database.db).listRecent({ limit: 200 });
  return recent.filter((mail) => mail.to === email);
}

describe('GET list', () => {
  it('lists the team, owner first, invited people marked', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    const invited = (
      await call('POST', 'add', owner, { email: newEmail(), role: 'member' })
    ).json();

    const response = await call('GET', 'list', guest);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 100, hasMore: false });
    expect(body.items.map((m: { _id: string }) => m._id)).toEqual([
      owner.user.id,
      member.user.id,
      guest.user.id,
      invited._id,
    ]);
    expect(body.items[0]).toEqual({
      _id: owner.user.id,
      email: owner.email,
      fullName: 'Test owner',
      role: 'owner',
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(body.items[3]).toMatchObject({ role: 'member', status: 'invited' });
    expect(response.body).not.toContain('passwordHash');
  });

  it('pages through the team and shows no other organization', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await kit.addMember(owner.org, 'member');
    await kit.addMember(owner.org, 'member');
    const other = await kit.signUp();
    const page = (await call('GET', 'list?page=2&limit=2', owner)).json();
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, hasMore: false });
    expect(page.items).toHaveLength(1);
    const theirs = (await call('GET', 'list', other)).json();
    expect(theirs.items.map((m: { _id: string }) => m._id)).toEqual([other.user.id]);
  });
});

describe('POST add', () => {
  it('invites a member: a pending user, a seat, and a mail with a working link', async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    await kit.database.db
      .update(users)
      .set({ fullName: 'Olivia Owner' })
      .where(eq(users.id, owner.user.id));
    const email = newEmail();
    const response = await call('POST', 'add', owner, {
      email: `  ${email.toUpperCase()} `,
      role: 'member',
      fullName: 'Nina New',
    });
    expect(response.statusCode).toBe(201);
    const invited = response.json();
    expect(invited).toMatchObject({
      email,
      fullName: 'Nina New',
      role: 'member',
      status: 'invited',
    });

    const row = await userRow(invited._id);
    expect(row).toMatchObject({ orgId: owner.org.id, passwordHash: null, activatedAt: null });

    const [mail] = await mailTo(email);
    expect(mail.subject).toContain('Olivia Owner');
    expect(mail.subject).toContain('Test Org');
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`${kit.config.publicUrl}/auth/activate?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    expect(await kit.services.oneTimeTokens.peek(token, 'invitation')).toEqual({
      userId: invited._id,
      orgId: owner.org.id,
    });

    const usage = (await call('GET', 'usage?fields=teamSeats', owner)).json();
    expect(usage.teamSeats).toEqual({ used: 2, limit: 2 });
  });

  it('refuses an owner whose email is not verified and creates nothing', async () => {
    const owner = await kit.signUp({ plan: 'pro', verified: false });
    const email = newEmail();
    const response = await call('POST', 'add', owner, { email, role: 'member' });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'EmailNotVerified', field: 'EmailNotVerified' });
    expect((await call('GET', 'list', owner)).json().total).toBe(1);
    expect(await mailTo(email)).toEqual([]);
  });

  it('counts the owner, members, guests and invitations as seats', async () => {
    const solo = await kit.signUp({ plan: 'free' });
    const full = await call('POST', 'add', solo, { email: newEmail(), role: 'guest' });
    expect(full.statusCode).toBe(423);
    expect(full.json()).toMatchObject({ name: 'LimitExceeded', field: 'teamSeats' });

    const owner = await kit.signUp({ plan: 'starter' });
    expect(
      (await call('POST', 'add', owner, { email: newEmail(), role: 'guest' })).statusCode,
    ).toBe(201);
    const email = newEmail();
    const over = await call('POST', 'add', owner, { email, role: 'member' });
    expect(over.statusCode).toBe(423);
    expect(over.json()).toMatchObject({ name: 'LimitExceeded', field: 'teamSeats' });
    expect((await call('GET', 'list', owner)).json().total).toBe(2);
    expect(await mailTo(email)).toEqual([]);
  });

  it('gives exactly the free seats to concurrent invitations', async () => {
    const owner = await kit.signUp({ plan: 'basic' });
    const caller = {
      orgId: owner.org.id,
      userId: owner.user.id,
      role: 'owner' as const,
      via: 'session' as const,
      emailVerified: true,
      orgBlocked: false,
    };
    // Through the service: HTTP overhead would stagger the requests and hide a race.
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        kit.services.account.team.invite(caller, { email: newEmail(), role: 'member' }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    for (const attempt of attempts.filter((a) => a.status === 'rejected')) {
      expect(attempt.reason).toMatchObject({ name: 'LimitExceeded', field: 'teamSeats' });
    }
    expect((await call('GET', 'list', owner)).json().total).toBe(3);
  });

  it('refuses an email that already has an account, in any organization', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const elsewhere = await kit.signUp();
    for (const email of [elsewhere.email, elsewhere.email.toUpperCase(), owner.email]) {
      const response = await call('POST', 'add', owner, { email, role: 'member' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ name: 'Conflict', field: 'email' });
    }
    expect((await call('GET', 'list', owner)).json().total).toBe(1);
  });

  it('refuses members, guests, bad emails, the owner role and unknown fields', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    const body = { email: newEmail(), role: 'member' };
    expect((await call('POST', 'add', member, body)).statusCode).toBe(403);
    expect((await call('POST', 'add', guest, body)).statusCode).toBe(403);
    const badEmail = await call('POST', 'add', owner, { email: 'not-an-email', role: 'member' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    const ownerRole = await call('POST', 'add', owner, { email: newEmail(), role: 'owner' });
    expect(ownerRole.statusCode).toBe(400);
    expect(ownerRole.json().field).toBe('role');
    const extra = await call('POST', 'add', owner, { ...body, orgId: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await call('GET', 'list', owner)).json().total).toBe(3);
  });
});

describe('PUT /{id}', () => {
  it("changes a member's role and name; the new role applies at once", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const response = await call('PUT', member.user.id, owner, { role: 'guest', fullName: 'Gus' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: member.user.id, role: 'guest', fullName: 'Gus' });
    // Now a guest: reading works, writing does not.
    expect((await call('GET', 'me', member)).json().profile.role).toBe('guest');
    expect((await call('PUT', 'event', member, { event: 'x' })).statusCode).toBe(403);
  });

  it("never changes the owner's role", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await call('PUT', owner.user.id, owner, { role: 'member' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('role');
    expect((await userRow(owner.user.id))?.role).toBe('owner');
    const rename = await call('PUT', owner.user.id, owner, { fullName: 'Boss' });
    expect(rename.json()).toMatchObject({ role: 'owner', fullName: 'Boss' });
  });
});

describe('PUT guest/{id}', () => {
  it('updates a guest', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    const response = await call('PUT', `guest/${guest.user.id}`, owner, {
      fullName: 'Client Viewer',
      tableSettings: { profiles: { columns: ['followers'] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'guest', fullName: 'Client Viewer' });
    expect((await userRow(guest.user.id))?.tableSettings).toEqual({
      profiles: { columns: ['followers'] },
    });
  });

  it('answers 404 for a member who is not a guest, and changes nothing', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const response = await call('PUT', `guest/${member.user.id}`, owner, { fullName: 'X' });
    expect(response.statusCode).toBe(404);
    expect((await userRow(member.user.id))?.fullName).toBe('Test member');
  });
});

describe('DELETE /{id}', () => {
  it('removes a member: their sessions end and the seat is free again', async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    const member = await kit.addMember(owner.org, 'member');
    const secondToken = await kit.services.sessions.create(member.user);
    expect(
      (await call('POST', 'add', owner, { email: newEmail(), role: 'guest' })).statusCode,
    ).toBe(423);

    const response = await call('DELETE', member.user.id, owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', 'me', member)).statusCode).toBe(401);
    const second = await call('GET', 'me', { headers: { 'x-access-token': secondToken } });
    expect(second.statusCode).toBe(401);
    expect(await userRow(member.user.id)).toBeNull();
    expect((await call('GET', 'list', owner)).json().total).toBe(1);
    expect(
      (await call('POST', 'add', owner, { email: newEmail(), role: 'guest' })).statusCode,
    ).toBe(201);
  });

  it('withdraws a pending invitation: its link stops working', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const email = newEmail();
    const invited = (await call('POST', 'add', owner, { email, role: 'member' })).json();
    const [mail] = await mailTo(email);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token');
    expect((await call('DELETE', invited._id, owner)).statusCode).toBe(204);
    expect(await kit.services.oneTimeTokens.peek(token ?? '', 'invitation')).toBeNull();
  });

  it('never removes the owner', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await call('DELETE', owner.user.id, owner);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', 'me', owner)).statusCode).toBe(200);
  });
});

describe('team management rights', () => {
  it('keeps members and guests from managing the team', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    for (const caller of [member, guest]) {
      const attempts = [
        await call('PUT', guest.user.id, caller, { role: 'member' }),
        await call('PUT', `guest/${guest.user.id}`, caller, { fullName: 'X' }),
        await call('DELETE', guest.user.id, caller),
        await call('DELETE', member.user.id, caller),
      ];
      expect(attempts.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect(await userRow(guest.user.id)).toMatchObject({ role: 'guest', fullName: 'Test guest' });
    expect(await userRow(member.user.id)).not.toBeNull();
  });

  it("answers 404 for another organization's member and changes nothing", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const other = await kit.signUp({ plan: 'pro' });
    const theirMember = await kit.addMember(other.org, 'member');
    const theirGuest = await kit.addMember(other.org, 'guest');
    const attempts = [
      await call('PUT', theirMember.user.id, owner, { role: 'guest', fullName: 'Hijacked' }),
      await call('PUT', `guest/${theirGuest.user.id}`, owner, { fullName: 'Hijacked' }),
      await call('DELETE', theirMember.user.id, owner),
      await call('DELETE', theirGuest.user.id, owner),
      await call('DELETE', other.user.id, owner),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().name).toBe('NotFound');
    }
    expect(await userRow(theirMember.user.id)).toMatchObject({
      role: 'member',
      fullName: 'Test member',
    });
    expect(await userRow(theirGuest.user.id)).toMatchObject({ fullName: 'Test guest' });
    expect((await call('GET', 'me', theirMember)).statusCode).toBe(200);
    expect((await call('GET', 'me', theirGuest)).statusCode).toBe(200);
    expect((await call('GET', 'list', other)).json().total).toBe(3);
  });

  it('answers 404 for an id that is not an id', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    expect((await call('PUT', 'not-a-uuid', owner, { fullName: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', 'not-a-uuid', owner)).statusCode).toBe(404);
    expect((await call('PUT', 'guest/not-a-uuid', owner, { fullName: 'X' })).statusCode).toBe(404);
  });
});
