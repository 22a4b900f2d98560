// Issue 58 item 4: the profile page and its audit report state one 30-day growth for the same
// bank data (one definition, src/common/follower-growth.ts), demo bank included.

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socialAccounts } from '../discovery/discovery.tables';
import {
  call,
  createReport,
  kit,
  owner,
  setUpReportsTests,
  trackedProfile,
} from './reports-test-helpers';

setUpReportsTests();

/** The 30-day growth the profile page shows and the one its new audit report states. */
async function bothFigures(profileId: string) {
  const profile = (await call('GET', `/customer/socialProfile/${profileId}`, owner)).json();
  const report = (await createReport(owner, profileId)).json();
  return { profile: profile.followerGrowth30d, report: report.data.growth.growth30d };
}

describe('30-day follower growth', () => {
  it('is the same on the profile and in its report, from the bank’s follower history', async () => {
    // 20 weekly snapshots from 18,000 followers, 100 more each week: 19,900 against 19,500.
    const { profileId } = await trackedProfile(owner, { followerGrowth30d: 0 });
    const figures = await bothFigures(profileId);
    expect(figures.report).toBe(2.05);
    expect(figures.profile).toBe(figures.report);
  });

  it('is the same on the profile, in its report and in Discover for a demo creator', async () => {
    await kit.services.discovery.seedDemoBank({
      profiles: 3,
      postsPerProfile: 2,
      snapshotWeeks: 8,
      pace: 'gentle',
    });
    const [demo] = await kit.database.db
      .select({ id: socialAccounts.id, growth: socialAccounts.followerGrowth30d })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.isDemo, true), sql`${socialAccounts.followerGrowth30d} > 1`))
      .limit(1);
    const tracked = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/socialProfile/profile-bank',
      headers: owner.headers,
      payload: { profileBankId: demo.id },
    });
    const figures = await bothFigures(tracked.json().profileId);
    expect(figures.report).not.toBeNull();
    expect(figures.profile).toBe(figures.report);
    // Discover sorts and filters by the bank's stored figure: the same number.
    expect(demo.growth).toBe(figures.report);
  });
});
