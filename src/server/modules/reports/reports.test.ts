import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditReportSchema } from '../../../common/audit-report';
import { type FixtureProfile, insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { socialAccountSnapshots, socialAccounts, socialPosts } from '../discovery/discovery.tables';
import { createWhitelabelRepository } from '../whitelabel';
import { ABANDONED_AFTER_MS, createReportsService, FAILURE } from './reports.service';
import { auditReports } from './reports.tables';

let kit: TestKit;
let owner: SignedIn;
let other: SignedIn;
const scope = newScope();

beforeAll(async () => {
  kit = await createTestKit();
  await kit.jobs.work();
  owner = await kit.signUp({ plan: 'basic' });
  other = await kit.signUp({ plan: 'basic' });
});
afterAll(() => kit?.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, who: SignedIn | null, body?: object) =>
  kit.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who?.headers ?? {},
    ...(body === undefined ? {} : { payload: body }),
  });

const createReport = (who: SignedIn, id: string) =>
  call('PUT', `/customer/socialProfile/auditReport/${id}`, who);

/** A bank creator with 8 posts and 20 weekly snapshots. */
async function bankProfile(overrides: FixtureProfile = {}) {
  const byUsername = await insertProfiles(kit.database.db, scope, [
    {
      followers: 20_000,
      following: 300,
      avgLikes: 500,
      avgComments: 20,
      avgViews: 4_000,
      audienceCredibility: 0.8,
      audience: { country: { AT: 0.5, DE: 0.3 }, gender: { female: 0.6, male: 0.4 } },
      ...overrides,
    },
  ]);
  const [account] = Object.values(byUsername);
  await kit.database.db.insert(socialPosts).values(
    Array.from({ length: 8 }, (_, k) => ({
      accountId: account.id,
      platformPostId: `${account.username}-${k}`,
      type: 'photo' as const,
      hashtags: k % 2 === 0 ? ['travel', 'ad'] : ['travel'],
      mentions: ['friend'],
      likes: 400 + k * 30,
      comments: 15 + k,
      publishedAt: new Date(Date.UTC(2026, 9, 1 + k * 3, 18)),
    })),
  );
  await kit.database.db.insert(socialAccountSnapshots).values(
    Array.from({ length: 20 }, (_, week) => ({
      accountId: account.id,
      takenOn: new Date(Date.UTC(2026, 6, 6 + week * 7)).toISOString().slice(0, 10),
      followers: 18_000 + week * 100,
      following: 300,
      postsCount: 100 + week,
    })),
  );
  return account;
}

/** A bank creator tracked by the organization, the way a user tracks one. */
async function trackedProfile(who: SignedIn, overrides: FixtureProfile = {}) {
  const account = await bankProfile(overrides);
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/socialProfile/profile-bank',
    headers: who.headers,
    payload: { profileBankId: account.id },
  });
  if (response.statusCode !== 201) throw new Error(`track: ${response.body}`);
  return { profileId: response.json().profileId as string, account };
}

async function reportsUsed(who: SignedIn): Promise<number> {
  return (await kit.services.usage.report(who.org.id, ['reports'])).reports.used;
}

async function storedReports(who: SignedIn): Promise<number> {
  const rows = await kit.database.db
    .select({ id: auditReports.id })
    .from(auditReports)
    .where(eq(auditReports.orgId, who.org.id));
  return rows.length;
}

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

