import type { Database } from '../../db/client';
import { createReferralsRepository } from './referrals.repository';

// The partner report of `reachbase referrals`: visits, sign-ups and first payments per partner,
// from what referrals.repository.ts records.

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
  const { visits, signUps, payments } = await createReferralsRepository(db).countsSince(since);
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
