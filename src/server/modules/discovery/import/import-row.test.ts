import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, parseImportRow } from './import-row';

const base = { platform_user_id: '17841400', username: 'anna' };
const reasonOf = (cells: Record<string, unknown>) => {
  const result = parseImportRow({ ...base, ...cells });
  return result.ok ? 'accepted' : result.reason;
};
const profileOf = (cells: Record<string, unknown>) => {
  const result = parseImportRow({ ...base, ...cells });
  if (!result.ok) throw new Error(result.reason);
  return result.profile;
};

describe('parseImportRow', () => {
  it('accepts a full CSV row, normalised as the bank stores it', () => {
    expect(
      profileOf({
        platform_user_id: ' 17841400 ',
        username: ' @@anna.k ',
        full_name: ' Anna K ',
        bio: 'Vienna, food',
        avatar_url: 'https://cdn.example.com/a.png',
        followers: ' 1520 ',
        following: '0',
        posts_count: '+12',
        engagement_rate: '3.5',
        avg_likes: '1e2',
        avg_comments: '7',
        avg_views: '2000',
        country: ' at ',
        city: 'Vienna',
        language: 'DE',
        gender: ' Female ',
        age_group: '25-34',
        account_type: 'CREATOR',
        categories: '#Food; travel;;FOOD',
        hashtags: '#vienna',
        mentions: '@@friend',
        verified: ' Yes ',
        email: 'Anna@Example.org; b@example.org ;',
        phone: '+43 660 1234567',
        last_post_at: '2026-05-01T12:00:00Z',
      }),
    ).toMatchObject({
      platformUserId: '17841400',
      username: 'anna.k',
      fullName: 'Anna K',
      avatarUrl: 'https://cdn.example.com/a.png',
      followers: 1520,
      following: 0,
      postsCount: 12,
      engagementRate: 3.5,
      avgLikes: 100,
      country: 'AT',
      language: 'de',
      gender: 'female',
      ageGroup: '25-34',
      accountType: 'creator',
      categories: ['food', 'travel'],
      hashtags: ['vienna'],
      mentions: ['friend'],
      isVerified: true,
      emails: ['anna@example.org', 'b@example.org'],
      hasEmail: true,
      phones: ['+43 660 1234567'],
      hasPhone: true,
      lastPostedAt: new Date('2026-05-01T12:00:00Z'),
    });
  });

  it('accepts JSON values: numbers, booleans and lists', () => {
    expect(
      profileOf({
        platform_user_id: 42,
        followers: 5000,
        engagement_rate: 0,
        verified: false,
        categories: ['#Food', 'food', ' '],
        phone: 436601234567,
      }),
    ).toMatchObject({
      platformUserId: '42',
      followers: 5000,
      engagementRate: 0,
      isVerified: false,
      categories: ['food'],
      phones: ['436601234567'],
    });
  });

  it('treats empty cells and nulls as not given, and estimates the rate from the averages', () => {
    expect(
      profileOf({
        bio: '  ',
        country: null,
        followers: '5000',
        avg_likes: '200',
        avg_comments: '50',
      }),
    ).toMatchObject({ bio: null, country: null, engagementRate: 5, emails: [], hasEmail: false });
  });

  it.each([
    ['followers: must be a whole number ≥ 0', { followers: '-1' }],
    ['followers: must be a whole number ≥ 0', { followers: '1.5' }],
    ['followers: must be a whole number ≥ 0', { followers: 'many' }],
    ['followers: must be a whole number ≥ 0', { followers: '1e400' }],
    ['posts_count: must be a whole number from 0 to 2147483647', { posts_count: '2147483648' }],
    ['engagement_rate: must be a number from 0 to 100 (percent)', { engagement_rate: '100.5' }],
    ['full_name: must be text', { full_name: 7 }],
    ['city: must be at most 120 characters', { city: 'x'.repeat(121) }],
    ['avatar_url: must be an http or https URL', { avatar_url: 'ftp://example.com/a.png' }],
    ['country: must be an ISO 3166-1 alpha-2 code such as AT', { country: 'AUT' }],
    ['language: must be an ISO 639 code such as de', { language: 'd' }],
    ['gender: must be one of female, male, other', { gender: 'f' }],
    ['verified: must be true or false', { verified: 'maybe' }],
    ['categories: must be a list of text', { categories: [1] }],
    ['hashtags: entries must be at most 100 characters', { hashtags: 'x'.repeat(101) }],
    ['email: must be an email address (several separated by ;)', { email: 'a@b.co; nope' }],
    [
      'phone: must be a phone number: digits, spaces and + - ( ) (several separated by ;)',
      { phone: '12-34' },
    ],
    [
      'last_post_at: must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z',
      { last_post_at: '2026-13-45' },
    ],
    ['username: must be 1 to 100 characters without spaces', { username: '@' }],
    ['username: must be 1 to 100 characters without spaces', { username: 'two words' }],
    ['platform_user_id: required', { platform_user_id: true }],
  ])('refuses with "%s"', (reason, cells) => {
    expect(reasonOf(cells)).toBe(reason);
  });

  it('lists every reason of a row in the order of the columns, each once', () => {
    const categories = Array.from({ length: 21 }, (_, i) => `${'n'.repeat(61)}${i}`).join(';');
    expect(
      parseImportRow({ last_post_at: 'soon', categories, followers: '-1', folowers: '3' }),
    ).toEqual({
      ok: false,
      reason:
        'platform_user_id: required; username: required; followers: must be a whole number ≥ 0; ' +
        'categories: must have at most 20 entries; categories: entries must be at most 60 characters; ' +
        'categories: entries must be at most 1200 bytes together in UTF-8 (1200 Latin letters, fewer in scripts that take more bytes a character); ' +
        'last_post_at: must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z; unknown field: folowers',
    });
  });

  it('refuses fields named like properties of every object as unknown', () => {
    const cells = JSON.parse(
      '{"platform_user_id":"1","username":"a","__proto__":{"followers":9},"constructor":5}',
    );
    expect(parseImportRow(cells)).toEqual({
      ok: false,
      reason: 'unknown fields: __proto__, constructor',
    });
  });

  it('knows every documented column', () => {
    expect(IMPORT_COLUMNS).toEqual([
      'platform_user_id',
      'username',
      'full_name',
      'bio',
      'avatar_url',
      'followers',
      'following',
      'posts_count',
      'engagement_rate',
      'avg_likes',
      'avg_comments',
      'avg_views',
      'country',
      'city',
      'language',
      'gender',
      'age_group',
      'account_type',
      'categories',
      'hashtags',
      'mentions',
      'verified',
      'email',
      'phone',
      'last_post_at',
    ]);
  });
});
