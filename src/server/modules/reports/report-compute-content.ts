import { MOST_MENTIONED_TOP } from '../../../common/constants';
import type { ReportPost } from './report-input';
import { count, percent, round2, sharesOf } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { note, type StoredReportData } from './report-snapshot';

type Content = StoredReportData['content'];

export const TOP_POSTS = 6;

/**
 * Hashtags that mark paid content (disclosure rules in English, German, Spanish and French
 * speaking markets), normalised like every tag here: lower case, without '#'.
 */
export const AD_HASHTAGS: ReadonlySet<string> = new Set([
  'ad',
  'ads',
  'advert',
  'advertisement',
  'sponsored',
  'sponsor',
  'spon',
  'partner',
  'paidpartnership',
  'paidpartner',
  'werbung',
  'anzeige',
  'publicidad',
  'publi',
  'publicite',
  'collaborationcommerciale',
]);

/** '#Summer' and 'summer', '@Anna' and 'anna' are one value. */
export const normaliseTag = (tag: string): string =>
  tag
    .trim()
    .replace(/^[#@]+/, '')
    .toLowerCase();

export const isSponsoredPost = (post: Pick<ReportPost, 'isSponsored' | 'hashtags'>): boolean =>
  post.isSponsored || post.hashtags.some((tag) => AD_HASHTAGS.has(normaliseTag(tag)));

/**
 * The most used values: counted once per post, most posts first, ties alphabetically so the
 * same posts always give the same top list.
 */
export function topValues(lists: string[][], limit = MOST_MENTIONED_TOP): Content['topMentions'] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const value of new Set(list.map(normaliseTag))) {
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([value, n]) => ({ value, count: n }));
}

export function topPostsOf(posts: ReportPost[], followers: number): Content['topPosts'] {
  return [...posts]
    .sort(
      (a, b) =>
        b.likes + b.comments - (a.likes + a.comments) ||
        b.publishedAt.getTime() - a.publishedAt.getTime() ||
        a.platformPostId.localeCompare(b.platformPostId),
    )
    .slice(0, TOP_POSTS)
    .map((post) => ({
      platformPostId: post.platformPostId,
      type: post.type,
      caption: post.caption,
      likes: post.likes,
      comments: post.comments,
      views: post.views,
      engagementRate: followers > 0 ? round2(((post.likes + post.comments) / followers) * 100) : 0,
      isSponsored: isSponsoredPost(post),
      publishedAt: post.publishedAt.toISOString(),
    }));
}

export function computeContent(posts: ReportPost[], followers: number): Content {
  const sponsoredCount = posts.filter(isSponsoredPost).length;
  const [sponsoredShare] = sharesOf([sponsoredCount, posts.length - sponsoredCount]);
  return {
    topPosts: topPostsOf(posts, followers),
    topMentions: topValues(posts.map((p) => p.mentions)),
    topHashtags: topValues(posts.map((p) => p.hashtags)),
    sponsoredCount,
    sponsoredShare,
    method: note(
      posts.length === 0
        ? METHOD_TEXT.contentNone
        : METHOD_TEXT.contentNote({
            count: count(posts.length),
            top: MOST_MENTIONED_TOP,
            sponsored: count(sponsoredCount),
            share: percent(sponsoredShare),
          }),
    ),
  };
}
