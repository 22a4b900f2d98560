import { isIP } from 'node:net';
import type { Platform } from '../../../common/constants';
import { trimPostUrl } from '../../../common/post-url';
import { badRequest } from '../../http/errors';
import type { createAddressPolicy } from '../../integrations/outbound';
import { CAMPAIGN_TEXT } from './campaigns.text';

export type AddressPolicy = ReturnType<typeof createAddressPolicy>;

export type ParsedPostUrl = { url: string; platform: Platform; platformPostId: string };

const hostIs = (hostname: string, domain: string) =>
  hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * The platform and post id a campaign post URL names, or null when it names none we know:
 * instagram /p/{id}, /reel/{id} (/reels/, /tv/ too); tiktok /@user/video/{id}; youtube
 * watch?v={id}, youtu.be/{id}, /shorts/{id}.
 */
export function parsePostUrl(url: string): Omit<ParsedPostUrl, 'url'> | null {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (hostIs(host, 'instagram.com')) {
    // /{user}/p/{id} also exists; the id follows the first p/reel/tv segment either way.
    const at = segments.findIndex((s) => ['p', 'reel', 'reels', 'tv'].includes(s));
    const postId = at >= 0 ? segments[at + 1] : undefined;
    return postId && /^[\w-]{5,64}$/.test(postId)
      ? { platform: 'instagram', platformPostId: postId }
      : null;
  }
  if (hostIs(host, 'tiktok.com')) {
    const at = segments.indexOf('video');
    const postId = at >= 1 && segments[0].startsWith('@') ? segments[at + 1] : undefined;
    return postId && /^\d{5,32}$/.test(postId)
      ? { platform: 'tiktok', platformPostId: postId }
      : null;
  }
  const youtubeId = (value: string | null | undefined) =>
    value && /^[\w-]{6,20}$/.test(value) ? value : null;
  if (hostIs(host, 'youtu.be')) {
    const postId = youtubeId(segments[0]);
    return postId ? { platform: 'youtube', platformPostId: postId } : null;
  }
  if (hostIs(host, 'youtube.com')) {
    const postId =
      segments[0] === 'watch'
        ? youtubeId(parsed.searchParams.get('v'))
        : ['shorts', 'live', 'embed'].includes(segments[0] ?? '')
          ? youtubeId(segments[1])
          : null;
    return postId ? { platform: 'youtube', platformPostId: postId } : null;
  }
  return null;
}

/** Names that always mean this machine or its network, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * A campaign post URL as stored (SPEC 5 trimming) with its platform and post id. Refused with
 * 400 on `url`: malformed or not http(s), a private, loopback or otherwise non-public address
 * written as an IP (the outbound guard's rules) or a local name, and a URL naming no post.
 */
export function campaignPostUrl(input: string, addressPolicy: AddressPolicy): ParsedPostUrl {
  const url = trimPostUrl(input);
  if (!url) throw badRequest(CAMPAIGN_TEXT.pasteFullLink, 'url');
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const refusal = isIP(hostname)
    ? addressPolicy.refusalFor([hostname], 443)
    : LOCAL_NAMES.test(hostname) || !hostname.includes('.')
      ? badRequest(CAMPAIGN_TEXT.privateAddress, 'url')
      : null;
  if (refusal) throw badRequest(CAMPAIGN_TEXT.privateAddress, 'url');
  const post = parsePostUrl(url);
  if (!post) throw badRequest(CAMPAIGN_TEXT.notAPostLink, 'url');
  return { url, ...post };
}
