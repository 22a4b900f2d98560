import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
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

    async planOf(orgId: string): Promise<string | null> {
      const [row] = await db
        .select({ plan: organizations.plan })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      return row?.plan ?? null;
    },

    async isDomainTakenByAnother(orgId: string, domain: string): Promise<boolean> {
      const [row] = await db
        .select({ orgId: whitelabels.orgId })
        .from(whitelabels)
        .where(and(eq(whitelabels.domain, domain), ne(whitelabels.orgId, orgId)));
      return row !== undefined;
    },

    /** Domains to look up again: every one not verified, and verified ones checked before `staleBefore`. */
    async domainsToRecheck(staleBefore: Date): Promise<WhitelabelRow[]> {
      return db
        .select()
        .from(whitelabels)
        .where(
          and(
            isNotNull(whitelabels.domain),
            or(
              ne(whitelabels.domainStatus, 'verified'),
              lt(whitelabels.domainCheckedAt, staleBefore),
            ),
          ),
        );
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
