// Pure rules of looking a creator up by handle or profile URL: a pasted URL names its platform,
// so the form follows it instead of asking.

import type { Platform } from '../../../common/constants';

const HOSTS: readonly (readonly [RegExp, Platform])[] = [
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
];

/** The platform of a profile URL ('instagram.com/name', 'https://www.tiktok.com/@name'); null for a handle. */
export function platformOfProfileUrl(text: string): Platform | null {
  const trimmed = text.trim();
  if (!/^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}\//i.test(trimmed)) return null;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
  const match = HOSTS.find(([pattern]) => pattern.test(host.toLowerCase()));
  return match ? match[1] : null;
}
