import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { campaignClient } from './campaigns.fixtures';

let kit: TestKit;
let owner: SignedIn;
beforeAll(async () => {
  // A minimal web build: the SPA fallback serves its index page for /campaign/[slug].
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-dist-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Reachbase</title></head><body></body></html>',
  );
  kit = await createTestKit({ env: { WEB_DIST_DIR: distDir } });
  owner = await kit.signUp({ plan: 'pro' });
});
afterAll(() => kit.close());

const page = (url: string) => kit.app.inject({ method: 'GET', url });

describe('link previews of a shared campaign', () => {
  it('puts the campaign into Open Graph tags while shared, escaped, and drops them when not', async () => {
    const api = campaignClient(kit);
    const campaign = await api.create(owner, {
      name: 'Spring <Launch> & "Friends"',
      description: 'Ten creators, one drop',
    });
    const shared = (await api.act(owner, campaign._id, { action: 'generatePublicUrl' })).json();
    const slug = shared.publicSlug as string;

    const html = (await page(`/campaign/${slug}`)).body;
    expect(html).toContain(
      '<meta property="og:title" content="Spring &lt;Launch&gt; &amp; &quot;Friends&quot;">',
    );
    expect(html).toContain('<meta property="og:description" content="Ten creators, one drop">');
    expect(html).toContain(`/campaign/${slug}">`);

    await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: false });
    const hidden = await page(`/campaign/${slug}`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('og:title');
    expect((await page('/campaign/no-such-campaign')).body).not.toContain('og:title');
    expect((await page('/dashboard')).body).not.toContain('og:title');
  });

  it("copies a name with replacement patterns ($` $& $') as written, not parts of the page", async () => {
    const api = campaignClient(kit);
    const name = "Deal $` of $& the $' year";
    const campaign = await api.create(owner, { name });
    const shared = (await api.act(owner, campaign._id, { action: 'generatePublicUrl' })).json();

    const html = (await page(`/campaign/${shared.publicSlug}`)).body;
    expect(html).toContain(
      '<meta property="og:title" content="Deal $` of $&amp; the $&#39; year">',
    );
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
