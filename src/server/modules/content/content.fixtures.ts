// Test-only: bank profiles, tracked profiles and contents written straight through Drizzle (tables
// only, the lint rule allows them), so content tests do not depend on the profiles API.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { addMemberBeforeAll, signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { type NewSocialAccount, socialAccounts, socialPosts } from '../discovery/discovery.tables';
import { lists } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { contents } from './content.tables';

export type TrackedFixture = { id: string; accountId: string; username: string };

/** A bank profile tracked by the organization; `username` is unique unless given. */
export async function trackProfile(
  db: Database,
  orgId: string,
  options: { bank?: Partial<NewSocialAccount>; storyTracking?: boolean } = {},
): Promise<TrackedFixture> {
  const scope = `fx${randomBytes(5).toString('hex')}`;
  const [account] = await db
    .insert(socialAccounts)
    .values({
      platform: 'instagram',
      platformUserId: `fixture-${scope}`,
      username: `${scope}_creator`,
      fullName: 'Fixture Creator',
      followers: 10_000,
      ...options.bank,
    })
    .returning({ id: socialAccounts.id, username: socialAccounts.username });
  const [row] = await db
    .insert(trackedProfiles)
    .values({
      orgId,
      accountId: account.id,
      platform: options.bank?.platform ?? 'instagram',
      slug: `${scope}-${randomBytes(3).toString('hex')}`,
      storyTrackingAt: options.storyTracking ? new Date() : null,
    })
    .returning({ id: trackedProfiles.id });
  return { id: row.id, accountId: account.id, username: account.username };
}

export async function insertContent(
  db: Database,
  orgId: string,
  profileId: string,
  values: Partial<typeof contents.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(contents)
    .values({
      orgId,
      profileId,
      platform: 'instagram',
      type: 'photo',
      source: 'bank',
      publishedAt: new Date('2026-01-15T12:00:00Z'),
      ...values,
    })
    .returning({ id: contents.id });
  return row.id;
}

export async function insertList(db: Database, orgId: string, name: string): Promise<string> {
  const [row] = await db
    .insert(lists)
    .values({ orgId, name: `${name} ${randomBytes(3).toString('hex')}` })
    .returning({ id: lists.id });
  return row.id;
}

export async function insertBankPosts(
  db: Database,
  accountId: string,
  posts: Partial<typeof socialPosts.$inferInsert>[],
): Promise<void> {
  await db.insert(socialPosts).values(
    posts.map((post, index) => ({
      accountId,
      platformPostId: `post-${index}`,
      type: 'photo' as const,
      publishedAt: new Date(Date.UTC(2026, 0, index + 1)),
      ...post,
    })),
  );
}

/**
 * A content test file's kit: a pro organization's owner and guest, another pro organization's
 * owner, and calls under /api/v1/customer (as the owner unless `headers` says otherwise).
 */
export function contentKitForFile() {
  const kit = testKitForFile();
  const owner = signUpBeforeAll(kit, { plan: 'pro' });
  const guest = addMemberBeforeAll(kit, owner, 'guest');
  const other = signUpBeforeAll(kit, { plan: 'pro' });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ) {
    return kit.app.inject({
      method,
      url: `/api/v1/customer${url}`,
      headers: options.headers ?? owner.headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  return { kit, owner, guest, other, db: () => kit.database.db, call };
}
