import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test-only: a local HTTP peer answering like the Phyllo API v1 (Basic auth; accounts, social
// contents, disconnect) in its documented JSON shapes.

export type FakeAggregatorAccount = {
  id: string;
  platform: 'Instagram' | 'YouTube' | 'TikTok';
  username: string;
  status: 'CONNECTED' | 'NOT_CONNECTED' | 'SESSION_EXPIRED';
  stories: {
    id: string;
    published_at: string;
    description?: string;
    views: number;
    reach: number;
    comments: number;
  }[];
};

export type AggregatorTestServer = {
  url: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, FakeAggregatorAccount>;
  disconnected: string[];
  close(): Promise<void>;
};

export async function startAggregatorTestServer(): Promise<AggregatorTestServer> {
  const clientId = 'aggregator-client';
  const clientSecret = 'aggregator-secret';
  const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const accounts = new Map<string, FakeAggregatorAccount>();
  const disconnected: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    const url = new URL(request.url ?? '/', 'http://local');
    if (request.headers.authorization !== expected) {
      return json(response, 401, {
        error: { type: 'unauthorized', message: 'Invalid credentials' },
      });
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)(\/disconnect)?$/.exec(url.pathname);
    if (accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]));
      if (!account)
        return json(response, 404, { error: { type: 'not_found', message: 'Account not found' } });
      if (accountPath[2] && request.method === 'POST') {
        account.status = 'NOT_CONNECTED';
        disconnected.push(account.id);
        return json(response, 200, { id: account.id, status: account.status });
      }
      return json(response, 200, {
        id: account.id,
        status: account.status,
        platform_username: account.username,
        platform_profile_name: account.username,
        work_platform: { id: `wp-${account.platform.toLowerCase()}`, name: account.platform },
        user: { id: `user-${account.id}`, name: account.username },
      });
    }
    if (url.pathname === '/v1/social/contents') {
      const account = accounts.get(url.searchParams.get('account_id') ?? '');
      if (!account)
        return json(response, 404, { error: { type: 'not_found', message: 'Account not found' } });
      return json(response, 200, {
        data: account.stories.map((story) => ({
          id: `phyllo-${story.id}`,
          platform_content_id: story.id,
          type: 'STORY',
          format: 'IMAGE',
          published_at: story.published_at,
          description: story.description ?? null,
          url: `https://www.instagram.com/stories/${account.username}/${story.id}/`,
          engagement: {
            view_count: story.views,
            reach_organic_count: story.reach,
            comment_count: story.comments,
            like_count: null,
          },
        })),
        metadata: { offset: 0, limit: 100 },
      });
    }
    json(response, 404, { error: { type: 'not_found', message: `Unknown path ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    accounts,
    disconnected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function json(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
