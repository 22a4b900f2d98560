// The server's vocabularies and limits for contents, stories and the calendar
// (src/server/modules/content/*.schemas.ts, story-media.ts), checked here before sending.

export const CONTENT_TYPES = ['photo', 'video', 'carousel', 'reel', 'short', 'story'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Where a content came from: the data provider, the creator's own connected account, a member. */
export type ContentSource = 'bank' | 'tracking' | 'upload' | 'connected';
export type ContentSourceLabel = 'connected' | 'provider' | 'manual';

/** Bank and story tracking both come from the data provider; members see one name for them. */
export function contentSourceLabel(source: ContentSource): ContentSourceLabel {
  if (source === 'connected') return 'connected';
  return source === 'upload' ? 'manual' : 'provider';
}

export const SCHEDULED_STATUSES = ['planned', 'submitted', 'approved', 'published'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

/** Status colours of calendar chips; the status is always written out too. */
export const SCHEDULED_STATUS_COLORS: Record<
  ScheduledStatus,
  { background: string; text: string }
> = {
  planned: { background: '#e2e8f0', text: '#1e293b' },
  submitted: { background: '#fef3c7', text: '#78350f' },
  approved: { background: '#dbeafe', text: '#1e3a8a' },
  published: { background: '#d1fae5', text: '#064e3b' },
};

export const STORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STORY_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const MAX_STORY_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_STORY_VIDEO_BYTES = 100 * 1024 * 1024;
export const STORY_ACCEPT = [...STORY_IMAGE_TYPES, ...STORY_VIDEO_TYPES].join(',');

export type StoryFileProblem = 'type' | 'imageSize' | 'videoSize' | null;

/** What the server would refuse about a file (it checks the bytes too; this saves an upload). */
export function storyFileProblem(file: { type: string; size: number }): StoryFileProblem {
  if ((STORY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return file.size > MAX_STORY_IMAGE_BYTES ? 'imageSize' : null;
  }
  if ((STORY_VIDEO_TYPES as readonly string[]).includes(file.type)) {
    return file.size > MAX_STORY_VIDEO_BYTES ? 'videoSize' : null;
  }
  return 'type';
}

/** Ids the server takes (campaignId, listId, profileId) are UUIDs. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
