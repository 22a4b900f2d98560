// The set-up the audit report tests share: a kit whose job worker computes reports, two
// organizations, bank creators with posts and follower history, and the PDF's text as a reader
// sees it. Each test file calls setUpReportsTests() once and gets its own database.

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type FixtureProfile, insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { socialAccountSnapshots, socialPosts } from '../discovery/discovery.tables';
import { auditReports } from './reports.tables';

export let kit: TestKit;
export let owner: SignedIn;
export let other: SignedIn;
export const scope = newScope();

/** A kit with the report job worker running, and two organizations on the basic plan. */
export function setUpReportsTests(): void {
  beforeAll(async () => {
    kit = await createTestKit();
    await kit.jobs.work();
    owner = await kit.signUp({ plan: 'basic' });
    other = await kit.signUp({ plan: 'basic' });
  });
  afterAll(() => kit?.close());
}

export type Method = 'GET' | 'PUT' | 'DELETE';
export const call = (method: Method, path: string, who: SignedIn | null, body?: object) =>
  kit.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who?.headers ?? {},
    ...(body === undefined ? {} : { payload: body }),
  });

export const createReport = (who: SignedIn, id: string) =>
  call('PUT', `/customer/socialProfile/auditReport/${id}`, who);

/** A bank creator with 8 posts and 20 weekly snapshots. */
export async function bankProfile(overrides: FixtureProfile = {}) {
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
export async function trackedProfile(who: SignedIn, overrides: FixtureProfile = {}) {
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

export async function reportsUsed(who: SignedIn): Promise<number> {
  return (await kit.services.usage.report(who.org.id, ['reports'])).reports.used;
}

export async function storedReports(who: SignedIn): Promise<number> {
  const rows = await kit.database.db
    .select({ id: auditReports.id })
    .from(auditReports)
    .where(eq(auditReports.orgId, who.org.id));
  return rows.length;
}

/** The PDF's text as poppler's pdftotext extracts it (what a reader or a search sees). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    return (await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
