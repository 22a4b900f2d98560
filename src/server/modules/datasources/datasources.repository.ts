import { and, desc, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import { DATA_SOURCE_IDS, type DataSourceId } from '../../../common/api/data-sources';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import {
  type AudienceDimension,
  socialAccountAudience,
  socialAccounts,
  socialPosts,
} from '../discovery/discovery.tables';
import { type DataSourceKeyRow, dataSourceKeys } from './datasources.tables';

const s = socialAccounts;

/** A bank creator as a lookup answers it. */
export type BankCopy = {
  id: string;
  platform: Platform;
  username: string;
  source: (typeof s.$inferSelect)['source'];
  sourceFetchedAt: Date | null;
};

export type AudienceRow = { dimension: AudienceDimension; value: string; share: number };

const bankCopyColumns = {
  id: s.id,
  platform: s.platform,
  username: s.username,
  source: s.source,
  sourceFetchedAt: s.sourceFetchedAt,
};

/** The organization's own keys, and the bank rows a data source fetched. */
export function createDataSourcesRepository(db: Database) {
  return {
    async listKeys(orgId: string): Promise<DataSourceKeyRow[]> {
      return db.select().from(dataSourceKeys).where(eq(dataSourceKeys.orgId, orgId));
    },

    async findKey(orgId: string, source: DataSourceId): Promise<DataSourceKeyRow | null> {
      const [row] = await db
        .select()
        .from(dataSourceKeys)
        .where(and(eq(dataSourceKeys.orgId, orgId), eq(dataSourceKeys.source, source)));
      return row ?? null;
    },

    /** One key per source: connecting again replaces the key and what was learnt of it. */
    async saveKey(
      orgId: string,
      source: DataSourceId,
      values: Pick<DataSourceKeyRow, 'sealedKey' | 'label' | 'creditsLeft' | 'checkedAt'>,
    ): Promise<DataSourceKeyRow> {
      const [row] = await db
        .insert(dataSourceKeys)
        .values({ orgId, source, ...values })
        .onConflictDoUpdate({
          target: [dataSourceKeys.orgId, dataSourceKeys.source],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },

    async deleteKey(orgId: string, source: DataSourceId): Promise<void> {
      await db
        .delete(dataSourceKeys)
        .where(and(eq(dataSourceKeys.orgId, orgId), eq(dataSourceKeys.source, source)));
    },
  };
}

/**
 * The bank's copy of a creator as a data source's report wrote it (with its posts or audience,
 * not only a search's profile), fetched since `since`; from `sources` only. Read on `on`: the
 * lookup's locked connection.
 */
export async function findFetchedCopy(
  on: Database,
  where: { platform: Platform; handle: string; since: Date; sources?: DataSourceId[] },
): Promise<BankCopy | null> {
  const sources = where.sources ?? [...DATA_SOURCE_IDS];
  const accountId = sql`${s}.${sql.identifier(s.id.name)}`;
  const [row] = await on
    .select(bankCopyColumns)
    .from(s)
    .where(
      and(
        eq(s.platform, where.platform),
        eq(sql`lower(${s.username})`, where.handle.toLowerCase()),
        inArray(s.source, sources),
        gte(s.sourceFetchedAt, where.since),
        or(
          exists(
            on
              .select({ one: sql`1` })
              .from(socialPosts)
              .where(eq(socialPosts.accountId, accountId)),
          ),
          exists(
            on
              .select({ one: sql`1` })
              .from(socialAccountAudience)
              .where(eq(socialAccountAudience.accountId, accountId)),
          ),
        ),
      ),
    )
    .orderBy(desc(s.sourceFetchedAt))
    .limit(1);
  return row ?? null;
}

export async function findBankCopy(
  on: Database,
  platform: Platform,
  platformUserId: string,
): Promise<BankCopy | null> {
  const [row] = await on
    .select(bankCopyColumns)
    .from(s)
    .where(and(eq(s.platform, platform), eq(s.platformUserId, platformUserId)));
  return row ?? null;
}

/**
 * Replaces a creator's audience with what the source reported, with the audience in brief on its
 * row (`tags`, for the audience filters) and the audience's credibility.
 */
export async function replaceAudience(
  on: Database,
  accountId: string,
  audience: { rows: AudienceRow[]; tags: string[]; credibility: number | null },
): Promise<void> {
  await on.delete(socialAccountAudience).where(eq(socialAccountAudience.accountId, accountId));
  if (audience.rows.length > 0) {
    await on
      .insert(socialAccountAudience)
      .values(audience.rows.map((row) => ({ accountId, ...row })))
      .onConflictDoNothing();
  }
  await on
    .update(s)
    .set({ audienceTags: audience.tags, audienceCredibility: audience.credibility })
    .where(eq(s.id, accountId));
}
