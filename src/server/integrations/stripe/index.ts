import Stripe from 'stripe';

export type StripeClient = Stripe;
export type { Stripe };

/** The real Stripe SDK, pointed at `apiUrl` (Stripe itself, or a local test server). */
export function createStripeClient(config: { secretKey: string; apiUrl: string }): Stripe {
  const api = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
