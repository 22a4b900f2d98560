import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations } from '../account/account.tables';
import { type WhitelabelRow, whitelabels } from './whitelabel.tables';

export type WhitelabelWithPlan = { whitelabel: WhitelabelRow; plan: string };

export function createWhitelabelRepository(db: Database) {
  const withPlan = () =>
    db
      .select({ whitelabel: whitelabels, plan: organizations.plan })
      .from(whitelabels)
      .innerJoin(organizations, eq(organizations.id, whitelabels.orgId));

  return {
    async findByOrg(orgId: string): Promise<WhitelabelWithPlan | null> {
      const [row] = await withPlan().where(eq(whitelabels.orgId, orgId));
      return row ?? null;
    },

    /** Only a verified domain brands requests; a pending or failed one is just a setting. */
    async findByVerifiedDomain(domain: string): Promise<WhitelabelWithPlan | null> {
      const [row] = await withPlan().where(
        and(eq(whitelabels.domain, domain), eq(whitelabels.domainStatus, 'verified')),
      );
      return row ?? null;
    },

    async upsert(
      orgId: string,
      patch: Partial<Omit<WhitelabelRow, 'orgId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<WhitelabelRow> {
      const values = { ...patch, updatedAt: new Date() };
      const [row] = await db
        .insert(whitelabels)
        .values({ orgId, ...values })
        .onConflictDoUpdate({ target: whitelabels.orgId, set: values })
        .returning();
      return row!;
    },

    async remove(orgId: string): Promise<WhitelabelRow | null> {
      const [row] = await db.delete(whitelabels).where(eq(whitelabels.orgId, orgId)).returning();
      return row ?? null;
    },
  };
}

export type WhitelabelRepository = ReturnType<typeof createWhitelabelRepository>;
