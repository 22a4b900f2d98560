import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startTestDnsServer, type TestDnsServer } from '../../testing/dns-server';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { type FormPart, multipartForm } from '../../testing/multipart-form';
import { DOMAIN_RECHECK_JOB } from './whitelabel.service';
import { whitelabels } from './whitelabel.tables';

let kit: TestKit;
let dns: TestDnsServer;
const INSTALL_HOST = 'app.reachbase.test';
const SMTP_URL = 'smtps://agency:s3cret-pass@smtp.acme-talent.test:465';

beforeAll(async () => {
  dns = await startTestDnsServer();
  kit = await createTestKit({
    env: { DNS_SERVERS: dns.address, PUBLIC_URL: `https://${INSTALL_HOST}` },
  });
});
afterAll(async () => {
  await kit.close();
  await dns.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#ff0066' } })
    .png()
    .toBuffer();

async function put(user: SignedIn, parts: FormPart[], headers: Record<string, string> = {}) {
  const form = multipartForm(parts);
  return kit.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/account/config-whitelabel',
    headers: { ...user.headers, ...headers, ...form.headers },
    payload: form.payload,
  });
}
const call = (method: 'GET' | 'DELETE', path: string, user: SignedIn) =>
  kit.app.inject({ method, url: `/api/v1/customer/account/${path}`, headers: user.headers });
const logoFor = async (host: string) =>
  (await kit.app.inject({ method: 'GET', url: `/api/v1/public/logo?host=${host}` })).json();
const field = (name: string, value: string): FormPart => ({ name, value });
const storedObject = (name: string) => kit.services.storage.get(`public/${name}`).catch(() => null);
const rowOf = async (orgId: string) =>
  (await kit.database.db.select().from(whitelabels).where(eq(whitelabels.orgId, orgId)))[0];

