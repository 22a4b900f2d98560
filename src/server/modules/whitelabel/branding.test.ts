import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createWhitelabelRepository } from './whitelabel.repository';

let kit: TestKit;
let repository: ReturnType<typeof createWhitelabelRepository>;
beforeAll(async () => {
  kit = await createTestKit();
  repository = createWhitelabelRepository(kit.database.db);
});
afterAll(() => kit.close());

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