describe('GET /customer/auditReport/:reportId/pdf', () => {
  it('downloads the report as a PDF named after the profile and the day', async () => {
    const account = await bankProfile();
    const report = (await createReport(owner, account.id)).json();
    const response = await call('GET', `/customer/auditReport/${report._id}/pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const day = report.data.computedAt.slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`report-${account.username}-${day}.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("wears an agency's name, logo and colour, and no product name, on the agency's PDFs", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    const logo = await sharp({
      create: { width: 120, height: 40, channels: 3, background: '#ff0066' },
    })
      .png()
      .toBuffer();
    await kit.services.storage.put('public/whitelabel/pdf-test/logo.png', logo, {
      contentType: 'image/png',
    });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Acme Talent',
      logo: 'whitelabel/pdf-test/logo.png',
      logoChangedAt: new Date(),
      colors: { primary: '#ff0066' },
    });
    const report = (await createReport(agency, (await bankProfile()).id)).json();
    const branded = await call('GET', `/customer/auditReport/${report._id}/pdf`, agency);
    expect(branded.statusCode, branded.body).toBe(200);
    const text = await pdfText(branded.rawPayload);
    expect(text).toContain('Acme Talent');
    expect(text).not.toMatch(/reachbase/i);

    const plain = await call('GET', '/public/test-report/pdf', null);
    expect(await pdfText(plain.rawPayload)).toContain('Reachbase');
  });

  it('answers 409 while the report is pending', async () => {
    const [pending] = await kit.database.db
      .insert(auditReports)
      .values({ orgId: owner.org.id, platform: 'instagram', username: 'waiting' })
      .returning();
    const response = await call('GET', `/customer/auditReport/${pending.id}/pdf`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ name: 'Conflict' });
  });
});

