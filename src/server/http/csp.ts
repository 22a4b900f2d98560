import type { Config } from '../config';

/**
 * Content-Security-Policy for the web app: our own origin only, widened exactly for the
 * third-party widgets an operator has configured (none by default).
 */
export function contentSecurityPolicy(
  web: Config['web'],
  publicUrl: string,
): Record<string, string[] | null> {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = ["'self'"];
  if (web.analytics) connect.push(new URL(web.analytics.host).origin);
  if (web.chat) {
    scripts.push('https://client.crisp.chat');
    connect.push('https://client.crisp.chat', 'wss://client.relay.crisp.chat');
    frames.push('https://game.crisp.chat');
  }
  if (web.helpBeacon) {
    scripts.push('https://beacon-v2.helpscout.net');
    connect.push('https://beaconapi.helpscout.net', 'https://d3hb14vkzrxvla.cloudfront.net');
  }
  if (web.googleClientId) {
    scripts.push('https://accounts.google.com');
    frames.push('https://accounts.google.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    // Toasts, the progress bar and Radix position elements with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    frameSrc: frames,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Self-hosters often serve plain http on a LAN address; upgrading would break every asset.
    upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
  };
}
