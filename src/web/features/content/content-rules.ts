// How contents, stories and the calendar are shown, and the contract's story limits
// (src/common/api/content.ts) checked here before sending.

import {
  type ContentSource,
  MAX_STORY_IMAGE_BYTES,
  MAX_STORY_VIDEO_BYTES,
} from '../../../common/api/content';
import type { ScheduledStatus } from '../../../common/api/scheduled-content';

export type ContentSourceLabel = 'connected' | 'provider' | 'manual';

/** Bank and story tracking both come from the data provider; members see one name for them. */
export function contentSourceLabel(source: ContentSource): ContentSourceLabel {
  if (source === 'connected') return 'connected';
  return source === 'upload' ? 'manual' : 'provider';
}

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
