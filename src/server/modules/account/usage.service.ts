import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/execute-named';
import { recordEvent } from '../../events';
import type { Caller } from '../../http/access';
import { emailNotVerified, limitExceeded } from '../../http/errors';
import { organizations, usageCounters } from './account.tables';
import { METRIC_NAMES, METRICS, type Metric, planOrFree } from './plans';

const INT4_MAX = 2_147_483_647;
/** The share of a limit at which the organization is warned (usage.near_limit). */
export const NEAR_LIMIT_SHARE = 0.8;

/** The usage event a count from `before` to `after` of `limit` crosses into, if any. */
export function usageCrossing(
  before: number,
  after: number,
  limit: number,
): 'usage.near_limit' | 'usage.limit_reached' | null {
  if (!Number.isFinite(limit) || limit <= 0) return null;
  if (before < limit && after >= limit) return 'usage.limit_reached';
  const near = Math.ceil(limit * NEAR_LIMIT_SHARE);
  if (before < near && after >= near) return 'usage.near_limit';
  return null;
}

/** Standing totals use one fixed period; monthly metrics one per calendar month (UTC). */
const STANDING_PERIOD = '1970-01-01';

export function periodStartFor(metric: Metric, now = new Date()): string {
  if (METRICS[metric] === 'standing') return STANDING_PERIOD;
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export type UsageReport = Record<Metric, { used: number; limit: number }>;

export function createUsageService(db: Database) {
  /** The plan's limit; `plan` when the caller already read it, else from the organization. */
  async function limitFor(orgId: string, metric: Metric, plan?: string): Promise<number> {
    if (plan !== undefined) return planOrFree(plan).limits[metric];
    const [org] = await db
      .select({ plan: organizations.plan })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    return planOrFree(org?.plan ?? 'free').limits[metric];
  }

  // Prepared once: a search, an unlock or a report charges through it on every call.
  const units = sql.placeholder('n');
  const countUsage = db
    .insert(usageCounters)
    .values({
      orgId: sql.placeholder('orgId'),
      metric: sql.placeholder('metric'),
      periodStart: sql.placeholder('periodStart'),
      used: units,
    })
    .onConflictDoUpdate({
      target: [usageCounters.orgId, usageCounters.metric, usageCounters.periodStart],
      set: { used: sql`${usageCounters.used} + ${units}`, updatedAt: sql`now()` },
      setWhere: sql`${usageCounters.used} + ${units} <= ${sql.placeholder('cap')}`,
    })
    .returning({ used: usageCounters.used })
    .prepare('usage_count');

  /** The usage event of a count that moved from used - n to used, recorded after it. */
  async function recordCrossing(
    orgId: string,
    metric: Metric,
    n: number,
    used: number,
    limit: number,
  ) {
    // Written after the count, not in its transaction: the count is one statement on the path of
    // every search, and a lost warning costs less than a slower search.
    const crossing = usageCrossing(used - n, used, limit);
    if (crossing) await recordEvent(db, orgId, crossing, { metric, used, limit });
  }

  return {
    /**
     * Counts n units of a metric against the plan, atomically: the row lock taken by the upsert
     * serializes concurrent callers, and the WHERE refuses the one that would pass the limit.
     * Throws LimitExceeded (423, field = metric) and counts nothing when the limit would be passed.
     */
    async consume(
      orgId: string,
      metric: Metric,
      n = 1,
      plan?: string,
    ): Promise<{ used: number; limit: number }> {
      const limit = await limitFor(orgId, metric, plan);
      if (n > limit) throw limitExceeded(metric);
      // Counters are int4; an unlimited metric is capped at its largest value.
      const cap = Number.isFinite(limit) ? limit : INT4_MAX;
      const rows = await countUsage.execute({
        orgId,
        metric,
        periodStart: periodStartFor(metric),
        n,
        cap,
      });
      if (rows.length === 0) throw limitExceeded(metric);
      const { used } = rows[0];
      await recordCrossing(orgId, metric, n, used, limit);
      return { used, limit };
    },

    /**
     * consumeFor one unit, unless the caller's own rows make it free (a search repeated within
     * its free window), in one statement: `free` is an SQL condition read in it, and `onCharge`
     * the statements that run only with a counted unit, each given the SQL condition that is
     * true when it was counted. Refuses as consumeFor does (EmailNotVerified, LimitExceeded),
     * only when it is not free. Answers whether it was free.
     */
    async consumeUnlessFor(
      caller: Caller,
      metric: Metric,
      free: SQL,
      onCharge: (charged: SQL) => SQL[],
    ): Promise<{ free: boolean }> {
      const limit = await limitFor(caller.orgId, metric, caller.plan);
      // An unverified caller may page a free search but is never charged: nothing can count.
      const cap = !caller.emailVerified ? 0 : Number.isFinite(limit) ? limit : INT4_MAX;
      const u = usageCounters;
      const charged = sql`exists (select 1 from counted)`;
      const chargeSteps = onCharge(charged).map(
        (step, i) => sql`, ${sql.raw(`charge${i}`)} as (${step})`,
      );
      // Named: the charge runs beside every search, so its plan is kept per connection.
      const result = await executeNamed(
        db,
        'usage_charge',
        sql`with asked as (select ${free} as free),
        counted as (
          insert into ${u} (org_id, metric, period_start, used)
          select ${caller.orgId}, ${metric}, ${periodStartFor(metric)}, 1 from asked
          where not asked.free and 1 <= ${cap}::int
          on conflict (org_id, metric, period_start) do update
            set used = ${u.used} + 1, updated_at = now()
            where ${u.used} + 1 <= ${cap}::int
          returning ${u.used}
        )${sql.join(chargeSteps)}
        select (select free from asked) as free, (select used from counted) as used`,
      );
      const [row] = result.rows as { free: boolean; used: number | null }[];
      if (row?.free) return { free: true };
      if (!caller.emailVerified) throw emailNotVerified();
      if (row?.used == null) throw limitExceeded(metric);
      await recordCrossing(caller.orgId, metric, 1, row.used, limit);
      return { free: false };
    },

    /** Gives standing units back (a tracked profile deleted, a member removed). */
    async release(orgId: string, metric: Metric, n = 1): Promise<void> {
      await db
        .update(usageCounters)
        .set({ used: sql`greatest(0, ${usageCounters.used} - ${n})`, updatedAt: sql`now()` })
        .where(
          and(
            eq(usageCounters.orgId, orgId),
            eq(usageCounters.metric, metric),
            eq(usageCounters.periodStart, periodStartFor(metric)),
          ),
        );
    },

    /** Used and limit per metric for the current period (all metrics, or the named ones). */
    async report(orgId: string, fields: Metric[] = METRIC_NAMES): Promise<UsageReport> {
      const [org] = await db
        .select({ plan: organizations.plan })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      const limits = planOrFree(org?.plan ?? 'free').limits;
      const periods = [...new Set(fields.map((metric) => periodStartFor(metric)))];
      const rows = await db
        .select()
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.orgId, orgId),
            inArray(usageCounters.metric, fields),
            inArray(usageCounters.periodStart, periods),
          ),
        );
      const report = {} as UsageReport;
      for (const metric of fields) {
        const row = rows.find(
          (r) => r.metric === metric && r.periodStart === periodStartFor(metric),
        );
        report[metric] = { used: row?.used ?? 0, limit: limits[metric] };
      }
      return report;
    },

    /**
     * For calls that spend allowances or mail other people: the caller's email must be verified
     * (EmailNotVerified, 423) and the allowance must remain (LimitExceeded, 423).
     */
    async consumeFor(caller: Caller, metric: Metric, n = 1) {
      if (!caller.emailVerified) throw emailNotVerified();
      return this.consume(caller.orgId, metric, n, caller.plan);
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
