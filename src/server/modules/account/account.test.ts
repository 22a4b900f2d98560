import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../testing/api-caller';
import { testKitForFile } from '../../testing/test-file-kit';
import { organizations, users } from './account.tables';
import { verifyPassword } from './credentials';
import { METRIC_NAMES } from './plans';

const kit = testKitForFile();

const call = apiCaller(kit, '/customer/account/');

async function userRow(id: string) {
  const [row] = await kit.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function orgRow(id: string) {
  const [row] = await kit.database.db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

describe('GET me', () => {
  it("answers the user's profile with orgInfo under SPEC 3 names", async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    await kit.database.db
      .update(users)
      .set({ emailValidationStatus: 'valid', tableSettings: { profiles: { columns: ['name'] } } })
      .where(eq(users.id, owner.user.id));
    await kit.services.usage.consume(owner.org.id, 'searchCount', 3);
    await kit.services.usage.consume(owner.org.id, 'reports', 1);

    const response = await call('GET', 'me', owner);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      _id: owner.user.id,
      email: owner.email,
      fullName: 'Test owner',
      role: 'owner',
      verificationStatus: { email: true },
      accessBlocked: false,
      tableSettings: { profiles: { columns: ['name'] } },
      emailValidationStatus: 'valid',
      emailValidationSubStatus: null,
    });
    expect(profile.orgInfo).toMatchObject({
      _id: owner.org.id,
      name: 'Test Org',
      package: 'starter',
      packagePrice: 0,
      surveyStatus: false,
      surveyData: null,
      owner: { _id: owner.user.id, fullName: 'Test owner', email: owner.email },
      accountConfig: { userGuide: true },
      phone: null,
      country: null,
      ipCountry: null,
      jobRole: null,
      orgType: null,
      referredBy: null,
      appsumo: null,
    });
    expect(profile.orgInfo.usage).toMatchObject({ searchCount: 3, reports: 1, teamSeats: 1 });
    expect(profile.orgInfo.limits).toMatchObject({ searchCount: 300, reports: 20, teamSeats: 2 });
    expect(Object.keys(profile.orgInfo.limits).sort()).toEqual([...METRIC_NAMES].sort());
    // Nothing secret travels with the profile.
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
  });

  it("reports 'Infinity' for the unlimited metrics of the agency plan", async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const { profile } = (await call('GET', 'me', owner)).json();
    expect(profile.orgInfo.limits).toMatchObject({
      searchCount: 'Infinity',
      profiles: 'Infinity',
      lists: 'Infinity',
      campaigns: 'Infinity',
      reports: 1_000,
      teamSeats: 25,
    });
  });

  it("reports only the owner's email validation status", async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    await kit.database.db
      .update(users)
      .set({ emailValidationStatus: 'do_not_mail', emailValidationSubStatus: 'role_based' })
      .where(eq(users.id, member.user.id));
    const { profile } = (await call('GET', 'me', member)).json();
    expect(profile).toMatchObject({
      role: 'member',
      emailValidationStatus: null,
      emailValidationSubStatus: null,
    });
    expect(profile.orgInfo.owner._id).toBe(owner.user.id);
  });

  it('shows an unverified email and lets guests read their profile', async () => {
    const owner = await kit.signUp({ verified: false });
    expect((await call('GET', 'me', owner)).json().profile.verificationStatus).toEqual({
      email: false,
    });
    const guest = await kit.addMember(owner.org, 'guest');
    const response = await call('GET', 'me', guest);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.role).toBe('guest');
  });

  it('answers AccessBlocked for a blocked organization and Unauthorized without a token', async () => {
    const blocked = await kit.signUp({ blocked: true });
    const response = await call('GET', 'me', blocked);
    expect(response.statusCode).toBe(403);
    expect(response.json().name).toBe('AccessBlocked');
    const anonymous = await call('GET', 'me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().name).toBe('Unauthorized');
  });
});