describe('PUT config-whitelabel', () => {
  it('saves name, colours, logo and favicon, resized to the sizes the shell uses', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const response = await put(owner, [
      field('agencyName', '  Acme Talent  '),
      field('colors', JSON.stringify({ primary: '#FF0066', navbarBackground: '#101010' })),
      { name: 'file', value: await png(2000, 500), fileName: 'logo.png', contentType: 'image/png' },
      {
        name: 'favIcon',
        value: await png(600, 300),
        fileName: 'icon.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(config).toMatchObject({
      agencyName: 'Acme Talent',
      colors: { primary: '#ff0066', navbarBackground: '#101010' },
      storageBaseUrl: '/api/v1/files/public',
      showBanner: true,
    });
    expect(config.logo).toMatch(new RegExp(`^whitelabel/${owner.org.id}/logo-[0-9a-f]+\\.png$`));
    expect(config.logoChangedAt).not.toBeNull();

    const logo = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/files/public/${config.logo}`,
    });
    expect(logo.statusCode).toBe(200);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 128,
    });
    const favicon = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/files/public/${config.favicon}`,
    });
    expect(await sharp(favicon.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('keeps the fields a partial update does not send, clears the ones sent empty, and replaces the old logo file', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const first = (
      await put(owner, [
        field('agencyName', 'Acme'),
        field('showBanner', 'false'),
        { name: 'file', value: await png(100, 50), fileName: 'a.png' },
      ])
    ).json();
    const second = (
      await put(owner, [
        field('colors', JSON.stringify({ primary: '#123456' })),
        { name: 'file', value: await png(120, 60), fileName: 'b.png' },
      ])
    ).json();
    expect(second).toMatchObject({
      agencyName: 'Acme',
      showBanner: false,
      colors: { primary: '#123456' },
    });
    expect(second.logo).not.toBe(first.logo);
    expect(await storedObject(first.logo)).toBeNull();
    expect(await storedObject(second.logo)).not.toBeNull();

    const cleared = (await put(owner, [field('agencyName', ''), field('file', '')])).json();
    expect(cleared).toMatchObject({ agencyName: null, logo: null, colors: { primary: '#123456' } });
    expect(await storedObject(second.logo)).toBeNull();
  });

  it.each([
    [
      'an SVG logo',
      [
        {
          name: 'file',
          value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          fileName: 'x.png',
        },
      ],
      'file',
    ],
    [
      'a favicon that is not an image',
      [{ name: 'favIcon', value: 'not an image at all', fileName: 'icon.png' }],
      'favIcon',
    ],
    [
      'a colour that is not #rrggbb',
      [field('colors', JSON.stringify({ primary: 'red' }))],
      'colors',
    ],
    ['an unknown colour name', [field('colors', JSON.stringify({ accent: '#ffffff' }))], 'colors'],
    ['colours that are not JSON', [field('colors', '{primary:')], 'colors'],
    ['a URL instead of a hostname', [field('domain', 'https://app.acme.test/login')], 'domain'],
    ['a one-label domain', [field('domain', 'intranet')], 'domain'],
    ['an IP address', [field('domain', '203.0.113.7')], 'domain'],
    ["the installation's own host", [field('domain', INSTALL_HOST)], 'domain'],
    ['a sender that is not an address', [field('senderEmail', 'hello-at-acme')], 'senderEmail'],
    [
      'SMTP credentials that are not an SMTP URL',
      [field('senderEmail', 'a@acme.test'), field('apiKey', 'SG.abc')],
      'apiKey',
    ],
    ['a showBanner that is not a boolean', [field('showBanner', 'yes')], 'showBanner'],
    ['a field SPEC does not name', [field('logoUrl', 'https://evil.test/x.png')], 'logoUrl'],
  ] as [string, FormPart[], string][])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_case, parts, name) => {
      const owner = await kit.signUp({ plan: 'agency' });
      await put(owner, [field('agencyName', 'Before')]);
      const response = await put(owner, [field('agencyName', 'After'), ...parts]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: name });
      expect((await call('GET', 'whitelabel', owner)).json().agencyName).toBe('Before');
    },
  );

  it('keeps the SMTP credentials sealed in the database and never returns them', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const response = await put(owner, [
      field('senderEmail', 'hello@acme-talent.test'),
      field('apiKey', SMTP_URL),
    ]);
    expect(response.statusCode).toBe(200);
    for (const answer of [response, await call('GET', 'whitelabel', owner)]) {
      expect(answer.body).not.toContain('s3cret-pass');
      expect(answer.json()).toMatchObject({
        senderEmail: 'hello@acme-talent.test',
        hasSenderSecret: true,
      });
    }
    const row = await rowOf(owner.org.id);
    expect(row?.senderSecretSealed).toBeTruthy();
    expect(row?.senderSecretSealed).not.toContain('s3cret-pass');
  });

  it('answers 423 with the upgrade field to a plan that is not an agency, and 403 to a member', async () => {
    const starter = await kit.signUp({ plan: 'starter' });
    const refused = await put(starter, [field('agencyName', 'Nope')]);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ name: 'LimitExceeded', field: 'whitelabel' });
    expect((await call('GET', 'whitelabel', starter)).statusCode).toBe(423);

    const agency = await kit.signUp({ plan: 'agency' });
    const member = await kit.addMember(agency.org, 'member');
    expect((await put(member, [field('agencyName', 'Hijack')])).statusCode).toBe(403);
    expect((await call('DELETE', 'whitelabel', member)).statusCode).toBe(403);
  });

  it("refuses a domain another organization uses, and never shows one agency's settings to another", async () => {
    const first = await kit.signUp({ plan: 'agency' });
    const second = await kit.signUp({ plan: 'agency' });
    await put(first, [field('agencyName', 'First'), field('domain', 'clients.first.test')]);
    const taken = await put(second, [field('domain', 'Clients.First.test')]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ name: 'Conflict', field: 'domain' });
    const german = await put(second, [field('domain', 'clients.first.test')], {
      cookie: 'NEXT_LOCALE=de',
    });
    expect(german.json().message).toBe(
      'Diese Domain wird bereits von einer anderen Organisation verwendet',
    );
    expect((await call('GET', 'whitelabel', second)).json()).toMatchObject({
      agencyName: null,
      domain: null,
    });
  });
});

