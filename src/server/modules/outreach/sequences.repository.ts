import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { customFields, trackedProfiles } from '../profiles/profiles.tables';
import { outreachSequences, type SequenceRow, type SequenceStep } from './outreach.tables';

export type SequenceValues = { name: string; mailboxId: string; steps: SequenceStep[] };

/**
 * Queries of an organization's sequences, and of what their merge fields are filled from (tracked
 * profiles, campaigns and custom fields, read from those modules' tables). Every query takes
 * orgId first.
 */
export function createSequencesRepository(db: Database) {
  const sequenceInOrg = (orgId: string, id: string) =>
    and(eq(outreachSequences.orgId, orgId), eq(outreachSequences.id, id));

  return {
    async findSequence(orgId: string, id: string): Promise<SequenceRow | null> {
      const [row] = await db.select().from(outreachSequences).where(sequenceInOrg(orgId, id));
      return row ?? null;
    },

    listSequences(orgId: string): Promise<SequenceRow[]> {
      return db
        .select()
        .from(outreachSequences)
        .where(eq(outreachSequences.orgId, orgId))
        .orderBy(asc(outreachSequences.createdAt));
    },

    async insertSequence(orgId: string, values: SequenceValues): Promise<SequenceRow> {
      const [row] = await db
        .insert(outreachSequences)
        .values({ orgId, ...values })
        .returning();
      return row;
    },

    async updateSequence(orgId: string, id: string, values: SequenceValues): Promise<SequenceRow> {
      const [row] = await db
        .update(outreachSequences)
        .set({ ...values, updatedAt: new Date() })
        .where(sequenceInOrg(orgId, id))
        .returning();
      return row;
    },

    async deleteSequence(orgId: string, id: string): Promise<void> {
      await db.delete(outreachSequences).where(sequenceInOrg(orgId, id));
    },

    // ---- what merge fields are filled from --------------------------------------------------

    customFieldsOf(orgId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: customFields.id, name: customFields.name })
        .from(customFields)
        .where(eq(customFields.orgId, orgId));
    },

    /**
     * What tracked creators give the merge fields (custom field values by the field's id): these
     * ones, or every one of the organization's (`'all'`, for the preview's warnings).
     */
    async mergeProfiles(orgId: string, profileIds: string[] | 'all') {
      if (profileIds !== 'all' && profileIds.length === 0) return [];
      return db
        .select({
          id: trackedProfiles.id,
          displayName: trackedProfiles.displayName,
          fullName: socialAccounts.fullName,
          accountType: socialAccounts.accountType,
          categories: socialAccounts.categories,
          category: trackedProfiles.category,
          username: socialAccounts.username,
          platform: trackedProfiles.platform,
          values: trackedProfiles.customFields,
        })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(
          and(
            eq(trackedProfiles.orgId, orgId),
            profileIds === 'all' ? undefined : inArray(trackedProfiles.id, profileIds),
          ),
        )
        .orderBy(asc(socialAccounts.username));
    },

    async campaignNames(orgId: string, campaignIds: string[]): Promise<Map<string, string>> {
      if (campaignIds.length === 0) return new Map();
      const rows = await db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(and(eq(campaigns.orgId, orgId), inArray(campaigns.id, campaignIds)));
      return new Map(rows.map((campaign) => [campaign.id, campaign.name]));
    },
  };
}

export type SequencesRepository = ReturnType<typeof createSequencesRepository>;
