import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatorProvider } from '../../../common/api/connect';
import {
  type AudienceDimension,
  createCreatorOAuthStore,
  type FakeAccount,
  type FakePost,
  type FakeStory,
  json,
  type Reply,
} from './creator-oauth-store';
import { createInstagramRoutes } from './instagram-routes';
import { AUTHORIZE_PATHS, createOAuthRoutes } from './oauth-routes';
import { createTikTokRoutes } from './tiktok-routes';
import { createYouTubeRoutes } from './youtube-routes';

// Test-only: one local HTTP peer that answers as Instagram, Google (OAuth and YouTube) and TikTok
// do, in their documented formats, under `/{host}/{path}` (CreatorOAuthConfig.baseUrl). Its
// consent pages have Allow and Deny buttons that return to the app's redirect URI the way the
// real ones do; its token endpoints check the client, the redirect URI and the PKCE verifier, and
// a code works once.

// The parts: creator-oauth-store.ts (accounts, grants, tokens, answers), oauth-routes.ts (consent
// and token endpoints), instagram-routes.ts, youtube-routes.ts and tiktok-routes.ts (each
// provider's read API); this file is the HTTP server.

export type { FakeAccount, FakePost, FakeStory };

export type CreatorOAuthTestServer = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account each provider's consent connects. */
  accounts: Record<CreatorProvider, FakeAccount>;
  /** The Instagram account's current stories. */
  stories: FakeStory[];
  /** Each account's recent posts or videos. */
  posts: Record<CreatorProvider, FakePost[]>;
  /** The Instagram account's followers by breakdown: counts per value (follower_demographics). */
  audience: Record<AudienceDimension, Record<string, number>>;
  /** Tokens revoked through a provider's revoke call. */
  revoked: string[];
  /** Method, path and query of every request. */
  requests: string[];
  /** The next request whose path contains `pathPart` fails with this status and provider body. */
  failNext(pathPart: string, status: number, body: object): void;
  /** Tokens issued from now on expire after this many seconds (default: the providers' own). */
  setTokenLifetime(seconds: number | null): void;
  /** Every token issued so far stops working, as when the creator removes the app. */
  invalidateTokens(): void;
  /** Follows a provider authorize URL as a browser would and presses Allow or Deny. */
  consent(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL>;
  close(): Promise<void>;
};

export async function startCreatorOAuthTestServer(): Promise<CreatorOAuthTestServer> {
  const store = createCreatorOAuthStore();
  const { state, clientId, clientSecret } = store;
  const routes = [
    createOAuthRoutes(store),
    await createInstagramRoutes(store),
    createYouTubeRoutes(store),
    createTikTokRoutes(store),
  ];

  function answer(request: IncomingMessage, form: URLSearchParams): Reply {
    const url = new URL(request.url ?? '/', 'http://local');
    state.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const failure = state.failures.findIndex((entry) => url.pathname.includes(entry.pathPart));
    if (failure >= 0) {
      const [entry] = state.failures.splice(failure, 1);
      return json(entry.status, entry.body);
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    for (const route of routes) {
      const reply = route({ url, form, bearer });
      if (reply) return reply;
    }
    return json(404, { error: { message: `Unknown path ${url.pathname}`, code: 803 } });
  }

  const server = createServer(async (request, response) => {
    const form = await readForm(request);
    send(response, answer(request, form));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  state.baseUrl = baseUrl;
  return {
    baseUrl,
    clientId,
    clientSecret,
    get accounts() {
      return state.accounts;
    },
    get stories() {
      return state.stories;
    },
    get audience() {
      return state.audience;
    },
    get posts() {
      return state.posts;
    },
    set stories(value: FakeStory[]) {
      state.stories = value;
    },
    revoked: state.revoked,
    requests: state.requests,
    failNext: (pathPart, status, body) => state.failures.push({ pathPart, status, body }),
    setTokenLifetime: (seconds) => {
      state.lifetime = seconds;
    },
    invalidateTokens: () => {
      for (const token of store.tokens.values()) token.valid = false;
    },
    async consent(authorizeUrl, decision) {
      const page = new URL(authorizeUrl);
      const provider = AUTHORIZE_PATHS[page.pathname];
      const target = new URL('/consent', baseUrl);
      for (const [name, value] of page.searchParams) target.searchParams.set(name, value);
      target.searchParams.set('provider', provider);
      target.searchParams.set('decision', decision);
      const answer = await fetch(target, { redirect: 'manual' });
      return new URL(answer.headers.get('location') ?? '');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function send(response: ServerResponse, reply: Reply) {
  if ('json' in reply) {
    response
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(reply.json));
  } else if ('html' in reply) {
    response
      .writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><title>Consent</title></head><body>${reply.html}</body></html>`,
      );
  } else if ('location' in reply) {
    response.writeHead(reply.status, { location: reply.location }).end();
  } else {
    response.writeHead(reply.status, { 'content-type': 'image/jpeg' }).end(reply.jpeg);
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
