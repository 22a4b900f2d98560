import type { FetchUrl } from '../outbound';
import { type DataSourceAdapter, type ProviderReport, SourceError } from './data-source';
import {
  createInstagramApi,
  type InstagramDiscovery,
  type InstagramMedia,
  type InstagramOwnAccount,
  type InstagramRateGate,
} from './instagram-api';
import type { ProviderPost, ProviderPostType, ProviderSinglePost } from './types';

/** Recent media read per report: enough for stable averages, one call whatever the number. */
export const INSTAGRAM_RECENT_MEDIA = 12;
/**
 * A post looked up by its link is searched among the account's newest media only: Business
 * Discovery cannot read another account's media by id, so it pages the media, newest first, at
 * most this many pages of this size and stops at the first match. An older post is not found.
 */
export const POST_LOOKUP_PAGES = 4;
export const POST_LOOKUP_PAGE_SIZE = 50;
/**
 * Instagram's own rule is letters, digits, '.' and '_' up to 30; the length is looser here (the
 * test catalogue's handles run longer). The characters matter: the name sits inside a Graph
 * field expression, where a bracket or comma would change what is asked.
 */
const USERNAME = /^[a-z0-9._]{1,100}$/;

export type InstagramSourceOptions = {
  fetchUrl: FetchUrl;
  /** A Facebook user access token of someone managing a Page linked to a professional account. */
  accessToken: string;
  baseUrl?: string;
  /** Per call; SOURCE_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /** Shared by every source of the install unless given (see InstagramRateGate). */
  rateGate?: InstagramRateGate;
};

export type InstagramSource = DataSourceAdapter & {
  /**
   * A post of a professional account by its link's shortcode (`/p/<code>/`, `/reel/<code>/`),
   * with likes and comments (no views: other accounts' are not exposed); null when the account
   * cannot be discovered or the post is not among its newest media (see POST_LOOKUP_PAGES).
   */
  postByShortcode(username: string, shortcode: string): Promise<ProviderSinglePost | null>;
};

/**
 * Instagram Business Discovery as a data source: free, any professional (business or creator)
 * account's public figures and recent media by username, read through the organization's own
 * professional account. No search, no audience and no contacts: the API exposes none of them
 * for other accounts, and personal accounts not at all.
 */
export function createInstagramSource(options: InstagramSourceOptions): InstagramSource {
  const api = createInstagramApi(options);
  // Every lookup runs on the organization's own account; find it once per source.
  let own: Promise<InstagramOwnAccount> | null = null;
  const ownAccount = (): Promise<InstagramOwnAccount> => {
    if (own) return own;
    const pending = api.ownAccount().then((account) => {
      if (!account) {
        throw new SourceError(
          'invalid_key',
          'The access token has no linked Instagram professional account: none of the Facebook Pages its user manages is linked to an Instagram business or creator account',
        );
      }
      return account;
    });
    // A failure (an outage, a refused token) is not remembered: the next call asks again.
    pending.catch(() => {
      if (own === pending) own = null;
    });
    own = pending;
    return pending;
  };

  return {
    id: 'instagram',
    name: 'Instagram API',
    platforms: ['instagram'],
    offers: { search: false, audience: false, posts: true, contacts: false },
    // Business Discovery is free; calls only count against Meta's rate limits.
    costs: { search: 0, report: 0, unit: 'calls' },
    filters: [],

    async account() {
      // A live check of the key: ask again rather than answer what an earlier call found.
      own = null;
      const account = await ownAccount();
      return { label: account.username ?? account.id, creditsLeft: null };
    },

    async search() {
      throw new SourceError(
        'bad_request',
        'Instagram Business Discovery looks accounts up by username only; it has no search',
      );
    },

    async report(platform, handleOrId) {
      if (platform !== 'instagram') return null;
      const username = checkedUsername(handleOrId);
      const { id } = await ownAccount();
      const found = await api.businessDiscovery(id, username, INSTAGRAM_RECENT_MEDIA);
      return found ? toReport(found, username) : null;
    },

    async postByShortcode(handle, shortcode) {
      const username = checkedUsername(handle);
      const { id } = await ownAccount();
      let after: string | null = null;
      for (let page = 0; page < POST_LOOKUP_PAGES; page++) {
        const found = await api.mediaPage(id, username, POST_LOOKUP_PAGE_SIZE, after);
        if (!found) return null;
        const media = found.media.find((item) => shortcodeOf(item.permalink) === shortcode);
        if (media) {
          const [post] = toPost(media);
          return post ? { ...post, platform: 'instagram', platformUserId: found.accountId } : null;
        }
        if (!found.after) return null;
        after = found.after;
      }
      return null;
    },
  };
}

function checkedUsername(handle: string): string {
  const username = handle.trim().replace(/^@/, '').toLowerCase();
  if (!USERNAME.test(username)) throw new SourceError('bad_request', 'Not an Instagram username');
  return username;
}

/** "https://www.instagram.com/reel/C8xYz12/" -> "C8xYz12" (shortcodes are case-sensitive). */
function shortcodeOf(permalink: string | undefined): string | null {
  return (permalink && /\/(?:p|reels?|tv)\/([\w-]+)/.exec(permalink)?.[1]) || null;
}

function toReport(found: InstagramDiscovery, asked: string): ProviderReport {
  return {
    profile: {
      platform: 'instagram',
      platformUserId: found.id,
      username: found.username?.toLowerCase() ?? asked,
      fullName: found.name ?? null,
      bio: found.biography ?? null,
      avatarUrl: found.profile_picture_url ?? null,
      followers: found.followers_count ?? null,
      following: found.follows_count ?? null,
      postsCount: found.media_count ?? null,
      country: null,
      city: null,
      language: null,
      categories: [],
      verified: null,
    },
    posts: found.media
      .flatMap(toPost)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    audience: null,
    contacts: [],
    engagementRate: null,
  };
}

/** A media item without an id or a readable time cannot be counted or placed; it is left out. */
function toPost(media: InstagramMedia): ProviderPost[] {
  const publishedAt = new Date(media.timestamp ?? '');
  if (!media.id || Number.isNaN(publishedAt.getTime())) return [];
  const caption = media.caption ?? null;
  return [
    {
      platformPostId: media.id,
      type: postType(media),
      caption,
      hashtags: tagsIn(caption, '#'),
      mentions: tagsIn(caption, '@'),
      // Absent when the owner hides like counts.
      likes: media.like_count ?? 0,
      comments: media.comments_count ?? 0,
      // Business Discovery gives no view counts for other accounts' media.
      views: null,
      publishedAt,
    },
  ];
}

function postType(media: InstagramMedia): ProviderPostType {
  if (media.media_product_type === 'REELS') return 'reel';
  if (media.media_type === 'VIDEO') return 'video';
  if (media.media_type === 'CAROUSEL_ALBUM') return 'carousel';
  // IMAGE, and any kind the API adds later, is counted as a single picture.
  return 'photo';
}

/**
 * "#Vegan and #vegan with @Anna.Cooks" -> ['vegan'] / ['anna.cooks']: lower case, without the
 * sign, each once. Instagram hashtags are letters, digits and '_'; usernames also take '.'.
 */
function tagsIn(caption: string | null, sign: '#' | '@'): string[] {
  if (!caption) return [];
  const chars = sign === '#' ? '\\p{L}\\p{N}_' : '\\p{L}\\p{N}_.';
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}_])${sign}([${chars}]+)`, 'gu');
  const tags = [...caption.matchAll(pattern)].map((m) => m[1].replace(/\.+$/, '').toLowerCase());
  return [...new Set(tags.filter((tag) => tag !== ''))];
}
