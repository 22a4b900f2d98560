import { and, count, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations } from '../account';
import { referralPayments, referralVisits } from './billing.tables';

/**
 * Partner referrals: a visit of a referral link (`promoter`), a sign-up with `referral` (kept as
 * organizations.referred_by by auth), and the organization's first paid invoice. Billing records
 * the visits and payments; `reachbase referrals` reports all three per partner.
 */
export function createReferrals(db: Database) {
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
  };
}

export type Referrals = ReturnType<typeof createReferrals>;

export type ReferralLine = {
  referralId: string;
  visits: number;
  signUps: number;
  paying: number;
  /** First payments, minor units by currency. */
  firstPayments: Record<string, number>;
};

/** Per partner since a day (UTC): visits, sign-ups and first payments, busiest first. */
export async function referralReport(db: Database, since: string): Promise<ReferralLine[]> {
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
  const lines = new Map<string, ReferralLine>();
  const line = (referralId: string) => {
    const found = lines.get(referralId);
    if (found) return found;
    const created: ReferralLine = {
      referralId,
      visits: 0,
      signUps: 0,
      paying: 0,
      firstPayments: {},
    };
    lines.set(referralId, created);
    return created;
  };
  for (const row of visits) line(row.referralId).visits = Number(row.n);
  for (const row of signUps) if (row.referralId) line(row.referralId).signUps = row.n;
  for (const row of payments) {
    const partner = line(row.referralId);
    partner.paying += row.n;
    partner.firstPayments[row.currency] = Number(row.amount);
  }
  return [...lines.values()].sort(
    (a, b) => b.paying - a.paying || b.signUps - a.signUps || b.visits - a.visits,
  );
}

/** The report as `reachbase referrals` prints it. */
export async function referralReportText(db: Database, since: string): Promise<string> {
  const lines = await referralReport(db, since);
  if (lines.length === 0) return `No referrals since ${since}.`;
  const header = ['referral', 'visits', 'sign-ups', 'paying', 'first payments'];
  const rows = lines.map((line) => [
    line.referralId,
    String(line.visits),
    String(line.signUps),
    String(line.paying),
    Object.entries(line.firstPayments)
      .map(([currency, amount]) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`)
      .join(', ') || '-',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
