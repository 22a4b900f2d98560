// Plain types shared by every social data provider. Integrations sit below modules, so these are
// not the bank's table rows: the discovery module maps them onto its tables.

export type SocialPlatform = 'instagram' | 'tiktok' | 'youtube';

export type ProviderPostType = 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';

/** A creator's profile as a provider knows it; absent values are null (unknown), never guessed. */
export type ProviderProfile = {
  platform: SocialPlatform;
  /** The platform's stable id (a YouTube channel id); usernames can change, this cannot. */
  platformUserId: string;
  username: string;
  fullName: string | null;
  bio: string | null;
  avatarUrl: string | null;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  country: string | null;
  city: string | null;
  language: string | null;
  categories: string[];
  verified: boolean | null;
};

export type ProviderPost = {
  platformPostId: string;
  type: ProviderPostType;
  caption: string | null;
  /** Lower case, without the # or @. */
  hashtags: string[];
  mentions: string[];
  likes: number;
  comments: number;
  views: number | null;
  publishedAt: Date;
};

/** One post looked up by its id, with who published it when the source says. */
export type ProviderSinglePost = ProviderPost & {
  platform: SocialPlatform;
  /** The author's platform user id (a YouTube channel id); null when the source does not say. */
  platformUserId: string | null;
};

export type ProviderStory = {
  platformStoryId: string;
  mediaUrl: string | null;
  views: number | null;
  publishedAt: Date;
};

export type ProviderContact = { kind: 'email' | 'phone'; value: string };

export type ProviderSearch = {
  platform: SocialPlatform;
  /** Words in username, name or bio; a provider may only answer exact handles. */
  keywords?: string;
  limit?: number;
};

/**
 * One interface for every source of creator data (ARCHITECTURE "Social data"): the local bank
 * (default), the YouTube Data API, a commercial vendor. `profile` takes the platform's user id
 * or a handle ('@name'); it answers null when the source does not know the creator.
 */
export type SocialDataProvider = {
  readonly name: string;
  search(query: ProviderSearch): Promise<ProviderProfile[]>;
  profile(platform: SocialPlatform, idOrHandle: string): Promise<ProviderProfile | null>;
  /** Most recent first. */
  posts(
    platform: SocialPlatform,
    platformUserId: string,
    options?: { limit?: number },
  ): Promise<ProviderPost[]>;
  stories(platform: SocialPlatform, platformUserId: string): Promise<ProviderStory[]>;
  /**
   * One post by the platform's post id (campaign posts added by URL); null when the source does
   * not know it. Optional: a source that cannot look single posts up leaves it out.
   */
  post?(platform: SocialPlatform, platformPostId: string): Promise<ProviderSinglePost | null>;
  contacts(platform: SocialPlatform, platformUserId: string): Promise<ProviderContact[]>;
};
