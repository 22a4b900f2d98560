import type { FetchUrl } from '../outbound';
import type { ProviderPost, ProviderProfile, SocialDataProvider, SocialPlatform } from './types';
import {
  type ChannelRef,
  createYoutubeApi,
  parseChannelRef,
  type YoutubeChannel,
  type YoutubeVideo,
} from './youtube-api';

/** Recent videos read per channel unless asked otherwise: enough for stable averages. */
export const YOUTUBE_RECENT_VIDEOS = 12;

export type YoutubeProviderOptions = {
  fetchUrl: FetchUrl;
  apiKey: string;
  baseUrl?: string;
};

/**
 * YouTube as a social data provider: channel statistics and recent videos from the Data API v3.
 * It knows only YouTube, has no stories and no contacts (the API does not expose them), and
 * searches only exact handles (the API's free-text search costs 100 quota units a call).
 */
export function createYoutubeProvider(options: YoutubeProviderOptions): SocialDataProvider {
  const api = createYoutubeApi(options);
  // posts() needs the channel's uploads playlist; profile() usually just read it.
  const uploadsByChannel = new Map<string, string>();

  async function channel(ref: ChannelRef): Promise<YoutubeChannel | null> {
    const found = await api.channel(ref);
    const uploads = found?.contentDetails?.relatedPlaylists?.uploads;
    if (found && uploads) uploadsByChannel.set(found.id, uploads);
    return found;
  }

  return {
    name: 'youtube',

    async search({ platform, keywords }) {
      if (platform !== 'youtube' || !keywords) return [];
      const ref = parseChannelRef(keywords);
      const found = ref ? await channel(ref) : null;
      return found ? [toProfile(found)] : [];
    },

    async profile(platform, idOrHandle) {
      if (platform !== 'youtube') return null;
      const ref = parseChannelRef(idOrHandle);
      const found = ref ? await channel(ref) : null;
      return found ? toProfile(found) : null;
    },

    async posts(
      platform: SocialPlatform,
      channelId: string,
      { limit = YOUTUBE_RECENT_VIDEOS } = {},
    ) {
      if (platform !== 'youtube') return [];
      let uploads = uploadsByChannel.get(channelId);
      if (!uploads) {
        await channel({ id: channelId });
        uploads = uploadsByChannel.get(channelId);
      }
      if (!uploads) return [];
      const ids = await api.recentVideoIds(uploads, limit);
      const videos = await api.videos(ids);
      return videos.map(toPost).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    },

    async stories() {
      return [];
    },

    /** GET /videos?id=..&part=snippet,statistics: one quota unit. */
    async post(platform, videoId) {
      if (platform !== 'youtube') return null;
      const [video] = await api.videos([videoId]);
      if (!video) return null;
      return {
        ...toPost(video),
        platform: 'youtube',
        platformUserId: video.snippet.channelId ?? null,
      };
    },

    async contacts() {
      return [];
    },
  };
}

function toProfile(channel: YoutubeChannel): ProviderProfile {
  const { snippet, statistics } = channel;
  const thumbnails = snippet.thumbnails ?? {};
  return {
    platform: 'youtube',
    platformUserId: channel.id,
    // customUrl is the channel's handle ("@name"); older channels may have none.
    username: snippet.customUrl?.replace(/^@/, '') || channel.id,
    fullName: snippet.title || null,
    bio: snippet.description || null,
    avatarUrl: (thumbnails.high ?? thumbnails.medium ?? thumbnails.default)?.url ?? null,
    followers: statistics?.hiddenSubscriberCount ? null : (statistics?.subscriberCount ?? null),
    following: null,
    postsCount: statistics?.videoCount ?? null,
    country: snippet.country?.toUpperCase() ?? null,
    city: null,
    language: snippet.defaultLanguage?.split('-')[0].toLowerCase() ?? null,
    categories: [],
    verified: null,
  };
}

function toPost(video: YoutubeVideo): ProviderPost {
  const text = `${video.snippet.title ?? ''}\n${video.snippet.description ?? ''}`;
  return {
    platformPostId: video.id,
    type: 'video',
    caption: video.snippet.title ?? null,
    hashtags: tagsIn(text, '#'),
    mentions: tagsIn(text, '@'),
    likes: video.statistics?.likeCount ?? 0,
    comments: video.statistics?.commentCount ?? 0,
    views: video.statistics?.viewCount ?? null,
    publishedAt: new Date(video.snippet.publishedAt),
  };
}

/** "#Vegan and #vegan" -> ['vegan']: lower case, without the sign, each once. */
function tagsIn(text: string, sign: '#' | '@'): string[] {
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}_])${sign}([\\p{L}\\p{N}_.]{2,100})`, 'gu');
  const tags = [...text.matchAll(pattern)].map((m) => m[1].replace(/\.+$/, '').toLowerCase());
  return [...new Set(tags)];
}