describe('GET organization', () => {
  it('answers the plan, owner, member counts and seats', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    await kit.database.db.insert(users).values({
      orgId: owner.org.id,
      email: `pending-${owner.user.id}@reachbase.test`,
      role: 'member',
    });
    const response = await call('GET', 'organization', guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: owner.org.id,
      name: 'Test Org',
      package: 'pro',
      packageCurrency: 'USD',
      owner: { _id: owner.user.id, email: owner.email },
      members: { total: 4, owner: 1, member: 2, guest: 1, invited: 1 },
      seats: { used: 4, limit: 10 },
    });
  });
});

describe('PUT updateUserInfo', () => {
  it("saves the user's name and merges their table settings", async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    await call('PUT', 'updateUserInfo', member, { tableSettings: { profiles: { page: 2 } } });
    const response = await call('PUT', 'updateUserInfo', member, {
      fullName: '  Ada Lovelace ',
      tableSettings: { contents: { page: 3 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      fullName: 'Ada Lovelace',
      tableSettings: { profiles: { page: 2 }, contents: { page: 3 } },
    });
    const { profile } = (await call('GET', 'me', member)).json();
    expect(profile.fullName).toBe('Ada Lovelace');
  });

  it('lets the owner change the organization fields', async () => {
    const owner = await kit.signUp();
    const response = await call('PUT', 'updateUserInfo', owner, {
      phone: '+43 1 234 5678',
      country: 'AT',
      orgType: 'Agency',
      jobRole: 'Digital Agency',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.orgInfo).toMatchObject({
      phone: '+43 1 234 5678',
      country: 'AT',
      orgType: 'Agency',
      jobRole: 'Digital Agency',
    });
  });

  it('refuses organization fields from a member and changes nothing', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    const response = await call('PUT', 'updateUserInfo', member, {
      fullName: 'Sneaky',
      country: 'XX',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().name).toBe('Forbidden');
    expect((await userRow(member.user.id)).fullName).toBe('Test member');
    expect((await orgRow(owner.org.id)).country).toBeNull();
  });

  it('refuses unknown fields, a job role outside the list, and guests', async () => {
    const owner = await kit.signUp();
    const unknown = await call('PUT', 'updateUserInfo', owner, { fullName: 'A', plan: 'agency' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().name).toBe('ValidationError');
    const jobRole = await call('PUT', 'updateUserInfo', owner, { jobRole: 'Astronaut' });
    expect(jobRole.statusCode).toBe(400);
    expect(jobRole.json().field).toBe('jobRole');
    expect((await orgRow(owner.org.id)).plan).toBe('free');
    const guest = await kit.addMember(owner.org, 'guest');
    const response = await call('PUT', 'updateUserInfo', guest, { fullName: 'Guest' });
    expect(response.statusCode).toBe(403);
    expect((await userRow(guest.user.id)).fullName).toBe('Test guest');
  });
});

describe('time zone (SPEC 2: Europe/Vienna unless the user chooses)', () => {
  it('starts in Europe/Vienna for the owner and for an invited member', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    expect((await call('GET', 'me', owner)).json().profile.timeZone).toBe('Europe/Vienna');
    expect((await call('GET', 'me', member)).json().profile.timeZone).toBe('Europe/Vienna');
  });

  it("saves a member's own zone under its IANA name and leaves everyone else's", async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    const response = await call('PUT', 'updateUserInfo', member, { timeZone: 'america/new_york' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.timeZone).toBe('America/New_York');
    expect((await call('GET', 'me', member)).json().profile.timeZone).toBe('America/New_York');
    expect((await call('GET', 'me', owner)).json().profile.timeZone).toBe('Europe/Vienna');
    const utc = await call('PUT', 'updateUserInfo', owner, { timeZone: 'UTC' });
    expect(utc.json().profile.timeZone).toBe('UTC');
  });

  it('refuses an unknown zone with 400 on the field timeZone and keeps the saved one', async () => {
    const owner = await kit.signUp();
    await call('PUT', 'updateUserInfo', owner, { timeZone: 'Asia/Tokyo' });
    for (const timeZone of ['Mars/Olympus', '+01:00', 'Etc/GMT+1', 'x'.repeat(200), 42]) {
      const response = await call('PUT', 'updateUserInfo', owner, {
        fullName: 'Changed',
        timeZone,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'timeZone' });
    }
    const row = await userRow(owner.user.id);
    expect(row.timeZone).toBe('Asia/Tokyo');
    expect(row.fullName).toBe('Test owner');
  });
});

describe('PUT changePassword', () => {
  const NEW_PASSWORD = 'a quite different passphrase';

  it('keeps the current session and ends every other one', async () => {
    const owner = await kit.signUp();
    const otherToken = await kit.services.sessions.create(owner.user);
    const response = await call('PUT', 'changePassword', owner, {
      oldPassword: owner.password,
      newPassword: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true });
    expect((await call('GET', 'me', owner)).statusCode).toBe(200);
    const other = await call('GET', 'me', { headers: { 'x-access-token': otherToken } });
    expect(other.statusCode).toBe(401);
    const { passwordHash } = await userRow(owner.user.id);
    expect(await verifyPassword(passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(passwordHash, owner.password)).toBe(false);
  });

  it('names the failing field and changes nothing', async () => {
    const owner = await kit.signUp();
    const otherToken = await kit.services.sessions.create(owner.user);
    const attempts = [
      [{ oldPassword: 'not my password', newPassword: NEW_PASSWORD }, 'oldPassword'],
      [{ newPassword: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}!` }, 'passwordConfirm'],
      [{ newPassword: 'short', passwordConfirm: 'short' }, 'newPassword'],
      [{ newPassword: 'password1', passwordConfirm: 'password1' }, 'newPassword'],
      [{ newPassword: 'Summer2024', passwordConfirm: 'Summer2024' }, 'newPassword'],
      [{ newPassword: owner.email, passwordConfirm: owner.email }, 'newPassword'],
    ] as const;
    for (const [change, field] of attempts) {
      const response = await call('PUT', 'changePassword', owner, {
        oldPassword: owner.password,
        passwordConfirm: NEW_PASSWORD,
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field });
    }
    const inGerman = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/account/changePassword',
      headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' },
      payload: {
        oldPassword: 'not my password',
        newPassword: NEW_PASSWORD,
        passwordConfirm: NEW_PASSWORD,
      },
    });
    expect(inGerman.json().message).toBe('Das aktuelle Passwort ist nicht korrekt');
    const { passwordHash } = await userRow(owner.user.id);
    expect(await verifyPassword(passwordHash, owner.password)).toBe(true);
    const other = await call('GET', 'me', { headers: { 'x-access-token': otherToken } });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a body with a missing or unknown field', async () => {
    const owner = await kit.signUp();
    const missing = await call('PUT', 'changePassword', owner, { oldPassword: owner.password });
    expect(missing.statusCode).toBe(400);
    const extra = await call('PUT', 'changePassword', owner, {
      oldPassword: owner.password,
      newPassword: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
      userId: owner.user.id,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST survey, PUT config, PUT status-flags, PUT event', () => {
  it('stores the survey answers and marks the survey done', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    const data = { teamSize: '2-10', goals: ['discovery', 'campaigns'] };
    const response = await call('POST', 'survey', member, { data });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ surveyStatus: true, surveyData: data });
    const { profile } = (await call('GET', 'me', owner)).json();
    expect(profile.orgInfo).toMatchObject({ surveyStatus: true, surveyData: data });
  });

  it('refuses a survey without an object and from a guest', async () => {
    const owner = await kit.signUp();
    expect((await call('POST', 'survey', owner, { data: 'yes' })).statusCode).toBe(400);
    const guest = await kit.addMember(owner.org, 'guest');
    expect((await call('POST', 'survey', guest, { data: { a: 1 } })).statusCode).toBe(403);
    expect((await orgRow(owner.org.id)).surveyStatus).toBe(false);
  });

  it("merges the owner's account configuration", async () => {
    const owner = await kit.signUp();
    const response = await call('PUT', 'config', owner, { userGuide: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accountConfig: { userGuide: false } });
    const { profile } = (await call('GET', 'me', owner)).json();
    expect(profile.orgInfo.accountConfig.userGuide).toBe(false);
  });

  it('keeps the account configuration from members and unknown settings', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    expect((await call('PUT', 'config', member, { userGuide: false })).statusCode).toBe(403);
    expect((await call('PUT', 'config', owner, { darkMode: true })).statusCode).toBe(400);
    expect((await orgRow(owner.org.id)).accountConfig).toEqual({ userGuide: true });
  });

  it('merges status flags and shows them on the profile', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    await call('PUT', 'status-flags', owner, { flags: { seenDashboardTour: true } });
    const response = await call('PUT', 'status-flags', member, {
      flags: { dismissedOfferBanner: true, seenDashboardTour: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusFlags: { seenDashboardTour: false, dismissedOfferBanner: true },
    });
    const { profile } = (await call('GET', 'me', owner)).json();
    expect(profile.orgInfo.statusFlags).toEqual({
      seenDashboardTour: false,
      dismissedOfferBanner: true,
    });
  });

  it('refuses status flags that are not booleans, badly named, too many, or from a guest', async () => {
    const owner = await kit.signUp();
    expect((await call('PUT', 'status-flags', owner, { flags: { a: 'yes' } })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', 'status-flags', owner, { flags: { $bad: true } })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', 'status-flags', owner, { seen: true })).statusCode).toBe(400);
    for (let batch = 0; batch < 4; batch++) {
      const flags = Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`flag${batch}_${i}`, true]),
      );
      expect((await call('PUT', 'status-flags', owner, { flags })).statusCode).toBe(200);
    }
    const tooMany = await call('PUT', 'status-flags', owner, { flags: { oneMore: true } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('flags');
    expect(Object.keys((await orgRow(owner.org.id)).statusFlags)).toHaveLength(200);
    const guest = await kit.addMember(owner.org, 'guest');
    expect((await call('PUT', 'status-flags', guest, { flags: { x: true } })).statusCode).toBe(403);
  });

  it("records the user's latest onboarding event", async () => {
    const owner = await kit.signUp();
    const response = await call('PUT', 'event', owner, { event: 'created-first-list' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lastEvent: 'created-first-list' });
    expect((await userRow(owner.user.id)).lastEvent).toBe('created-first-list');
    expect((await call('PUT', 'event', owner, { event: '' })).statusCode).toBe(400);
    expect((await call('PUT', 'event', owner, { event: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('GET usage', () => {
  it('answers used and limit for every metric, or the requested ones', async () => {
    const owner = await kit.signUp();
    await kit.services.usage.consume(owner.org.id, 'searchCount', 4);
    const all = await call('GET', 'usage', owner);
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json()).sort()).toEqual([...METRIC_NAMES].sort());
    expect(all.json().teamSeats).toEqual({ used: 1, limit: 1 });
    const some = await call('GET', 'usage?fields=searchCount,reports', owner);
    expect(some.json()).toEqual({
      searchCount: { used: 4, limit: 20 },
      reports: { used: 0, limit: 2 },
    });
  });

  it("answers 'Infinity' for unlimited metrics and lets guests read", async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const guest = await kit.addMember(owner.org, 'guest');
    const response = await call('GET', 'usage?fields=searchCount', guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ searchCount: { used: 0, limit: 'Infinity' } });
  });

  it('refuses an unknown metric or parameter', async () => {
    const owner = await kit.signUp();
    const unknown = await call('GET', 'usage?fields=searchCount,teleports', owner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ name: 'ValidationError', field: 'fields' });
    expect(unknown.json().message).toContain('teleports');
    expect((await call('GET', 'usage?orgId=someone-else', owner)).statusCode).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('lists every account call with its response schema', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    // Contains, not equals: the auth module adds its own /customer/account calls.
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/customer/account/me',
        '/api/v1/customer/account/organization',
        '/api/v1/customer/account/updateUserInfo',
        '/api/v1/customer/account/changePassword',
        '/api/v1/customer/account/list',
        '/api/v1/customer/account/add',
        '/api/v1/customer/account/{id}',
        '/api/v1/customer/account/guest/{id}',
        '/api/v1/customer/account/survey',
        '/api/v1/customer/account/config',
        '/api/v1/customer/account/status-flags',
        '/api/v1/customer/account/event',
        '/api/v1/customer/account/usage',
        '/api/v1/customer/account/api-key',
      ]),
    );
    const me = paths['/api/v1/customer/account/me'].get as {
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    const schema = me.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['profile']);
  });
});
