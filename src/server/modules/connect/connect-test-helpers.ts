// The set-up the connect tests share: a local peer that speaks Instagram's, Google's and TikTok's
// OAuth and API formats (creator-oauth-test-server.ts), the data aggregator's stand-in, a kit wired
// to both, and the calls a member's and a creator's browser make. Each test file calls
// setUpConnectTests() once and gets its own database and peers.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type AggregatorTestServer,
  startAggregatorTestServer,
} from '../../integrations/social-data/aggregator-test-server';
import {
  type CreatorOAuthTestServer,
  startCreatorOAuthTestServer,
} from '../../testing/creator-oauth/creator-oauth-test-server';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { trackProfile } from '../../testing/tracked-profile';
import { profileConnections } from './connect.tables';

export let kit: TestKit;
export let peer: CreatorOAuthTestServer;
export let aggregator: AggregatorTestServer;
export let owner: SignedIn;
export let guest: SignedIn;
export let stranger: SignedIn;
export let lastAuthorizeUrl: URL;

/**
 * Starts the provider and aggregator peers and a kit wired to them for the calling test file, with
 * an owner, a guest of the owner's organization and a stranger's organization.
 */
export function setUpConnectTests(): void {
  beforeAll(async () => {
    peer = await startCreatorOAuthTestServer();
    aggregator = await startAggregatorTestServer();
    const app = { id: peer.clientId, secret: peer.clientSecret };
    kit = await createTestKit({
      env: {
        INSTAGRAM_APP_ID: app.id,
        INSTAGRAM_APP_SECRET: app.secret,
        GOOGLE_CLIENT_ID: app.id,
        GOOGLE_CLIENT_SECRET: app.secret,
        TIKTOK_CLIENT_KEY: app.id,
        TIKTOK_CLIENT_SECRET: app.secret,
        CONNECT_PROVIDER_BASE_URL: peer.baseUrl,
        OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
        PUBLIC_URL: 'https://app.reachbase.test',
        SOCIAL_AGGREGATOR_CLIENT_ID: aggregator.clientId,
        SOCIAL_AGGREGATOR_CLIENT_SECRET: aggregator.clientSecret,
        SOCIAL_AGGREGATOR_URL: aggregator.url,
      },
    });
    owner = await kit.signUp({ plan: 'pro' });
    guest = await kit.addMember(owner.org, 'guest');
    stranger = await kit.signUp({ plan: 'pro' });
  });
  afterAll(async () => {
    await kit?.close();
    await peer?.close();
    await aggregator?.close();
  });
}

export const db = () => kit.database.db;

export async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
) {
  const response = await kit.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

/** A tracked creator of the owner's organization and a live connect link for it. */
export async function creatorWithLink() {
  const profile = await trackProfile(db(), owner.org.id);
  const link = await call('PUT', '/customer/connect', owner, { profileId: profile.id });
  expect(link.status).toBe(200);
  const token = new URL(link.body.url).searchParams.get('token')!;
  return { profile, link: link.body, token };
}

/** What a browser does: authorize, the provider's consent page, back to /connect/redirect. */
export async function consent(
  token: string,
  provider: string,
  decision: 'allow' | 'deny' = 'allow',
) {
  const authorize = await call('POST', '/public/connect/authorize', undefined, { token, provider });
  expect(authorize.status).toBe(200);
  const back = await peer.consent(authorize.body.authorizeUrl, decision);
  expect(`${back.origin}${back.pathname}`).toBe('https://app.reachbase.test/connect/redirect');
  lastAuthorizeUrl = new URL(authorize.body.authorizeUrl);
  const [state, code, error] = ['state', 'code', 'error'].map((name) =>
    back.searchParams.get(name),
  );
  return { state: state!, ...(code ? { code } : {}), ...(error ? { error } : {}) };
}

export const connectionsOf = (profileId: string) =>
  db().select().from(profileConnections).where(eq(profileConnections.profileId, profileId));
