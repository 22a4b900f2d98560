import type { PostType } from '../discovery.tables';
import { acceptsWeekday, DAY_MS, isoDate, postingTime } from './calendar';
import { type DemoCreator, recentFollowers } from './profile';
import {
  chance,
  gaussian,
  intBetween,
  logNormalFactor,
  pick,
  pickWeighted,
  type Random,
  sample,
  seededRandom,
} from './random';

/**
 * Recent posts and a weekly follower history for audit reports. Both come from their own random
 * streams, so asking for more or fewer of them never changes the profile they belong to.
 */

export type DemoPost = {
  platformPostId: string;
  type: PostType;
  caption: string;
  hashtags: string[];
  mentions: string[];
  likes: number;
  comments: number;
  views: number | null;
  isSponsored: boolean;
  publishedAt: Date;
};

export type DemoSnapshot = {
  takenOn: string;
  followers: number;
  following: number;
  postsCount: number;
};

const POST_TYPES: Record<DemoCreator['account']['platform'], [PostType[], number[]]> = {
  instagram: [
    ['photo', 'carousel', 'reel'],
    [0.35, 0.25, 0.4],
  ],
  tiktok: [
    ['video', 'carousel'],
    [0.95, 0.05],
  ],
  youtube: [
    ['video', 'short'],
    [0.65, 0.35],
  ],
};
/** Reels and carousels outperform single photos; Shorts get fewer likes than long videos. */
const TYPE_REACH: Record<PostType, number> = {
  photo: 0.85,
  carousel: 1.1,
  reel: 1.25,
  video: 1,
  short: 0.7,
  story: 0.5,
};
const SPONSORED_SHARE = 0.08;
/** Posts are spread over the 90 days up to the last post. */
const POST_WINDOW_DAYS = 90;
const MAX_INT = 2_000_000_000;

export function demoPosts(creator: DemoCreator, count: number): DemoPost[] {
  if (count <= 0) return [];
  const next = seededRandom(creator.index, 'posts');
  const { account, niches, adTag } = creator;
  const [types, typeWeights] = POST_TYPES[account.platform];
  const organicTags = account.hashtags.filter((tag) => tag !== adTag);
  const posts: DemoPost[] = [];
  for (let k = 0; k < count; k++) {
    // The newest post is the profile's lastPostedAt; older ones fall on weighted weekdays.
    let publishedAt = account.lastPostedAt.getTime();
    if (k > 0) publishedAt = olderPostingTime(next, creator);
    const type = pickWeighted(next, types, typeWeights);
    const isSponsored = chance(next, SPONSORED_SHARE);
    const hashtags = sample(next, organicTags, intBetween(next, 2, 5));
    // Paid posts tag the creator's usual ad hashtag, if they use one; the flag marks them anyway.
    if (isSponsored && adTag) hashtags.push(adTag);
    const mentions = sample(
      next,
      account.mentions,
      isSponsored ? intBetween(next, 1, 2) : intBetween(next, 0, 1),
    );
    const reach = TYPE_REACH[type] * (isSponsored ? 0.8 : 1);
    const hasViews = account.platform !== 'instagram' || type === 'reel';
    const template = pick(next, pick(next, niches).captions);
    const withMentions =
      mentions.length > 0 ? ` with ${mentions.map((m) => `@${m}`).join(' ')}` : '';
    posts.push({
      platformPostId: `demo-${creator.index}-${k}`,
      type,
      caption: `${template}${withMentions}\n\n${hashtags.map((tag) => `#${tag}`).join(' ')}`,
      hashtags,
      mentions,
      likes: scaled(account.avgLikes, reach * logNormalFactor(next, 0.45)),
      comments: scaled(account.avgComments, reach * logNormalFactor(next, 0.5)),
      views: hasViews ? scaled(account.avgViews, reach * logNormalFactor(next, 0.5)) : null,
      isSponsored,
      publishedAt: new Date(publishedAt),
    });
  }
  return posts.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/**
 * A time on a weighted weekday within the window before the last post, at least two local days
 * before it (one day of margin for postingTime moving late western posts back a day).
 */
function olderPostingTime(next: Random, creator: DemoCreator): number {
  const daysBefore = () => creator.lastPostDaysAgo + 1 + intBetween(next, 1, POST_WINDOW_DAYS - 2);
  let daysAgo = daysBefore();
  while (!acceptsWeekday(next, creator.today - daysAgo * DAY_MS)) daysAgo = daysBefore();
  return postingTime(next, creator.today, daysAgo, creator.home.utcOffset);
}

const scaled = (average: number, factor: number): number =>
  Math.min(MAX_INT, Math.round(average * factor));

/**
 * Weekly follower counts, newest first: the newest (today) equals the profile's followers and the
 * last 30 days grow at exactly growthRate30d (compounded daily); before that a noisy drift.
 */
export function demoSnapshots(creator: DemoCreator, weeks: number): DemoSnapshot[] {
  if (weeks <= 0) return [];
  const next = seededRandom(creator.index, 'snapshots');
  const { account } = creator;
  const { growthRate30d } = creator;
  const dailyRate = Math.log(1 + growthRate30d / 100) / 30;
  // Before the last month, growth was a fraction of the recent pace (spikes are recent by nature).
  const earlierDailyRate = growthRate30d > 10 ? dailyRate * 0.05 : dailyRate * (0.3 + 0.7 * next());
  const postsPerWeek = 0.5 + 6 * next() ** 2;
  const monthAgo = account.followers * Math.exp(-30 * dailyRate);
  let drift = 0;
  const snapshots: DemoSnapshot[] = [];
  for (let week = 0; week < weeks; week++) {
    const daysAgo = week * 7;
    let followers: number;
    if (daysAgo <= 30) {
      followers = recentFollowers(account.followers, growthRate30d, daysAgo);
    } else {
      drift += 0.01 * gaussian(next);
      followers = monthAgo * Math.exp(-(daysAgo - 30) * earlierDailyRate + drift);
    }
    snapshots.push({
      takenOn: isoDate(creator.today - daysAgo * DAY_MS),
      followers: Math.max(1, Math.round(followers)),
      following: Math.max(0, Math.round(account.following * (1 - 0.002 * week))),
      postsCount: Math.max(0, Math.round(account.postsCount - week * postsPerWeek)),
    });
  }
  return snapshots;
}
