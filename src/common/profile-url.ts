import type { Platform } from './constants';

const PROFILE_URL: Record<Platform, (username: string) => string> = {
  instagram: (u) => `https://www.instagram.com/${u}`,
  tiktok: (u) => `https://www.tiktok.com/@${u}`,
  youtube: (u) => `https://www.youtube.com/@${u}`,
};

/** A creator's public profile page, as the platform writes its address. */
export function profileUrl(platform: Platform, username: string): string {
  return PROFILE_URL[platform](username);
}

const PROFILE_HOSTS: Record<Platform, RegExp> = {
  instagram: /(^|\.)instagram\.com$/,
  tiktok: /(^|\.)tiktok\.com$/,
  youtube: /(^|\.)youtube\.com$/,
};

/**
 * The handle a user typed ('@name', 'name') or took from a profile page's address (the form
 * profileUrl writes, with or without https://www.), without the @; null for an address of
 * another site or one that names no profile.
 */
export function handleFromProfileInput(platform: Platform, input: string): string | null {
  const text = input.trim();
  if (!/[/.]/.test(text) || /^@?[\w.]+$/.test(text)) {
    const handle = text.replace(/^@/, '');
    return handle ? handle : null;
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!PROFILE_HOSTS[platform].test(url.hostname.toLowerCase())) return null;
  const [first] = url.pathname.split('/').filter(Boolean);
  const handle = decodeURIComponent(first ?? '').replace(/^@/, '');
  return handle ? handle : null;
}
