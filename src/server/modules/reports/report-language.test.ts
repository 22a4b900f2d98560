// A German reader gets the audit report in German: the PDF's every heading, label and note, and
// on the page the sentences the report wrote when it was computed (method notes, signal details),
// in reports computed now (kept by key) and in snapshots stored before (kept as English).

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportDataIn, type StoredReportData } from './report-snapshot';
import { auditReports } from './reports.tables';
import {
  createReport,
  kit,
  owner,
  pdfText as pdfLines,
  setUpReportsTests,
  trackedProfile,
} from './reports-test-helpers';

setUpReportsTests();

const GERMAN = { cookie: 'NEXT_LOCALE=de' };

function get(url: string, headers: Record<string, string> = {}) {
  return kit.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

const pdfText = async (body: Buffer) => (await pdfLines(body)).replace(/\s+/g, ' ');

describe('the audit report in German', () => {
  it('writes the PDF in German: headings, labels, notes, numbers and dates', async () => {
    const response = await get('/public/test-report/pdf', GERMAN);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const german of [
      'Überblick',
      'Wachstum',
      'Ähnliche Profile',
      'So berechnen wir das',
      'Seite 1 von 5',
      'Demodaten',
      'Berechnet am 30.06.2026',
      'Engagement-Rate im Vergleich zur Vergleichsgruppe',
      'Dieses Profil 2,71%',
      'Die Engagement-Rate ist der Durchschnitt',
      'Das Engagement schwankt um 15 %',
    ]) {
      expect(text).toContain(german);
    }
    for (const english of [
      'Overview',
      'How we compute this',
      'Page 1 of',
      'Demo data',
      'Computed ',
      'Engagement rate is average',
      'Engagement varies',
      'Similar profiles',
      'Top posts by engagement',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('keeps the PDF English without a language cookie', async () => {
    const text = await pdfText((await get('/public/test-report/pdf')).rawPayload);
    expect(text).toContain('How we compute this');
    expect(text).toContain('Page 1 of 5');
    expect(text).toContain('This profile 2.71%');
  });

  it("gives the page the report's own sentences in German", async () => {
    const german = (await get('/public/test-report', GERMAN)).json().data;
    expect(german.overview.method).toMatch(/^Die Engagement-Rate ist der Durchschnitt/);
    expect(german.growth.method).toContain('30-Tage-Wachstum:');
    expect(german.activity.method).toContain('Beste Zeit: Dienstag 18:00 UTC');
    expect(german.audience.credibility.signals.map((s: { detail: string }) => s.detail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Das Engagement schwankt um/)]),
    );
    const english = (await get('/public/test-report')).json().data;
    expect(english.overview.method).toMatch(/^Engagement rate is average likes/);
  });
});

describe('a stored report in German', () => {
  const germanOwner = () => ({ ...owner.headers, ...GERMAN }) as Record<string, string>;

  async function storedReport() {
    const { profileId } = await trackedProfile(owner);
    const created = await createReport(owner, profileId);
    expect(created.json().state).toBe('ready');
    return created.json()._id as string;
  }

  it('keeps the notes of a report computed now by key and says them in German', async () => {
    const reportId = await storedReport();
    const [row] = await kit.database.db
      .select({ data: auditReports.data })
      .from(auditReports)
      .where(eq(auditReports.id, reportId));
    expect(row.data?.overview.method).toMatchObject({ key: 'reports.overviewNote' });

    const german = (await get(`/customer/auditReport/${reportId}`, germanOwner())).json().data;
    expect(german.overview.method).toMatch(/^Die Engagement-Rate ist der Durchschnitt/);
    expect(german.growth.method).toContain('30-Tage-Wachstum:');
    expect(german.audience.method).toContain('Qualität der Zielgruppe 35');
    expect(german.audience.credibility.signals[0].detail).toMatch(/^Das Engagement schwankt um/);
    const english = (await get(`/customer/auditReport/${reportId}`, owner.headers)).json().data;
    expect(english.overview.method).toMatch(/^Engagement rate is average likes/);
    expect(english.audience.method).toContain('weights audience quality 35');

    const pdf = await get(`/customer/auditReport/${reportId}/pdf`, germanOwner());
    expect(await pdfText(pdf.rawPayload)).toContain('Die Engagement-Rate ist der Durchschnitt');
  });

  it('still says a snapshot stored with English notes in German', async () => {
    const reportId = await storedReport();
    const [row] = await kit.database.db
      .select({ data: auditReports.data })
      .from(auditReports)
      .where(eq(auditReports.id, reportId));
    // As reports were stored before their notes were kept by key: the English sentences.
    const before = reportDataIn(row.data as StoredReportData, 'en');
    await kit.database.db
      .update(auditReports)
      .set({ data: before })
      .where(eq(auditReports.id, reportId));

    const german = (await get(`/customer/auditReport/${reportId}`, germanOwner())).json().data;
    expect(german.overview.method).toMatch(/^Die Engagement-Rate ist der Durchschnitt/);
    expect(german.growth.method).toContain('30-Tage-Wachstum:');
    expect(german.audience.credibility.signals[0].detail).toMatch(/^Das Engagement schwankt um/);
    const english = (await get(`/customer/auditReport/${reportId}`, owner.headers)).json().data;
    expect(english.overview.method).toBe(before.overview.method);

    const pdf = await get(`/customer/auditReport/${reportId}/pdf`, germanOwner());
    expect(await pdfText(pdf.rawPayload)).toContain('Die Engagement-Rate ist der Durchschnitt');
  });
});