describe('custom domain verification', () => {
  it('lists the records to create and stays pending while DNS has none', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const config = (await put(owner, [field('domain', 'pending.acme.test')])).json();
    expect(config.domainStatus).toBe('pending');
    expect(config.dnsRecords).toEqual([
      { type: 'CNAME', name: 'pending.acme.test', value: INSTALL_HOST },
      {
        type: 'TXT',
        name: '_reachbase-verify.pending.acme.test',
        value: expect.stringMatching(/^rb-/),
      },
    ]);
    const status = (await call('GET', 'domain-status', owner)).json();
    expect(status).toMatchObject({
      domainStatus: 'pending',
      domainFailureReason: 'no_record',
      domainCheckFound: null,
    });
    expect((await call('GET', 'whitelabel', owner)).json()).toMatchObject({
      domainStatus: 'pending',
      domainFailureReason: 'no_record',
    });
    expect((await logoFor('pending.acme.test')).agencyName).toBeNull();
  });

  it('flags a CNAME target that is not a public host name (PUBLIC_URL on .test)', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const config = (await put(owner, [field('domain', 'flag.acme.test')])).json();
    expect(config.installHostPublic).toBe(false);
    expect((await call('GET', 'domain-status', owner)).json().installHostPublic).toBe(false);
  });

  it('stays pending with the DNS error when DNS cannot answer', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    await put(owner, [field('domain', 'broken.acme.test')]);
    dns.fail('broken.acme.test');
    const status = (await call('GET', 'domain-status', owner)).json();
    expect(status).toMatchObject({
      domainStatus: 'pending',
      domainFailureReason: 'dns_error',
      domainCheckFound: 'ESERVFAIL',
    });
  });

  it('fails with txt_differs and the value found when the TXT record holds another token', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const config = (await put(owner, [field('domain', 'txt-wrong.test')])).json();
    const txt = config.dnsRecords.find((record: { type: string }) => record.type === 'TXT');
    dns.setTxt(txt.name, 'rb-someone-else');
    const status = (await call('GET', 'domain-status', owner)).json();
    expect(status).toMatchObject({
      domainStatus: 'failed',
      domainFailureReason: 'txt_differs',
      domainCheckFound: 'rb-someone-else',
    });
  });

  it('verifies a domain by its CNAME and then brands requests on that host', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    await put(owner, [
      field('agencyName', 'Cname Agency'),
      field('domain', 'app.cname-agency.test'),
    ]);
    dns.setCname('app.cname-agency.test', `${INSTALL_HOST}.`);
    const status = (await call('GET', 'domain-status', owner)).json();
    expect(status).toMatchObject({
      domainStatus: 'verified',
      domainFailureReason: null,
      domainCheckFound: null,
    });
    expect((await logoFor('app.cname-agency.test')).agencyName).toBe('Cname Agency');
  });

  it('verifies an apex domain by its TXT token', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const config = (await put(owner, [field('domain', 'txt-agency.test')])).json();
    const txt = config.dnsRecords.find((record: { type: string }) => record.type === 'TXT');
    dns.setTxt(txt.name, txt.value);
    expect((await call('GET', 'domain-status', owner)).json().domainStatus).toBe('verified');
  });

  it('fails with wrong_target and the target found when the CNAME points elsewhere', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    await put(owner, [field('domain', 'wrong.acme.test')]);
    dns.setCname('wrong.acme.test', 'other-host.test');
    const status = (await call('GET', 'domain-status', owner)).json();
    expect(status).toMatchObject({
      domainStatus: 'failed',
      domainFailureReason: 'wrong_target',
      domainCheckFound: 'other-host.test',
    });
  });

  it('lets the sender be on the verified domain or its parent only', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    await put(owner, [field('domain', 'app.sender-agency.test')]);
    dns.setCname('app.sender-agency.test', INSTALL_HOST);
    await call('GET', 'domain-status', owner);
    const elsewhere = await put(owner, [field('senderEmail', 'hello@gmail.test')]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().field).toBe('senderEmail');
    expect((await put(owner, [field('senderEmail', 'hello@sender-agency.test')])).statusCode).toBe(
      200,
    );
  });

  it('the scheduled re-check verifies pending domains and un-verifies ones whose records vanished', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    await put(owner, [field('agencyName', 'Job Agency'), field('domain', 'job.agency.test')]);
    const job = kit.services.jobDefinitions.find(
      (definition) => definition.name === DOMAIN_RECHECK_JOB,
    );
    const context = { logger: createLogger('silent'), jobId: 'test' };
    dns.setCname('job.agency.test', INSTALL_HOST);
    await job!.handle({}, context);
    expect((await logoFor('job.agency.test')).agencyName).toBe('Job Agency');

    dns.clear('job.agency.test');
    await kit.database.db
      .update(whitelabels)
      .set({
        domainCheckedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
        domainSetAt: new Date(0),
      })
      .where(eq(whitelabels.orgId, owner.org.id));
    await job!.handle({}, context);
    expect((await logoFor('job.agency.test')).agencyName).toBeNull();
    expect((await call('GET', 'whitelabel', owner)).json().domainStatus).toBe('failed');
  });
});

describe('DELETE whitelabel', () => {
  it('restores the defaults and removes the stored files', async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    const config = (
      await put(owner, [
        field('agencyName', 'Gone Agency'),
        field('domain', 'gone.agency.test'),
        { name: 'file', value: await png(64, 64), fileName: 'l.png' },
      ])
    ).json();
    dns.setCname('gone.agency.test', INSTALL_HOST);
    await call('GET', 'domain-status', owner);
    expect((await logoFor('gone.agency.test')).agencyName).toBe('Gone Agency');

    expect((await call('DELETE', 'whitelabel', owner)).statusCode).toBe(204);
    expect(await logoFor('gone.agency.test')).toMatchObject({ agencyName: null, logo: null });
    expect(await storedObject(config.logo)).toBeNull();
    expect((await call('GET', 'whitelabel', owner)).json()).toMatchObject({
      agencyName: null,
      domain: null,
    });
  });
});
