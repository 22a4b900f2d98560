import {
  type CreatorOAuthStore,
  json,
  type Reply,
  type Routes,
  tiktokError,
} from './creator-oauth-store';

// The TikTok Display API half of the creator-OAuth stand-in: the user's info and video list,
// with TikTok's `error: {code: 'ok'}` on success.

export function createTikTokRoutes(store: CreatorOAuthStore): Routes {
  const { state, live } = store;

  /** A read's answer, before the token is checked; null for a path that is not TikTok's. */
  function read(url: URL): Reply | null {
    const { id, username } = state.accounts.tiktok;
    switch (url.pathname) {
      case '/open.tiktokapis.com/v2/user/info/':
        return json(200, {
          data: { user: { open_id: id, display_name: username, username } },
          error: { code: 'ok', message: '' },
        });
      case '/open.tiktokapis.com/v2/video/list/':
        return json(200, {
          data: {
            videos: state.posts.tiktok.map((video) => ({
              id: video.id,
              title: video.caption,
              video_description: video.caption,
              create_time: Math.floor(new Date(video.timestamp).getTime() / 1000),
              share_url: `https://www.tiktok.com/@${username}/video/${video.id}`,
              view_count: video.views,
              like_count: video.likes,
              comment_count: video.comments,
              share_count: video.shares ?? 0,
            })),
            cursor: 0,
            has_more: false,
          },
          error: { code: 'ok', message: '', log_id: 'test' },
        });
    }
    return null;
  }

  return ({ url, bearer }) => {
    const answer = read(url);
    if (!answer) return null;
    return live(bearer) ? answer : tiktokError();
  };
}
