// Issue 59: a report says where its figures came from ("Modash, 3 days ago") on the page and in
// its PDF, in the reader's language, as they were when it was computed.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socialAccounts } from '../discovery/discovery.tables';
import { auditReports } from './reports.tables';
import {
  call,
  createReport,
  kit,
  owner,
  pdfText,
  setUpReportsTests,
  trackedProfile,
} from './reports-test-helpers';

setUpReportsTests();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GERMAN = { cookie: 'NEXT_LOCALE=de' };

/** A tracked creator fetched from Modash a little over three days ago, and its report. */
async function modashReport() {
  const fetchedAt = new Date(Date.now() - 3 * DAY - 2 * HOUR);
  const { profileId, account } = await trackedProfile(owner, {
    source: 'modash',
    sourceFetchedAt: fetchedAt,
  });
  const response = await createReport(owner, profileId);
  expect(response.statusCode, response.body).toBe(200);
  return { account, fetchedAt, report: response.json() };
}

const pdfOf = async (reportId: string, headers: Record<string, string> = {}) => {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/api/v1/customer/auditReport/${reportId}/pdf`,
    headers: { ...owner.headers, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
};

describe('where a report says its figures came from', () => {
  it('records the source and fetch time of the figures it was computed from', async () => {
    const { report, fetchedAt } = await modashReport();
    expect(report.data.profile).toMatchObject({
      isDemo: false,
      source: 'modash',
      sourceFetchedAt: fetchedAt.toISOString(),
    });
  });

  it('keeps them when the profile is fetched again later', async () => {
    const { account, report } = await modashReport();
    await kit.database.db
      .update(socialAccounts)
      .set({ source: 'instagram', sourceFetchedAt: new Date() })
      .where(eq(socialAccounts.id, account.id));
    const again = await call('GET', `/customer/auditReport/${report._id}`, owner);
    expect(again.json().data.profile).toEqual(report.data.profile);
    expect(await pdfOf(report._id)).toContain('Figures: Modash, 3 days ago');
  });

  it('prints the source with how long ago in the PDF, in English and in German', async () => {
    const { report } = await modashReport();
    const english = await pdfOf(report._id);
    expect(english).toContain('Figures: Modash, 3 days ago');
    expect(english).not.toContain('Demo data');
    const german = await pdfOf(report._id, GERMAN);
    expect(german).toContain('Datenquelle: Modash, vor 3 Tagen');
    expect(german).not.toContain('Figures:');
  });

  it('names a source without a fetch time alone', async () => {
    const { profileId } = await trackedProfile(owner, { source: 'import' });
    const report = (await createReport(owner, profileId)).json();
    expect(report.data.profile).toMatchObject({ source: 'import', sourceFetchedAt: null });
    expect(await pdfOf(report._id)).toContain('Figures: Imported file');
    expect(await pdfOf(report._id, GERMAN)).toContain('Datenquelle: Importierte Datei');
  });

  it('reads a report stored before sources were kept from what it knew: demo data or nothing', async () => {
    const real = await modashReport();
    const demo = await trackedProfile(owner, { isDemo: true, source: 'demo' });
    const demoReport = (await createReport(owner, demo.profileId)).json();
    for (const id of [real.report._id, demoReport._id]) {
      const [row] = await kit.database.db
        .select({ data: auditReports.data })
        .from(auditReports)
        .where(eq(auditReports.id, id));
      const { source: _source, sourceFetchedAt: _fetchedAt, ...profile } = row.data!.profile;
      await kit.database.db
        .update(auditReports)
        .set({ data: { ...row.data!, profile } })
        .where(eq(auditReports.id, id));
    }

    const old = (await call('GET', `/customer/auditReport/${real.report._id}`, owner)).json();
    expect(old.data.profile).toMatchObject({ source: null, sourceFetchedAt: null });
    const oldPdf = await pdfOf(real.report._id);
    expect(oldPdf).not.toContain('Figures:');
    expect(oldPdf).not.toContain('Demo data');

    const oldDemo = (await call('GET', `/customer/auditReport/${demoReport._id}`, owner)).json();
    expect(oldDemo.data.profile).toMatchObject({ source: 'demo', sourceFetchedAt: null });
    expect(await pdfOf(demoReport._id)).toContain('Demo data');
  });
});
