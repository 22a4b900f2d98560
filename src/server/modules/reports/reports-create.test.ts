// Audit reports: creating a snapshot through the job, what it costs, and when it fails or waits.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditReportSchema } from '../../../common/audit-report';
import { socialAccounts } from '../discovery/discovery.tables';
import { ABANDONED_AFTER_MS, createReportsService, FAILURE } from './reports.service';
import { auditReports } from './reports.tables';
import {
  bankProfile,
  call,
  createReport,
  kit,
  other,
  owner,
  reportsUsed,
  setUpReportsTests,
  storedReports,
  trackedProfile,
} from './reports-test-helpers';

setUpReportsTests();

describe('PUT /customer/socialProfile/auditReport/:id', () => {
  it('computes a report of a tracked profile through the job, spending one report', async () => {
    const { profileId, account } = await trackedProfile(owner);
    const before = await reportsUsed(owner);
    const response = await createReport(owner, profileId);
    expect(response.statusCode).toBe(200);
    const report = auditReportSchema.parse(response.json());
    expect(report).toMatchObject({
      profileId,
      accountId: account.id,
      username: account.username,
      state: 'ready',
      shareEnabled: false,
      publicUrl: null,
    });
    const data = report.data!;
    expect(data.overview).toMatchObject({ followers: 20_000, likesToComments: '25 : 1' });
    expect(data.activity.postsAnalysed).toBe(8);
    expect(data.content.sponsoredCount).toBe(4);
    expect(data.content.topHashtags[0]).toEqual({ value: 'travel', count: 8 });
    expect(data.growth.history).toHaveLength(20);
    expect(data.audience.countries[0]).toEqual({ value: 'AT', share: 50 });
    expect(await reportsUsed(owner)).toBe(before + 1);

    // Reading is free: the newest of the profile, the report itself and the list.
    const newest = await call('GET', `/customer/socialProfile/auditReport/${profileId}`, owner);
    expect(newest.json()).toEqual(report);
    expect((await call('GET', `/customer/auditReport/${report._id}`, owner)).json()).toEqual(
      report,
    );
    const list = await call('GET', `/customer/auditReports?profileId=${profileId}`, owner);
    expect(list.json()).toMatchObject({ total: 1, reports: [{ _id: report._id, state: 'ready' }] });
    expect(list.json().reports[0].data).toBeUndefined();
    expect(await reportsUsed(owner)).toBe(before + 1);
  });

  it('reports on a bank profile the organization does not track', async () => {
    const account = await bankProfile();
    const response = await createReport(owner, account.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profileId: null,
      accountId: account.id,
      state: 'ready',
    });
    const newest = await call('GET', `/customer/socialProfile/auditReport/${account.id}`, owner);
    expect(newest.json()._id).toBe(response.json()._id);
  });

  it('keeps a report unchanged when the bank changes, and a newer PUT makes a second snapshot', async () => {
    const { profileId, account } = await trackedProfile(owner);
    const first = (await createReport(owner, profileId)).json();
    await kit.database.db
      .update(socialAccounts)
      .set({ followers: 45_000 })
      .where(eq(socialAccounts.id, account.id));

    const reopened = await call('GET', `/customer/auditReport/${first._id}`, owner);
    expect(reopened.json()).toEqual(first);
    expect(reopened.json().data.overview.followers).toBe(20_000);

    const second = (await createReport(owner, profileId)).json();
    expect(second._id).not.toBe(first._id);
    expect(second.data.overview.followers).toBe(45_000);
    const list = (
      await call('GET', `/customer/auditReports?accountId=${account.id}`, owner)
    ).json();
    expect(list.total).toBe(2);
    expect(list.reports.map((r: { _id: string }) => r._id)).toEqual([second._id, first._id]);
    const newest = await call('GET', `/customer/socialProfile/auditReport/${profileId}`, owner);
    expect(newest.json()._id).toBe(second._id);
  });

  it('answers 423 LimitExceeded (field reports) once the allowance is used, storing nothing', async () => {
    const free = await kit.signUp({ plan: 'free' });
    const account = await bankProfile();
    for (let i = 0; i < 2; i++) expect((await createReport(free, account.id)).statusCode).toBe(200);
    const refused = await createReport(free, account.id);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ name: 'LimitExceeded', field: 'reports' });
    expect(await storedReports(free)).toBe(2);
    expect(await reportsUsed(free)).toBe(2);
  });

  it('answers 423 EmailNotVerified before the email is verified, storing nothing', async () => {
    const unverified = await kit.signUp({ plan: 'basic', verified: false });
    const account = await bankProfile();
    const refused = await createReport(unverified, account.id);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ name: 'EmailNotVerified', field: 'EmailNotVerified' });
    expect(await storedReports(unverified)).toBe(0);
  });

  it('answers 404 for unknown ids and spends nothing', async () => {
    const before = await reportsUsed(owner);
    for (const id of ['not-an-id', '0190f000-0000-7000-8000-000000000000']) {
      const response = await createReport(owner, id);
      expect(response.statusCode, id).toBe(404);
    }
    expect(await reportsUsed(owner)).toBe(before);
  });

  it('answers pending when the wait runs out, and the job still finishes the report', async () => {
    // The same service with no patience: the request gives up at once, as after 95 s.
    const impatient = createReportsService({
      db: kit.database.db,
      usage: kit.services.usage,
      search: kit.services.search,
      branding: kit.services.branding,
      jobs: () => kit.jobs,
      waitMs: 0,
    });
    const account = await bankProfile();
    const caller = {
      orgId: owner.org.id,
      userId: owner.user.id,
      role: 'owner' as const,
      via: 'session' as const,
      emailVerified: true,
      orgBlocked: false,
    };
    const pending = await impatient.create(caller, account.id);
    expect(pending).toMatchObject({ state: 'pending', data: null, completedAt: null });

    let report = pending;
    for (let i = 0; i < 100 && report.state === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = (await call('GET', `/customer/auditReport/${pending._id}`, owner)).json();
    }
    expect(report).toMatchObject({ _id: pending._id, state: 'ready' });
    expect(report.data?.profile.username).toBe(account.username);
  });

  it('marks a report failed with a reason and gives the report back when the profile is gone', async () => {
    const account = await bankProfile();
    await kit.services.usage.consume(owner.org.id, 'reports');
    const before = await reportsUsed(owner);
    const [pending] = await kit.database.db
      .insert(auditReports)
      .values({
        orgId: owner.org.id,
        accountId: account.id,
        platform: 'instagram',
        username: account.username,
      })
      .returning();
    await kit.database.db.delete(socialAccounts).where(eq(socialAccounts.id, account.id));

    await kit.services.reports.compute({ orgId: owner.org.id, reportId: pending.id });
    const failed = (await call('GET', `/customer/auditReport/${pending.id}`, owner)).json();
    expect(failed).toMatchObject({ state: 'failed', failureReason: FAILURE.notInBank, data: null });
    expect(await reportsUsed(owner)).toBe(before - 1);
    const pdf = await call('GET', `/customer/auditReport/${pending.id}/pdf`, owner);
    expect(pdf.statusCode).toBe(409);
  });

  it('fails reports a dead worker left pending and gives them back; recent ones keep waiting', async () => {
    const account = await bankProfile();
    const pendingSince = async (msAgo: number) => {
      await kit.services.usage.consume(other.org.id, 'reports');
      const [row] = await kit.database.db
        .insert(auditReports)
        .values({
          orgId: other.org.id,
          accountId: account.id,
          platform: 'instagram',
          username: account.username,
          createdAt: new Date(Date.now() - msAgo),
        })
        .returning();
      return row.id;
    };
    const abandoned = await pendingSince(ABANDONED_AFTER_MS + 60_000);
    const recent = await pendingSince(5_000);
    const before = await reportsUsed(other);

    expect(await kit.services.reports.failAbandoned()).toBe(1);

    const state = async (id: string) =>
      (await call('GET', `/customer/auditReport/${id}`, other)).json();
    expect(await state(abandoned)).toMatchObject({
      state: 'failed',
      failureReason: FAILURE.abandoned,
    });
    expect(await state(recent)).toMatchObject({ state: 'pending' });
    expect(await reportsUsed(other)).toBe(before - 1);
    // Nothing is failed twice: a second sweep finds nothing more.
    expect(await kit.services.reports.failAbandoned()).toBe(0);
    await kit.database.db.delete(auditReports).where(eq(auditReports.id, recent));
  });
});
