// Audit reports: the PDF, sharing a public link, deleting, and who may do what.

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createWhitelabelRepository } from '../whitelabel';
import { auditReports } from './reports.tables';
import {
  bankProfile,
  call,
  createReport,
  kit,
  type Method,
  other,
  owner,
  pdfText,
  reportsUsed,
  setUpReportsTests,
  trackedProfile,
} from './reports-test-helpers';

setUpReportsTests();

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
    expect(response.json()).toMatchObject({
      name: 'Conflict',
      message: 'This report is not ready yet',
    });
    const german = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/customer/auditReport/${pending.id}/pdf`,
      headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' },
    });
    expect(german.json().message).toBe('Dieser Bericht ist noch nicht fertig');
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
