import { describe, expect, it } from 'vitest';
import { isVideoSiteUrl, trimPostUrl } from './post-url';

describe('trimPostUrl', () => {
  it('cuts the query string of a social post URL', () => {
    expect(trimPostUrl('https://www.instagram.com/p/ABC123/?igsh=xyz&utm_source=ig')).toBe(
      'https://www.instagram.com/p/ABC123/',
    );
    expect(trimPostUrl('https://www.tiktok.com/@user/video/7300000000?is_from_webapp=1')).toBe(
      'https://www.tiktok.com/@user/video/7300000000',
    );
  });

  it('cuts the fragment too', () => {
    expect(trimPostUrl('https://example.com/post/1?a=1#comments')).toBe(
      'https://example.com/post/1',
    );
    expect(trimPostUrl('https://example.com/post/1#top')).toBe('https://example.com/post/1');
  });

  it('leaves a URL without query unchanged', () => {
    expect(trimPostUrl('https://www.instagram.com/p/ABC123/')).toBe(
      'https://www.instagram.com/p/ABC123/',
    );
  });

  it('trims surrounding whitespace', () => {
    expect(trimPostUrl('  https://www.instagram.com/p/ABC123/?x=1 \n')).toBe(
      'https://www.instagram.com/p/ABC123/',
    );
  });

  it('keeps the query of YouTube watch links, which holds the video id', () => {
    expect(trimPostUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    );
    expect(trimPostUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(trimPostUrl('https://youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('keeps the query and fragment of other video-site links', () => {
    expect(trimPostUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
    );
    expect(trimPostUrl('https://vimeo.com/123456?share=copy#t=10')).toBe(
      'https://vimeo.com/123456?share=copy#t=10',
    );
    expect(trimPostUrl('https://www.facebook.com/watch/?v=987654')).toBe(
      'https://www.facebook.com/watch/?v=987654',
    );
  });

  it('still cuts the query of Facebook posts that are not videos', () => {
    expect(trimPostUrl('https://www.facebook.com/brand/posts/123?mibextid=abc')).toBe(
      'https://www.facebook.com/brand/posts/123',
    );
  });

  it('normalises scheme and host to lowercase', () => {
    expect(trimPostUrl('HTTPS://WWW.Instagram.COM/p/ABC123/?x=1')).toBe(
      'https://www.instagram.com/p/ABC123/',
    );
  });

  it('returns null for malformed URLs and URLs without a scheme', () => {
    expect(trimPostUrl('')).toBeNull();
    expect(trimPostUrl('   ')).toBeNull();
    expect(trimPostUrl('not a url')).toBeNull();
    expect(trimPostUrl('instagram.com/p/ABC123')).toBeNull();
    expect(trimPostUrl('https://')).toBeNull();
  });

  it('returns null for schemes other than http and https', () => {
    expect(trimPostUrl('javascript:alert(1)')).toBeNull();
    expect(trimPostUrl('ftp://example.com/file?x=1')).toBeNull();
    expect(trimPostUrl('mailto:someone@example.com')).toBeNull();
  });

  it('accepts plain http', () => {
    expect(trimPostUrl('http://example.com/a?b=c')).toBe('http://example.com/a');
  });
});

describe('isVideoSiteUrl', () => {
  it('recognises video hosts and their subdomains', () => {
    expect(isVideoSiteUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isVideoSiteUrl('https://music.youtube.com/watch?v=x')).toBe(true);
    expect(isVideoSiteUrl('https://youtu.be/x')).toBe(true);
    expect(isVideoSiteUrl('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isVideoSiteUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVideoSiteUrl('https://www.dailymotion.com/video/x')).toBe(true);
    expect(isVideoSiteUrl('https://www.twitch.tv/videos/1')).toBe(true);
  });

  it('recognises Facebook video pages only', () => {
    expect(isVideoSiteUrl('https://www.facebook.com/watch?v=1')).toBe(true);
    expect(isVideoSiteUrl('https://www.facebook.com/watch/?v=1')).toBe(true);
    expect(isVideoSiteUrl('https://www.facebook.com/watchparty/1')).toBe(false);
    expect(isVideoSiteUrl('https://www.facebook.com/brand/posts/1')).toBe(false);
  });

  it('does not match look-alike hosts', () => {
    expect(isVideoSiteUrl('https://notyoutube.com/watch?v=x')).toBe(false);
    expect(isVideoSiteUrl('https://youtube.com.evil.example/watch?v=x')).toBe(false);
  });

  it('does not match social sites, malformed input or other schemes', () => {
    expect(isVideoSiteUrl('https://www.instagram.com/reel/ABC/')).toBe(false);
    expect(isVideoSiteUrl('not a url')).toBe(false);
    expect(isVideoSiteUrl('ftp://youtube.com/watch?v=x')).toBe(false);
  });

  it('accepts URL objects', () => {
    expect(isVideoSiteUrl(new URL('https://vimeo.com/1'))).toBe(true);
  });
});