describe('sharing a report', () => {
  it('gives a public link, takes it down at once when off and brings the same link back', async () => {
    const account = await bankProfile();
    const report = (await createReport(owner, account.id)).json();
    const share = (enabled: boolean) =>
      call('PUT', `/customer/auditReport/${report._id}/share`, owner, { enabled });

    const on = (await share(true)).json();
    expect(on.shareEnabled).toBe(true);
    const token = on.publicUrl.slice(`${kit.config.publicUrl}/report/`.length);
    expect(on.publicUrl).toBe(`${kit.config.publicUrl}/report/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const shared = await call('GET', `/public/report/${token}`, null);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      username: report.username,
      data: { overview: report.data.overview, content: report.data.content },
    });
    const pdf = await call('GET', `/public/report/${token}/pdf`, null);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const off = (await share(false)).json();
    expect(off).toMatchObject({ shareEnabled: false, publicUrl: null });
    expect((await call('GET', `/public/report/${token}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/public/report/${token}/pdf`, null)).statusCode).toBe(404);

    expect((await share(true)).json().publicUrl).toBe(on.publicUrl);
    expect((await call('GET', `/public/report/${token}`, null)).statusCode).toBe(200);
  });

  it("points an agency's links at its verified domain and dresses the shared page in its brand", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Domain Talent',
      colors: { primary: '#0a7d4f' },
      domain: 'reports.domain-talent.test',
      domainStatus: 'verified',
      showBanner: true,
    });
    const report = (await createReport(agency, (await bankProfile()).id)).json();
    const on = await call('PUT', `/customer/auditReport/${report._id}/share`, agency, {
      enabled: true,
    });
    const { publicUrl } = on.json();
    expect(publicUrl).toMatch(/^https:\/\/reports\.domain-talent\.test\/report\/[\w-]+$/);

    const shared = (await call('GET', `/public/report/${publicUrl.split('/').pop()}`, null)).json();
    expect(shared.branding).toMatchObject({
      agencyName: 'Domain Talent',
      colors: { primary: '#0a7d4f' },
      showBanner: true,
    });

    // A report of an organization that is not an agency keeps the product's defaults.
    const plainReport = (await createReport(owner, (await bankProfile()).id)).json();
    const plainOn = await call('PUT', `/customer/auditReport/${plainReport._id}/share`, owner, {
      enabled: true,
    });
    const plainToken = plainOn.json().publicUrl.split('/').pop();
    const plain = (await call('GET', `/public/report/${plainToken}`, null)).json();
    expect(plain.branding).toMatchObject({ agencyName: null, logo: null, colors: null });
  });

  it('carries none of our ids: organization, users, report, tracked or bank profile', async () => {
    await bankProfile();
    await bankProfile();
    const { profileId, account } = await trackedProfile(owner);
    const report = (await createReport(owner, profileId)).json();
    expect(report.data.similar.length).toBeGreaterThan(0);
    const on = await call('PUT', `/customer/auditReport/${report._id}/share`, owner, {
      enabled: true,
    });
    const token = on.json().publicUrl.split('/').pop();

    const shared = await call('GET', `/public/report/${token}`, null);
    expect(shared.statusCode).toBe(200);
    const body = shared.json();
    for (const key of ['_id', 'profileId', 'accountId']) expect(body).not.toHaveProperty(key);
    expect(body.data.profile).not.toHaveProperty('accountId');
    expect(body.data.profile.username).toBe(account.username);
    expect(body.data.similar).toHaveLength(report.data.similar.length);
    for (const similar of body.data.similar) expect(similar).not.toHaveProperty('accountId');
    for (const id of [owner.org.id, owner.user.id, report._id, profileId, account.id]) {
      expect(shared.body).not.toContain(id);
    }
    expect(shared.body).not.toMatch(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
    );
  });

  it('answers 404 for an unknown token', async () => {
    expect((await call('GET', '/public/report/no-such-token', null)).statusCode).toBe(404);
  });
});

describe('DELETE /customer/auditReport/:reportId', () => {
  it('deletes the report', async () => {
    const account = await bankProfile();
    const report = (await createReport(owner, account.id)).json();
    expect((await call('DELETE', `/customer/auditReport/${report._id}`, owner)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/customer/auditReport/${report._id}`, owner)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('answers 404 to another organization on every route taking an id, and changes nothing', async () => {
    const { profileId, account } = await trackedProfile(owner);
    const report = (await createReport(owner, profileId)).json();
    await call('PUT', `/customer/auditReport/${report._id}/share`, owner, { enabled: true });
    const usedBefore = await reportsUsed(other);

    const attempts: [Method, string, object?][] = [
      ['PUT', `/customer/socialProfile/auditReport/${profileId}`],
      ['GET', `/customer/socialProfile/auditReport/${profileId}`],
      ['GET', `/customer/socialProfile/auditReport/${account.id}`],
      ['GET', `/customer/auditReport/${report._id}`],
      ['GET', `/customer/auditReport/${report._id}/pdf`],
      ['PUT', `/customer/auditReport/${report._id}/share`, { enabled: false }],
      ['DELETE', `/customer/auditReport/${report._id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, other, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = await call('GET', `/customer/auditReports?profileId=${profileId}`, other);
    expect(theirs.json()).toEqual({ reports: [], total: 0 });
    expect(await reportsUsed(other)).toBe(usedBefore);
    const mine = (await call('GET', `/customer/auditReport/${report._id}`, owner)).json();
    expect(mine).toMatchObject({ shareEnabled: true, state: 'ready' });
  });

  it('lets guests read reports but not create, share or delete them (403)', async () => {
    const account = await bankProfile();
    const report = (await createReport(owner, account.id)).json();
    const guest = await kit.addMember(owner.org, 'guest');
    expect((await call('GET', `/customer/auditReport/${report._id}`, guest)).statusCode).toBe(200);
    expect((await call('GET', '/customer/auditReports', guest)).statusCode).toBe(200);
    const writes: [Method, string, object?][] = [
      ['PUT', `/customer/socialProfile/auditReport/${account.id}`],
      ['PUT', `/customer/auditReport/${report._id}/share`, { enabled: true }],
      ['DELETE', `/customer/auditReport/${report._id}`],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(method, path, guest, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    const rows = await kit.database.db
      .select()
      .from(auditReports)
      .where(and(eq(auditReports.orgId, owner.org.id), eq(auditReports.id, report._id)));
    expect(rows[0].publicToken).toBeNull();
  });

  it('needs a sign-in for customer calls', async () => {
    expect((await call('GET', '/customer/auditReports', null)).statusCode).toBe(401);
  });
});

/** The PDF's text as poppler's pdftotext extracts it (what a reader or a search sees). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    return (await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('sample and test report', () => {
  it('has no sample without demo profiles, then samples the demo Instagram creator with the most followers', async () => {
    const none = await call('GET', '/public/sample-report', null);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      name: 'NotFound',
      message: 'No sample profile in the bank',
    });

    const demo = await insertProfiles(kit.database.db, scope, [
      { isDemo: true, followers: 90_000 },
      { isDemo: true, followers: 150_000 },
      { isDemo: true, followers: 900_000, platform: 'tiktok' },
      { isDemo: false, followers: 5_000_000 },
    ]);
    const biggest = Object.values(demo)[1];
    const before = await reportsUsed(owner);
    const sample = await call('GET', '/public/sample-report', null);
    expect(sample.statusCode).toBe(200);
    expect(sample.json()).toMatchObject({
      _id: 'sample',
      state: 'ready',
      username: biggest.username,
    });
    expect(sample.json().data.overview.followers).toBe(150_000);
    const pdf = await call('GET', '/public/sample-report/pdf', null);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(await reportsUsed(owner)).toBe(before);
  });

  it('wears the brand of the agency whose verified domain the sample PDF is opened on', async () => {
    await insertProfiles(kit.database.db, scope, [{ isDemo: true, followers: 120_000 }]);
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Sample Talent',
      domain: 'sample.talent.test',
      domainStatus: 'verified',
    });
    const samplePdf = (host: string) =>
      kit.app.inject({ method: 'GET', url: '/api/v1/public/sample-report/pdf', headers: { host } });

    const branded = await pdfText((await samplePdf('sample.talent.test')).rawPayload);
    expect(branded).toContain('Sample Talent');
    expect(branded).not.toMatch(/reachbase/i);
    expect(await pdfText((await samplePdf('localhost')).rawPayload)).toContain('Reachbase');
  });

  it('serves the built-in test report and its PDF to anyone', async () => {
    const response = await call('GET', '/public/test-report', null);
    expect(response.statusCode).toBe(200);
    const report = auditReportSchema.parse(response.json());
    expect(report).toMatchObject({
      _id: 'test',
      state: 'ready',
      username: 'reachbase.testcreator',
    });
    expect(report.data?.activity.postsAnalysed).toBe(36);
    expect((await call('GET', '/public/test-report', null)).json()).toEqual(response.json());
    const pdf = await call('GET', '/public/test-report/pdf', null);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      'report-reachbase.testcreator-2026-06-30.pdf',
    );
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('demo creators', () => {
  it('labels the report of a demo creator as demo data: stored, shared and in both PDFs', async () => {
    const demo = await bankProfile({ isDemo: true });
    const report = (await createReport(owner, demo.id)).json();
    expect(report.data.profile.isDemo).toBe(true);
    const shared = (
      await call('PUT', `/customer/auditReport/${report._id}/share`, owner, { enabled: true })
    ).json();
    const token = shared.publicUrl.split('/').pop();
    expect((await call('GET', `/public/report/${token}`, null)).json().data.profile.isDemo).toBe(
      true,
    );
    for (const pdfPath of [
      `/customer/auditReport/${report._id}/pdf`,
      `/public/report/${token}/pdf`,
    ]) {
      const pdf = await call('GET', pdfPath, pdfPath.startsWith('/public') ? null : owner);
      expect(await pdfText(pdf.rawPayload), pdfPath).toContain('Demo data');
    }

    const real = await bankProfile({ isDemo: false });
    const realReport = (await createReport(owner, real.id)).json();
    expect(realReport.data.profile.isDemo).toBe(false);
    const realPdf = await call('GET', `/customer/auditReport/${realReport._id}/pdf`, owner);
    expect(await pdfText(realPdf.rawPayload)).not.toContain('Demo data');
  });

  // After 'sample and test report', which needs a bank without demo creators first.
  it('labels the sample and the made-up test report as demo data', async () => {
    for (const which of ['sample', 'test']) {
      const report = await call('GET', `/public/${which}-report`, null);
      expect(report.json().data.profile.isDemo, which).toBe(true);
      const pdf = await call('GET', `/public/${which}-report/pdf`, null);
      expect(await pdfText(pdf.rawPayload), which).toContain('Demo data');
    }
  });
});
