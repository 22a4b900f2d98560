import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsProvider,
  type AnalyticsUser,
  createAnalytics,
  createPlausibleProvider,
} from './analytics';

const page = () => ({ origin: 'https://app.example.com', referrer: 'https://news.example.com/' });

function recordingProvider() {
  const pageViews: { url: string; referrer: string | null }[] = [];
  const identified: AnalyticsUser[] = [];
  const provider: AnalyticsProvider = {
    sendPageView: (event) => pageViews.push(event),
    identify: (user) => identified.push(user),
  };
  return { provider, pageViews, identified };
}

describe('createAnalytics', () => {
  it('reports a page view with the full URL and the referrer', () => {
    const { provider, pageViews } = recordingProvider();
    createAnalytics(provider, page).pageView('/dashboard');
    expect(pageViews).toEqual([
      { url: 'https://app.example.com/dashboard', referrer: 'https://news.example.com/' },
    ]);
  });

  it('does not report auth and setup pages', () => {
    const { provider, pageViews } = recordingProvider();
    const analytics = createAnalytics(provider, page);
    analytics.pageView('/auth/reset-password/abc123');
    analytics.pageView('/setup');
    expect(pageViews).toEqual([]);
  });

  it('identifies members but skips guests', () => {
    const { provider, identified } = recordingProvider();
    const analytics = createAnalytics(provider, page);
    analytics.identify({ id: 'u1', isGuest: true, role: 'guest' });
    analytics.identify({ id: 'u2', isGuest: false, role: 'owner' });
    expect(identified.map((user) => user.id)).toEqual(['u2']);
  });

  it('does nothing without a provider', () => {
    const analytics = createAnalytics(null, () => {
      throw new Error('must not even read the page');
    });
    expect(() => analytics.pageView('/dashboard')).not.toThrow();
  });
});

describe('createPlausibleProvider', () => {
  // A loopback server speaking Plausible's event API records what the provider sends.
  let server: Server;
  let host: string;
  const events: { path: string; contentType: string | undefined; body: unknown }[] = [];
  let onEvent: () => void = () => {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        events.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'],
          body: JSON.parse(body),
        });
        response.writeHead(202).end('ok');
        onEvent();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts a pageview event to the configured host', async () => {
    const received = new Promise<void>((resolve) => {
      onEvent = resolve;
    });
    const provider = createPlausibleProvider({
      provider: 'plausible',
      host,
      domain: 'app.example.com',
    });
    createAnalytics(provider, page).pageView('/dashboard');
    await received;

    expect(events).toEqual([
      {
        path: '/api/event',
        contentType: 'text/plain',
        body: {
          name: 'pageview',
          url: 'https://app.example.com/dashboard',
          domain: 'app.example.com',
          referrer: 'https://news.example.com/',
        },
      },
    ]);
  });
});
