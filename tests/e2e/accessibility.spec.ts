import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { axeViolations } from './axe';
import { launchBrowser, snap } from './browser';
import { api } from './json-api';
import { createReportViaApi, type TrackedCreator, trackDemoCreator } from './reports-api';

// Every page a journey reaches is scanned with axe-core's WCAG 2.1 A and AA rules: a new
// violation (a control's name, a colour's contrast, a hidden focusable element) fails here.

const baseUrl = inject('baseUrl');
const LIST_NAME = 'Accessible crew';
const CAMPAIGN_NAME = 'Accessible launch';

type Seeded = {
  creator: TrackedCreator;
  listId: string;
  campaignId: string;
  reportId: string;
  publicReportUrl: string;
};

/** What the pages need: a tracked creator in a list, a campaign, a finished shared report. */
async function seed(token: string): Promise<Seeded> {
  const creator = await trackDemoCreator(token);
  const { listId } = await api<{ listId: string }>(token, '/customer/socialProfile/addToList', {
    method: 'PUT',
    body: { profileIds: [creator.profileId], listName: LIST_NAME },
  });
  const campaign = await api<{ _id: string }>(token, '/customer/campaign', {
    method: 'POST',
    body: { name: CAMPAIGN_NAME },
  });
  const reportId = await createReportViaApi(token, creator.profileId);
  const shared = await api<{ publicUrl: string }>(
    token,
    `/customer/auditReport/${reportId}/share`,
    { method: 'PUT', body: { enabled: true } },
  );
  return { creator, listId, campaignId: campaign._id, reportId, publicReportUrl: shared.publicUrl };
}

type Visit = {
  name: string;
  path: (seeded: Seeded) => string;
  /** Text the page shows once its data is in (default: its first level-1 heading). */
  ready?: (seeded: Seeded) => string;
  signedIn: boolean;
};

const creatorHeading = (seeded: Seeded) => `@${seeded.creator.platform_username}`;

const VISITS: Visit[] = [
  { name: 'dashboard', path: () => '/dashboard', signedIn: true },
  { name: 'discover', path: () => '/discover', signedIn: true },
  { name: 'influencers', path: () => '/influencers', signedIn: true },
  { name: 'profile', path: (s) => `/influencers/${s.creator.profileId}`, signedIn: true },
  { name: 'lists', path: () => '/lists', ready: () => LIST_NAME, signedIn: true },
  { name: 'list', path: (s) => `/lists/${s.listId}`, ready: () => LIST_NAME, signedIn: true },
  { name: 'campaigns', path: () => '/campaigns', ready: () => CAMPAIGN_NAME, signedIn: true },
  {
    name: 'campaign',
    path: (s) => `/campaigns/${s.campaignId}`,
    ready: () => CAMPAIGN_NAME,
    signedIn: true,
  },
  { name: 'content', path: () => '/content', signedIn: true },
  { name: 'report', path: (s) => `/reports/${s.reportId}`, ready: creatorHeading, signedIn: true },
  { name: 'calendar', path: () => '/calendar', signedIn: true },
  { name: 'outreach', path: () => '/outreach', signedIn: true },
  { name: 'settings', path: () => '/settings', signedIn: true },
  { name: 'settings-team', path: () => '/settings/team', signedIn: true },
  { name: 'settings-plan', path: () => '/settings/plan', signedIn: true },
  { name: 'settings-white-label', path: () => '/settings/white-label', signedIn: true },
  {
    name: 'sample-report',
    path: () => '/sample-report',
    ready: () => 'A sample audit report',
    signedIn: false,
  },
  {
    name: 'public-report',
    path: (s) => new URL(s.publicReportUrl).pathname,
    ready: creatorHeading,
    signedIn: false,
  },
  { name: 'login', path: () => '/auth/login', signedIn: false },
  { name: 'sign-up', path: () => '/auth/signup', signedIn: false },
];

/** Pages also scanned at a phone's width, where the shell folds into its menu button. */
const PHONE_VISITS = ['dashboard', 'campaign', 'sample-report'];

let browser: Browser;
let seeded: Seeded;
let member: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await verifiedSignUpViaApi();
  seeded = await seed(token);
  member = await signedInContext(browser, token);
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(() => browser?.close());

async function open(visit: Visit, width: number): Promise<Page> {
  const page = await (visit.signedIn ? member : visitor).newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl}${visit.path(seeded)}`);
  const ready = visit.ready?.(seeded);
  await (ready
    ? page
        .getByRole('heading', { name: ready })
        .or(page.getByText(ready, { exact: true }))
        .first()
    : page.getByRole('heading', { level: 1 }).first()
  ).waitFor({ timeout: 100_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

async function expectClean(visit: Visit, width: number): Promise<void> {
  const page = await open(visit, width);
  try {
    await snap(page, `axe-${visit.name}-${width}`);
    expect(await axeViolations(page), `${visit.path(seeded)} at ${width} px`).toEqual([]);
  } finally {
    await page.close();
  }
}

describe('Accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const visit of VISITS) {
    it(`finds no violation on ${visit.name}`, () => expectClean(visit, 1280), 120_000);
  }
  for (const visit of VISITS.filter((v) => PHONE_VISITS.includes(v.name))) {
    it(`finds no violation on ${visit.name} at 375 px`, () => expectClean(visit, 375), 120_000);
  }
});
