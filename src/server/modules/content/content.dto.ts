import type { ContentDto } from '../../../common/api/content';
import { type UrlSignature, withSignature } from '../media';
import type { ContentView } from './content.repository';

export type ContentFileKind = 'media' | 'thumbnail';

/** Where a stored file of a content opens with a signature instead of a session (see stories.routes). */
export const signedFilePath = (contentId: string, which: ContentFileKind) =>
  `/api/v1/public/content/${contentId}/${which}`;

/** What a file's signature covers: the organization, the content and which of its files. */
export const fileSubject = (orgId: string, contentId: string, which: ContentFileKind) =>
  `content:${orgId}:${contentId}:${which}`;

export type SignFile = (subject: string) => UrlSignature;

/**
 * (likes + comments + shares) per follower in percent, 2 decimals. Null when the creator has no
 * followers in the bank or the content has none of the counts (a story with views only).
 */
export function engagementRateOf(view: {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  followers: number;
}): number | null {
  if (view.followers <= 0) return null;
  if (view.likes === null && view.comments === null && view.shares === null) return null;
  const interactions = (view.likes ?? 0) + (view.comments ?? 0) + (view.shares ?? 0);
  return Math.round((interactions / view.followers) * 10_000) / 100;
}

/** Hashtags of a caption, lower case without the #, each once, in order of appearance. */
export function hashtagsOf(caption: string | null | undefined): string[] {
  if (!caption) return [];
  const tags = [...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1].toLowerCase());
  return [...new Set(tags)];
}

export function toContentDto(
  view: ContentView,
  sign: SignFile,
  lists: { _id: string; name: string }[] = [],
): ContentDto {
  // Signed, so <img> and <video> load them: neither can send X-Access-Token.
  const fileUrl = (which: ContentFileKind) =>
    withSignature(signedFilePath(view.id, which), sign(fileSubject(view.orgId, view.id, which)));
  return {
    _id: view.id,
    profileId: view.profileId,
    username: view.username,
    fullName: view.fullName,
    avatarUrl: view.avatarUrl,
    platform: view.platform,
    type: view.type,
    source: view.source,
    url: view.url,
    caption: view.caption,
    hashtags: view.hashtags,
    likes: view.likes,
    comments: view.comments,
    views: view.views,
    shares: view.shares,
    reach: view.reach,
    replies: view.replies,
    taps: view.taps,
    watchMinutes: view.watchMinutes,
    engagementRate: engagementRateOf(view),
    publishedAt: view.publishedAt.toISOString(),
    campaignId: view.campaignId,
    mediaUrl: view.mediaKey ? fileUrl('media') : null,
    thumbnailUrl: view.thumbnailKey ? fileUrl('thumbnail') : null,
    lists,
  };
}
