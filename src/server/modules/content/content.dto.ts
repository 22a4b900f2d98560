import type { ContentView } from './content.repository';
import type { ContentDto } from './content.schemas';

const API_BASE = '/api/v1/customer/content';

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
  lists: { _id: string; name: string }[] = [],
): ContentDto {
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
    engagementRate: engagementRateOf(view),
    publishedAt: view.publishedAt.toISOString(),
    campaignId: view.campaignId,
    mediaUrl: view.mediaKey ? `${API_BASE}/${view.id}/media` : null,
    thumbnailUrl: view.thumbnailKey ? `${API_BASE}/${view.id}/thumbnail` : null,
    lists,
  };
}
