// The analytics adapter (SPEC 2, 6). One provider today, Plausible or anything speaking its event
// API; with no provider configured (the default) every call is a no-op and nothing leaves the
// browser.

import { isAnalyticsCaptureOn } from '../app/shell-rules';

export type AnalyticsConfig = {
  provider: 'plausible';
  host: string;
  domain: string;
};

export type AnalyticsUser = {
  id: string;
  isGuest: boolean;
  role: string | null;
};

/** What a provider must do; the rules about when to call it live in createAnalytics. */
export type AnalyticsProvider = {
  sendPageView: (event: { url: string; referrer: string | null }) => void;
  identify: (user: AnalyticsUser) => void;
};

export type Analytics = {
  pageView: (path: string) => void;
  identify: (user: AnalyticsUser) => void;
};

export type PageContext = {
  origin: string;
  referrer: string | null;
};

export function createAnalytics(
  provider: AnalyticsProvider | null,
  getPageContext: () => PageContext,
): Analytics {
  return {
    pageView: (path) => {
      if (!provider || !isAnalyticsCaptureOn(path)) return;
      const { origin, referrer } = getPageContext();
      provider.sendPageView({ url: `${origin}${path}`, referrer });
    },
    identify: (user) => {
      if (!provider || user.isGuest) return;
      provider.identify(user);
    },
  };
}

export function createPlausibleProvider(config: AnalyticsConfig): AnalyticsProvider {
  const endpoint = `${config.host.replace(/\/+$/, '')}/api/event`;
  return {
    sendPageView: ({ url, referrer }) => {
      // keepalive lets the event survive the page being closed right after navigating.
      fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        // text/plain keeps this a simple request: no CORS preflight to the analytics host.
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ name: 'pageview', url, domain: config.domain, referrer }),
      }).catch(() => {
        // Analytics must never break or slow the app; a lost page view is acceptable.
      });
    },
    // Plausible is cookieless and has no notion of a user by design: there is nothing to send.
    identify: () => {},
  };
}

function browserPageContext(): PageContext {
  return { origin: window.location.origin, referrer: document.referrer || null };
}

let active: Analytics = createAnalytics(null, browserPageContext);

export function configureAnalytics(config: AnalyticsConfig | null): void {
  const provider = config?.provider === 'plausible' ? createPlausibleProvider(config) : null;
  active = createAnalytics(provider, browserPageContext);
}

export function pageView(path: string): void {
  active.pageView(path);
}

export function identify(user: AnalyticsUser): void {
  active.identify(user);
}
