import {
  type CreatorOAuthStore,
  googleError,
  json,
  type Reply,
  type Routes,
} from './creator-oauth-store';

// The YouTube Data and Analytics API half of the creator-OAuth stand-in: the channel, its uploads
// playlist, the videos' counts and their minutes watched.

export function createYouTubeRoutes(store: CreatorOAuthStore): Routes {
  const { state, live } = store;

  /** A read's answer, before the token is checked; null for a path that is not YouTube's. */
  function read(url: URL): Reply | null {
    const videos = state.posts.youtube;
    switch (url.pathname) {
      case '/www.googleapis.com/youtube/v3/channels': {
        const { id, username } = state.accounts.youtube;
        return json(200, {
          items: [
            {
              id,
              snippet: { title: username, customUrl: `@${username.toLowerCase()}` },
              contentDetails: { relatedPlaylists: { uploads: `UU${id.slice(2)}` } },
            },
          ],
        });
      }
      case '/www.googleapis.com/youtube/v3/playlistItems':
        return json(200, {
          items: videos.map((video) => ({
            contentDetails: { videoId: video.id, videoPublishedAt: video.timestamp },
          })),
        });
      case '/www.googleapis.com/youtube/v3/videos': {
        const ids = (url.searchParams.get('id') ?? '').split(',');
        return json(200, {
          items: videos
            .filter((video) => ids.includes(video.id))
            .map((video) => ({
              id: video.id,
              snippet: { publishedAt: video.timestamp, title: video.caption },
              statistics: {
                viewCount: String(video.views),
                likeCount: String(video.likes),
                commentCount: String(video.comments),
              },
            })),
        });
      }
      case '/youtubeanalytics.googleapis.com/v2/reports': {
        const ids = (url.searchParams.get('filters') ?? '').replace(/^video==/, '').split(',');
        return json(200, {
          kind: 'youtubeAnalytics#resultTable',
          columnHeaders: [
            { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
            { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
            { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
          ],
          rows: videos
            .filter((video) => ids.includes(video.id))
            .map((video) => [video.id, video.views, video.watchMinutes ?? 0]),
        });
      }
    }
    return null;
  }

  return ({ url, bearer }) => {
    const answer = read(url);
    if (!answer) return null;
    return live(bearer) ? answer : googleError();
  };
}
