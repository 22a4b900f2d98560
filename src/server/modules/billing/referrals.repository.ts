import { and, count, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations } from '../account';
import { referralPayments, referralVisits } from './billing.tables';

/**
 * Partner referrals: a visit of a referral link (`promoter`), a sign-up with `referral` (kept as
 * organizations.referred_by by auth), and the organization's first paid invoice. Billing records
 * the visits and payments; `reachbase referrals` reports all three per partner (referrals.ts).
 */
export function createReferralsRepository(db: Database) {
  return {
    async recordVisit(referralId: string) {
      const day = new Date().toISOString().slice(0, 10);
      await db
        .insert(referralVisits)
        .values({ referralId, day, visits: 1 })
        .onConflictDoUpdate({
          target: [referralVisits.referralId, referralVisits.day],
          set: { visits: sql`${referralVisits.visits} + 1` },
        });
    },

    /** A referral given when subscribing counts when the organization had none yet. */
    async referOrganization(orgId: string, referralId: string) {
      await db
        .update(organizations)
        .set({ referredBy: referralId })
        .where(and(eq(organizations.id, orgId), isNull(organizations.referredBy)));
    },

    /** The organization's first paid invoice, if a partner referred it; later ones change nothing. */
    async recordPayment(
      tx: Database,
      orgId: string,
      invoice: { id: string; amount: number; currency: string },
    ) {
      if (invoice.amount <= 0) return;
      const [org] = await tx
        .select({ referredBy: organizations.referredBy })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      if (!org?.referredBy) return;
      await tx
        .insert(referralPayments)
        .values({
          orgId,
          referralId: org.referredBy,
          amount: invoice.amount,
          currency: invoice.currency,
          invoiceId: invoice.id,
        })
        .onConflictDoNothing();
    },

    /** Per partner since a day (UTC): visits, sign-ups, and first payments by currency. */
    async countsSince(since: string) {
      const [visits, signUps, payments] = await Promise.all([
        db
          .select({ referralId: referralVisits.referralId, n: sum(referralVisits.visits) })
          .from(referralVisits)
          .where(gte(referralVisits.day, since))
          .groupBy(referralVisits.referralId),
        db
          .select({ referralId: organizations.referredBy, n: count() })
          .from(organizations)
          .where(
            and(isNotNull(organizations.referredBy), gte(organizations.createdAt, new Date(since))),
          )
          .groupBy(organizations.referredBy),
        db
          .select({
            referralId: referralPayments.referralId,
            currency: referralPayments.currency,
            n: count(),
            amount: sum(referralPayments.amount),
          })
          .from(referralPayments)
          .where(gte(referralPayments.paidAt, new Date(since)))
          .groupBy(referralPayments.referralId, referralPayments.currency),
      ]);
      return { visits, signUps, payments };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
