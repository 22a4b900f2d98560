// Video sites whose query string (or path plus query) identifies the video: youtube.com/watch?v=ID.
// A host matches itself and its subdomains (www., m., music., player.).
const VIDEO_HOSTS = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'dai.ly',
  'twitch.tv',
] as const;

// Facebook serves both posts and videos; only its video pages (/watch?v=ID) need the query.
const VIDEO_PATHS_BY_HOST: Readonly<Record<string, string>> = { 'facebook.com': '/watch' };

function matchesHost(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

function parseHttpUrl(input: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(typeof input === 'string' ? input.trim() : input.href);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

function isVideoSite(url: URL): boolean {
  const hostname = url.hostname.toLowerCase();
  if (VIDEO_HOSTS.some((domain) => matchesHost(hostname, domain))) return true;
  return Object.entries(VIDEO_PATHS_BY_HOST).some(
    ([domain, path]) =>
      matchesHost(hostname, domain) &&
      (url.pathname === path || url.pathname.startsWith(`${path}/`)),
  );
}

/** Whether an http(s) URL points at a video site that needs its query string; false if malformed. */
export function isVideoSiteUrl(url: string | URL): boolean {
  const parsed = parseHttpUrl(url);
  return parsed !== null && isVideoSite(parsed);
}

/**
 * Campaign post URL per SPEC 5: tracking query strings and fragments are cut so the same post
 * pasted twice matches, but video-site links stay whole because the query names the video.
 * Whitespace is trimmed and the URL normalised by the URL parser (lowercase scheme and host).
 * Returns null for malformed input and for schemes other than http and https; a URL without a
 * scheme ('instagram.com/p/x') counts as malformed.
 */
export function trimPostUrl(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  if (isVideoSite(parsed)) return parsed.href;
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
