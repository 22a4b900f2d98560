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
