// Test-only: tracked profiles written straight to their tables (the profiles API has its own
// tests), and a small client for the list routes, shared by the lists test files.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../http/access';
import type { SignedIn } from '../../testing/factories';
import type { TestKit } from '../../testing/kit';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { listItems, lists } from './lists.tables';

export type Who = { headers: SignedIn['headers'] } | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The list routes through app.inject: the path after /api/v1, an optional body. */
export function listClient(kit: TestKit) {
  const call = (method: Method, path: string, who: Who, body?: object) =>
    kit.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: who?.headers,
      ...(body ? { payload: body } : {}),
    });

  return {
    call,
    /** Creates a list and answers its DTO (fails the test on anything but 201). */
    async createList(who: Who, name: string) {
      const response = await call('POST', '/customer/list/addListItem', who, { name });
      if (response.statusCode !== 201) throw new Error(`createList: ${response.body}`);
      return response.json() as { _id: string; name: string; statuses: { _id: string }[] };
    },
    addToList: (who: Who, body: object) =>
      call('PUT', '/customer/socialProfile/addToList', who, body),
    items: (who: Who, listId: string) => call('GET', `/customer/list/items?listId=${listId}`, who),
  };
}

/**
 * Tracks n new bank profiles for an organization; answers their profileIds in order. Usernames
 * are `${scope}_userN`, full names "Creator 1", "Creator 2", ...
 */
export async function trackProfiles(
  kit: TestKit,
  org: SignedIn['org'],
  n: number,
): Promise<string[]> {
  // Bank rows straight through the bank's table, as testing/bank-fixtures.ts writes them: the
  // lint rule lets a module reach another's tables but not its other files.
  const scope = `lists${randomBytes(4).toString('hex')}`;
  const bank = await kit.database.db
    .insert(socialAccounts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        platform: 'instagram' as const,
        platformUserId: `${scope}-${i + 1}`,
        username: `${scope}_user${i + 1}`,
        fullName: `Creator ${i + 1}`,
        followers: 10_000 + i,
        engagementRate: 2,
        categories: [scope],
      })),
    )
    .returning({ id: socialAccounts.id, username: socialAccounts.username });
  const rows = await kit.database.db
    .insert(trackedProfiles)
    .values(
      bank.map((account) => ({
        orgId: org.id,
        accountId: account.id,
        platform: 'instagram' as const,
        slug: `${account.username}-${randomBytes(3).toString('hex')}`,
        contacts: [
          {
            kind: 'email' as const,
            value: `${account.username}@mail.test`,
            source: 'manual' as const,
          },
        ],
        customFields: { secret: 'internal note' },
      })),
    )
    .returning({ id: trackedProfiles.id });
  return rows.map((r) => r.id);
}

/** What the database holds, to prove a refused call changed nothing. */
export async function listRow(kit: TestKit, listId: string) {
  const [row] = await kit.database.db.select().from(lists).where(eq(lists.id, listId));
  return row ?? null;
}

export async function itemRows(kit: TestKit, listId: string) {
  return kit.database.db.select().from(listItems).where(eq(listItems.listId, listId));
}

export async function itemRow(kit: TestKit, listId: string, profileId: string) {
  const [row] = await kit.database.db
    .select()
    .from(listItems)
    .where(and(eq(listItems.listId, listId), eq(listItems.profileId, profileId)));
  return row ?? null;
}

/** The caller a signed-in test user is, for calling the service functions other modules use. */
export function callerOf(who: SignedIn): Caller {
  return {
    orgId: who.org.id,
    userId: who.user.id,
    role: who.user.role,
    via: 'session',
    emailVerified: who.user.emailVerifiedAt !== null,
    orgBlocked: false,
  };
}
