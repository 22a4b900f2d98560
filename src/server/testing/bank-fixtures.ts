// Test-only: small, exact bank fixtures written straight through Drizzle (not the demo generator),
// so each search test knows precisely which profiles a filter must keep and which it must drop.
import { randomBytes } from 'node:crypto';
import type { Database, DatabaseHandle } from '../db/client';
import { audienceTags } from '../modules/discovery/audience-tags';
import {
  type AudienceDimension,
  type NewSocialAccount,
  socialAccountAudience,
  socialAccountContacts,
  socialAccounts,
} from '../modules/discovery/discovery.tables';

export type FixtureProfile = Partial<NewSocialAccount> & {
  audience?: Partial<Record<AudienceDimension, Record<string, number>>>;
  contacts?: { email?: string[]; phone?: string[] };
};

/** A unique niche: tests scope their searches with it, so fixtures of other tests never match. */
export function newScope(): string {
  return `scope${randomBytes(4).toString('hex')}`;
}

let sequence = 0;

/** Inserts profiles (defaults: instagram, in `scope`, 10k followers) and returns them by username. */
export async function insertProfiles(
  db: Database,
  scope: string,
  profiles: FixtureProfile[],
): Promise<Record<string, { id: string; username: string }>> {
  const byUsername: Record<string, { id: string; username: string }> = {};
  for (const { audience, contacts, ...overrides } of profiles) {
    sequence += 1;
    const audienceShares = Object.entries(audience ?? {}).flatMap(([dimension, shares]) =>
      Object.entries(shares ?? {}).map(([value, share]) => ({
        dimension: dimension as AudienceDimension,
        value,
        share,
      })),
    );
    const [row] = await db
      .insert(socialAccounts)
      .values({
        platform: 'instagram',
        platformUserId: `fixture-${scope}-${sequence}`,
        username: `${scope}_user${sequence}`,
        fullName: 'Fixture Creator',
        bio: 'A creator',
        followers: 10_000,
        engagementRate: 2,
        avgLikes: 200,
        avgViews: 1_000,
        categories: [scope],
        audienceTags: audienceTags(audienceShares),
        ...overrides,
      })
      .returning({ id: socialAccounts.id, username: socialAccounts.username });
    byUsername[row.username] = row;
    const audienceRows = audienceShares.map((share) => ({ accountId: row.id, ...share }));
    if (audienceRows.length > 0) await db.insert(socialAccountAudience).values(audienceRows);
    const contactRows = [
      ...(contacts?.email ?? []).map((value) => ({
        accountId: row.id,
        kind: 'email' as const,
        value,
      })),
      ...(contacts?.phone ?? []).map((value) => ({
        accountId: row.id,
        kind: 'phone' as const,
        value,
      })),
    ];
    if (contactRows.length > 0) await db.insert(socialAccountContacts).values(contactRows);
  }
  return byUsername;
}

/** The definitions of social_accounts' non-unique indexes (a bulk load drops those it writes to). */
export async function searchIndexes(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select indexdef from pg_indexes where tablename = 'social_accounts'
     and indexdef not like 'CREATE UNIQUE %' order by indexdef`,
    [],
  );
  return rows.map((row) => String(row.indexdef));
}
