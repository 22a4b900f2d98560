import type { Platform } from '../../../common/constants';
import type {
  AudienceDimension,
  PostType,
  SocialAccountRow,
  SocialPostRow,
} from '../discovery/discovery.tables';

/**
 * What a report is computed from: one bank profile with its posts, follower snapshots and
 * audience, the engagement quartiles of its size band and its lookalikes. Plain data, so the
 * computation is pure and the test report can be built from a fixture without a database.
 */
export type ReportAccount = Pick<
  SocialAccountRow,
  | 'id'
  | 'platform'
  | 'username'
  | 'fullName'
  | 'bio'
  | 'avatarUrl'
  | 'followers'
  | 'following'
  | 'postsCount'
  | 'engagementRate'
  | 'avgLikes'
  | 'avgComments'
  | 'avgViews'
  | 'country'
  | 'city'
  | 'language'
  | 'categories'
  | 'isVerified'
  | 'isDemo'
  | 'source'
  | 'sourceFetchedAt'
  | 'accountType'
  | 'audienceCredibility'
>;

export type ReportPost = Pick<
  SocialPostRow,
  | 'platformPostId'
  | 'caption'
  | 'hashtags'
  | 'mentions'
  | 'likes'
  | 'comments'
  | 'views'
  | 'isSponsored'
  | 'publishedAt'
> & { type: PostType };

export type ReportSnapshot = { takenOn: string; followers: number };

/** One row of social_account_audience: share is 0 to 1. */
export type ReportAudienceRow = { dimension: AudienceDimension; value: string; share: number };

/** Engagement-rate quartiles of the bank's creators on one platform in one size band. */
export type PeerStats = {
  bandMin: number;
  bandMax: number | null;
  count: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
};

export type ReportSimilarInput = {
  accountId: string;
  platform: Platform;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number;
};

export type ReportInput = {
  account: ReportAccount;
  /** Any order. */
  posts: ReportPost[];
  /** Any order. */
  snapshots: ReportSnapshot[];
  audience: ReportAudienceRow[];
  /** Set when the audience came from the creator's connected account, not the bank's estimate. */
  audienceSource?: ConnectedAudienceSource;
  peers: PeerStats;
  similar: ReportSimilarInput[];
};

/** Where a connected audience came from: the platform, as of when it was read. */
export type ConnectedAudienceSource = { provider: string; asOf: Date };

/** A connected account's follower breakdown, for the reports of the profile it belongs to. */
export type ConnectedAudience = ConnectedAudienceSource & { rows: ReportAudienceRow[] };
