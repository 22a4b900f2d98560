import sharp from 'sharp';
import { type CreatorOAuthStore, graphError, json, type Routes } from './creator-oauth-store';

// The Instagram Graph API half of the creator-OAuth stand-in: the account, its stories with a
// real JPEG on the CDN for each, its media, the follower demographics and each media's insights.

const GRAPH = '/graph.instagram.com/v21.0';

export async function createInstagramRoutes(store: CreatorOAuthStore): Promise<Routes> {
  const { state, live } = store;
  const storyJpeg = await sharp({
    create: { width: 1080, height: 1920, channels: 3, background: '#c0392b' },
  })
    .jpeg()
    .toBuffer();

  /** `follower_demographics` for one breakdown, from the audience's counts. */
  function demographics(url: URL) {
    const breakdown = url.searchParams.get('breakdown') as keyof typeof state.audience;
    if (url.searchParams.get('metric') !== 'follower_demographics' || !state.audience[breakdown]) {
      return json(400, { error: { message: 'Invalid metric or breakdown', code: 100 } });
    }
    return json(200, {
      data: [
        {
          name: 'follower_demographics',
          period: 'lifetime',
          total_value: {
            breakdowns: [
              {
                dimension_keys: [breakdown],
                results: Object.entries(state.audience[breakdown]).map(([value, count]) => ({
                  dimension_values: [value],
                  value: count,
                })),
              },
            ],
          },
        },
      ],
    });
  }

  /** A post's or a story's insights, in the shapes Graph gives each. */
  function mediaInsights(mediaId: string) {
    const post = state.posts.instagram.find((entry) => entry.id === mediaId);
    if (post) {
      const metric = (name: string, value: number) => ({
        name,
        period: 'lifetime',
        values: [{ value }],
      });
      return json(200, {
        data: [
          metric('views', post.views),
          metric('reach', post.reach ?? 0),
          metric('shares', post.shares ?? 0),
        ],
      });
    }
    const story = state.stories.find((entry) => entry.id === mediaId);
    if (!story) return null;
    const metric = (name: string, value: number) => ({
      name,
      period: 'lifetime',
      values: [{ value }],
      id: `${story.id}/insights/${name}/lifetime`,
    });
    return json(200, {
      data: [
        metric('views', story.views),
        metric('reach', story.reach),
        metric('replies', story.replies),
        { name: 'navigation', period: 'lifetime', total_value: { value: story.taps } },
      ],
    });
  }

  /** A Graph read's answer, before the token is checked; null for a path Graph does not know. */
  function read(url: URL) {
    const account = state.accounts.instagram;
    switch (url.pathname) {
      case `${GRAPH}/me`:
        return json(200, { user_id: account.id, username: account.username, id: account.id });
      case `${GRAPH}/${account.id}/stories`:
        return json(200, {
          data: state.stories.map((story) => ({
            id: story.id,
            media_type: 'IMAGE',
            permalink: `https://www.instagram.com/stories/${account.username}/${story.id}/`,
            media_url: `${state.baseUrl}/scontent.cdninstagram.com/v/${story.id}.jpg`,
            timestamp: story.timestamp,
            caption: story.caption,
          })),
        });
      case `${GRAPH}/${account.id}/media`:
        return json(200, {
          data: state.posts.instagram.map((post) => ({
            id: post.id,
            caption: post.caption,
            media_type: post.kind === 'REELS' ? 'VIDEO' : (post.kind ?? 'IMAGE'),
            media_product_type: post.kind === 'REELS' ? 'REELS' : 'FEED',
            permalink: `https://www.instagram.com/p/${post.id}/`,
            timestamp: post.timestamp,
            like_count: post.likes,
            comments_count: post.comments,
          })),
        });
      case `${GRAPH}/${account.id}/insights`:
        return demographics(url);
    }
    const insights = /^\/graph\.instagram\.com\/v21\.0\/([^/]+)\/insights$/.exec(url.pathname);
    return insights ? mediaInsights(insights[1]) : null;
  }

  return ({ url }) => {
    // The CDN of story files: a small real JPEG for each story that is up.
    const file = /^\/scontent\.cdninstagram\.com\/v\/(\d+)\.jpg$/.exec(url.pathname);
    if (file && state.stories.some((story) => story.id === file[1])) {
      return { status: 200, jpeg: storyJpeg };
    }
    const answer = read(url);
    if (!answer) return null;
    return live(url.searchParams.get('access_token')) ? answer : graphError();
  };
}
