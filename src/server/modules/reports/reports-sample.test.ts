// Audit reports: the public sample and test reports, and demo creators labelled as demo data.

import { describe, expect, it } from 'vitest';
import { auditReportSchema } from '../../../common/audit-report';
import { insertProfiles } from '../../testing/bank-fixtures';
import { createWhitelabelRepository } from '../whitelabel';
import {
  bankProfile,
  call,
  createReport,
  kit,
  owner,
  pdfText,
  reportsUsed,
  scope,
  setUpReportsTests,
} from './reports-test-helpers';

setUpReportsTests();

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
