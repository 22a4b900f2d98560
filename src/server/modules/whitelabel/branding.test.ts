import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createWhitelabelRepository } from './whitelabel.repository';

let kit: TestKit;
let repository: ReturnType<typeof createWhitelabelRepository>;
let webDir: string;
// The built page's head as it ships: a neutral title and icon (src/web/index.html).
const INDEX_HTML =
  '<!doctype html><html><head><title></title><link rel="icon" href="data:," /></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  kit = await createTestKit({ env: { WEB_DIST_DIR: webDir } });
  repository = createWhitelabelRepository(kit.database.db);
});
afterAll(async () => {
  await kit.close();
  await rm(webDir, { recursive: true, force: true });
});

const logoFor = async (host: string) =>
  (await kit.app.inject({ method: 'GET', url: `/api/v1/public/logo?host=${host}` })).json();

async function agencyWithDomain(domain: string, status: 'pending' | 'verified', plan = 'agency') {
  const agency = await kit.signUp({ plan });
  await repository.upsert(agency.org.id, {
    agencyName: 'Acme Talent',
    logo: 'whitelabel/acme/logo.png',
    logoChangedAt: new Date('2026-11-01T10:00:00Z'),
    colors: { primary: '#ff0066' },
    domain,
    domainStatus: status,
  });
  return agency;
}

describe('GET /public/logo (the white-label check)', () => {
  it("answers the agency's branding on its verified domain, whatever the case and port", async () => {
    await agencyWithDomain('app.acme-talent.test', 'verified');
    expect(await logoFor('App.Acme-Talent.test:443')).toMatchObject({
      agencyName: 'Acme Talent',
      logo: 'whitelabel/acme/logo.png',
      logoChangedAt: '2026-11-01T10:00:00.000Z',
      colors: { primary: '#ff0066' },
      storageBaseUrl: '/api/v1/files/public',
    });
  });

  it('answers the default branding for an unknown host or a domain not yet verified', async () => {
    await agencyWithDomain('pending.agency.test', 'pending');
    for (const host of ['pending.agency.test', 'unknown.test', '']) {
      expect(await logoFor(host)).toMatchObject({ agencyName: null, logo: null, colors: null });
    }
  });

  it('stops branding a verified domain once the organization is no longer on an agency plan', async () => {
    await agencyWithDomain('lapsed.agency.test', 'verified', 'starter');
    expect((await logoFor('lapsed.agency.test')).agencyName).toBeNull();
  });
});

describe("GET /customer/account/branding (the brand a signed-in organization's members work in)", () => {
  const brandingOf = async (headers: Record<string, string>) =>
    (
      await kit.app.inject({ method: 'GET', url: '/api/v1/customer/account/branding', headers })
    ).json();

  it("answers the agency's saved brand to every member before any domain is verified", async () => {
    const agency = await agencyWithDomain('pending-members.agency.test', 'pending');
    const guest = await kit.addMember(agency.org, 'guest');
    for (const who of [agency, guest]) {
      expect(await brandingOf(who.headers)).toMatchObject({
        agencyName: 'Acme Talent',
        logo: 'whitelabel/acme/logo.png',
        colors: { primary: '#ff0066' },
      });
    }
  });

  it('answers the defaults to an organization without a white-label or off an agency plan', async () => {
    const plain = await kit.signUp({ plan: 'pro' });
    const lapsed = await agencyWithDomain('lapsed-members.agency.test', 'pending', 'starter');
    for (const who of [plain, lapsed]) {
      expect(await brandingOf(who.headers)).toMatchObject({ agencyName: null, logo: null });
    }
  });
});

describe('GET /public/tls-ask (on-demand certificates)', () => {
  const ask = (domain: string) =>
    kit.app.inject({ method: 'GET', url: `/api/v1/public/tls-ask?domain=${domain}` });

  it('allows a certificate only for a verified agency domain', async () => {
    await agencyWithDomain('tls.verified.test', 'verified');
    await agencyWithDomain('tls.pending.test', 'pending');
    await agencyWithDomain('tls.lapsed.test', 'verified', 'basic');
    expect((await ask('tls.verified.test')).statusCode).toBe(200);
    for (const domain of ['tls.pending.test', 'tls.lapsed.test', 'unknown.test']) {
      expect((await ask(domain)).statusCode).toBe(404);
    }
  });

  it('refuses an ask without a domain with a 400', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/public/tls-ask' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'domain' });
  });
});

describe("the app's page on an agency's domain", () => {
  const page = (host: string, url = '/dashboard') =>
    kit.app.inject({ method: 'GET', url, headers: { host } });

  it("carries the agency's title, favicon and theme colour from the first byte", async () => {
    const agency = await agencyWithDomain('page.agency.test', 'verified');
    await repository.upsert(agency.org.id, { favicon: 'whitelabel/acme/icon.png' });
    const html = (await page('page.agency.test')).body;
    expect(html).toContain('<title>Acme Talent</title>');
    expect(html).toMatch(
      /<link rel="icon" href="\/api\/v1\/files\/public\/whitelabel\/acme\/icon\.png\?t=\d+">/,
    );
    expect(html).toContain('<meta name="theme-color" content="#ff0066">');
    expect(html).not.toContain('data:,');
  });

  it("stays neutral on the install's own host and on domains not verified", async () => {
    await agencyWithDomain('page.pending.test', 'pending');
    for (const host of ['localhost:3000', 'page.pending.test']) {
      const html = (await page(host)).body;
      expect(html).toContain('<title></title>');
      expect(html).not.toContain('Acme Talent');
    }
  });

  it('escapes an agency name so it cannot become markup', async () => {
    const agency = await agencyWithDomain('page.escape.test', 'verified');
    await repository.upsert(agency.org.id, { agencyName: '</title><script>alert(1)</script>' });
    const html = (await page('page.escape.test')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});

describe('the TLS ask under a low API rate limit', () => {
  it('keeps answering the proxy after the per-address API limit is used up', async () => {
    const strict = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await strict.app.inject({
          method: 'GET',
          url: `/api/v1/public/tls-ask?domain=probe-${i}.test`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
      const other = await strict.app.inject({
        method: 'GET',
        url: '/api/v1/public/logo?host=x.test',
      });
      const again = await strict.app.inject({
        method: 'GET',
        url: '/api/v1/public/logo?host=x.test',
      });
      // The same address is limited on the rest of the API, which proves the limit is in force.
      expect([other.statusCode, again.statusCode]).toContain(429);
    } finally {
      await strict.close();
    }
  });
});
