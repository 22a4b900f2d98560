import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events';
import { createTestKit, type TestKit } from '../../testing/kit';
import { organizations } from './account.tables';
import { PLANS } from './plans';
import { usageCrossing } from './usage.service';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

async function newOrg(plan = 'free'): Promise<string> {
  const [org] = await kit.database.db
    .insert(organizations)
    .values({ name: 'Acme', plan })
    .returning();
  return org.id;
}

describe('usage allowances', () => {
  it('lets exactly the limit through when 20 consumes race', async () => {
    const orgId = await newOrg('free');
    const limit = PLANS.free.limits.searchCount;
    expect(limit).toBeLessThan(30);
    const attempts = await Promise.allSettled(
      Array.from({ length: limit + 10 }, () => kit.services.usage.consume(orgId, 'searchCount')),
    );
    const granted = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(granted).toHaveLength(limit);
    expect(refused).toHaveLength(10);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      name: 'LimitExceeded',
      statusCode: 423,
      field: 'searchCount',
    });
    expect((await kit.services.usage.report(orgId, ['searchCount'])).searchCount).toEqual({
      used: limit,
      limit,
    });
  });

  it('counts nothing when one request asks for more than remains', async () => {
    const orgId = await newOrg('free');
    await kit.services.usage.consume(orgId, 'contactUnlocks', 3);
    await expect(kit.services.usage.consume(orgId, 'contactUnlocks', 3)).rejects.toMatchObject({
      field: 'contactUnlocks',
    });
    expect((await kit.services.usage.report(orgId, ['contactUnlocks'])).contactUnlocks.used).toBe(
      3,
    );
  });

  it('gives standing units back on release', async () => {
    const orgId = await newOrg('free');
    await kit.services.usage.consume(orgId, 'lists', 3);
    await expect(kit.services.usage.consume(orgId, 'lists')).rejects.toMatchObject({
      name: 'LimitExceeded',
    });
    await kit.services.usage.release(orgId, 'lists');
    await expect(kit.services.usage.consume(orgId, 'lists')).resolves.toMatchObject({ used: 3 });
  });

  it('never limits an unlimited metric', async () => {
    const orgId = await newOrg('agency');
    const result = await kit.services.usage.consume(orgId, 'searchCount', 1_000_000);
    expect(result).toEqual({ used: 1_000_000, limit: Number.POSITIVE_INFINITY });
  });

  it('refuses spending before the email is verified', async () => {
    const orgId = await newOrg('free');
    const caller = {
      orgId,
      userId: null,
      role: 'owner' as const,
      via: 'session' as const,
      emailVerified: false,
      orgBlocked: false,
    };
    await expect(kit.services.usage.consumeFor(caller, 'reports')).rejects.toMatchObject({
      name: 'EmailNotVerified',
      statusCode: 423,
      field: 'EmailNotVerified',
    });
    expect((await kit.services.usage.report(orgId, ['reports'])).reports.used).toBe(0);
  });
});

describe('usage events', () => {
  it('warns once at 80 % and once at the limit, however the units arrive', async () => {
    const orgId = await newOrg('free');
    const limit = PLANS.free.limits.searchCount;
    const consume = (n: number) => kit.services.usage.consume(orgId, 'searchCount', n);
    await consume(limit * 0.8 - 1);
    const events = () =>
      kit.database.db.select().from(domainEvents).where(eq(domainEvents.orgId, orgId));
    expect(await events()).toHaveLength(0);
    await consume(2);
    await consume(1);
    await consume(limit - (limit * 0.8 + 2));
    expect((await events()).map(({ type, payload }) => ({ type, payload }))).toEqual([
      {
        type: 'usage.near_limit',
        payload: { metric: 'searchCount', used: limit * 0.8 + 1, limit },
      },
      { type: 'usage.limit_reached', payload: { metric: 'searchCount', used: limit, limit } },
    ]);
    await expect(consume(1)).rejects.toMatchObject({ name: 'LimitExceeded' });
    expect(await events()).toHaveLength(2);
  });

  it('knows which threshold a count crosses', () => {
    expect(usageCrossing(7, 8, 10)).toBe('usage.near_limit');
    expect(usageCrossing(8, 9, 10)).toBeNull();
    expect(usageCrossing(5, 10, 10)).toBe('usage.limit_reached');
    expect(usageCrossing(0, 1, 1)).toBe('usage.limit_reached');
    expect(usageCrossing(0, 1, Number.POSITIVE_INFINITY)).toBeNull();
    expect(usageCrossing(0, 0, 0)).toBeNull();
  });
});
