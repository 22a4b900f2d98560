import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MemberRole, OrganizationRow, UserRow } from '../modules/account';
import { hashPassword, organizations, users } from '../modules/account';
import type { Runtime } from '../runtime';

export type SignedIn = {
  org: OrganizationRow;
  user: UserRow;
  email: string;
  password: string;
  token: string;
  /** Ready to spread into app.inject: { 'x-access-token': token }. */
  headers: { 'x-access-token': string };
};

const PASSWORD = 'correct horse battery staple';
let hashed: Promise<string> | null = null;

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@reachbase.test`;
}

/**
 * Test data: a fresh organization with its owner signed in. Rows are written directly (the
 * sign-up endpoint has its own tests), so setup is fast and tests need no order or cleanup.
 */
export async function signUp(
  runtime: Runtime,
  options: { plan?: string; verified?: boolean; blocked?: boolean; email?: string } = {},
): Promise<SignedIn> {
  const db = runtime.database.db;
  const [org] = await db
    .insert(organizations)
    .values({
      name: 'Test Org',
      plan: options.plan ?? 'free',
      accessBlockedAt: options.blocked ? new Date() : null,
    })
    .returning();
  return addUser(runtime, org, 'owner', options);
}

/** Another user of the same organization (member or guest), signed in. */
export async function addMember(
  runtime: Runtime,
  org: OrganizationRow,
  role: Exclude<MemberRole, 'owner'> = 'member',
  options: { verified?: boolean; email?: string } = {},
): Promise<SignedIn> {
  return addUser(runtime, org, role, options);
}

async function addUser(
  runtime: Runtime,
  org: OrganizationRow,
  role: MemberRole,
  options: { verified?: boolean; email?: string },
): Promise<SignedIn> {
  hashed ??= hashPassword(PASSWORD);
  const email = options.email ?? uniqueEmail(role);
  const [user] = await runtime.database.db
    .insert(users)
    .values({
      orgId: org.id,
      email,
      passwordHash: await hashed,
      fullName: `Test ${role}`,
      role,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      activatedAt: new Date(),
    })
    .returning();
  const token = await runtime.services.sessions.create(user);
  const [fresh] = await runtime.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, org.id));
  return {
    org: fresh,
    user,
    email,
    password: PASSWORD,
    token,
    headers: { 'x-access-token': token },
  };
}

/** A campaign of the caller's organization, created through the API; answers its id. */
export async function createCampaign(
  runtime: Runtime,
  who: SignedIn,
  name = 'Summer Launch',
): Promise<string> {
  const response = await runtime.app.inject({
    method: 'POST',
    url: '/api/v1/customer/campaign',
    headers: who.headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`createCampaign: ${response.body}`);
  return response.json()._id;
}
