import { defineText } from '../../http/i18n/text';

/** YouTube Data API failures, said so an operator knows what to do ({message} is YouTube's). */
export const SOCIAL_DATA_TEXT = defineText('social-data', {
  youtubeUnexpected: {
    en: 'YouTube Data API: unexpected {what} answer ({problem})',
    de: 'YouTube Data API: unerwartete Antwort auf {what} ({problem})',
  },
  youtubeQuota: {
    en: 'YouTube Data API quota exceeded ({reason}): {message}. The daily quota resets at midnight Pacific Time.',
    de: 'Kontingent der YouTube Data API erschöpft ({reason}): {message}. Das Tageskontingent wird um Mitternacht pazifischer Zeit zurückgesetzt.',
  },
  youtubeKeyRefused: {
    en: 'YouTube Data API refused the API key ({reason}): {message}. Check YOUTUBE_API_KEY.',
    de: 'Die YouTube Data API hat den API-Schlüssel abgelehnt ({reason}): {message}. Prüfen Sie YOUTUBE_API_KEY.',
  },
  youtubeAnswered: {
    en: 'YouTube Data API answered {status}: {message}',
    de: 'Die YouTube Data API antwortete {status}: {message}',
  },
  youtubeAnsweredReason: {
    en: 'YouTube Data API answered {status} ({reason}): {message}',
    de: 'Die YouTube Data API antwortete {status} ({reason}): {message}',
  },
});
