import type { FetchUrl } from '../outbound';

const MAX_ANSWER_BYTES = 64 * 1024;

export type BitlyShortener = { shorten(longUrl: string): Promise<string> };

/** Bitly's answer to POST /v4/shorten (200 when the link existed, 201 when created). */
type ShortenAnswer = { link?: unknown; message?: unknown; description?: unknown };

/**
 * Shortens URLs with the Bitly API v4 (https://dev.bitly.com/api-reference#createBitlink), through
 * the guarded outbound fetch. Failures throw; the caller decides that a link works without Bitly.
 */
export function createBitlyShortener(deps: {
  fetchUrl: FetchUrl;
  token: string;
  baseUrl?: string;
}): BitlyShortener {
  const baseUrl = (deps.baseUrl ?? 'https://api-ssl.bitly.com/v4').replace(/\/$/, '');

  async function shorten(longUrl: string): Promise<string> {
    const response = await deps.fetchUrl(`${baseUrl}/shorten`, {
      maxBytes: MAX_ANSWER_BYTES,
      accept: 'application/json',
      acceptErrorStatus: true,
      request: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${deps.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ long_url: longUrl }),
      },
    });
    const answer = parseAnswer(response.body);
    if (response.status >= 400) {
      const reason = [answer?.message, answer?.description].filter(Boolean).join(': ');
      throw new Error(`Bitly answered ${response.status}${reason ? ` (${reason})` : ''}`);
    }
    if (typeof answer?.link !== 'string' || !/^https?:\/\//.test(answer.link)) {
      throw new Error('Bitly answered without a link');
    }
    return answer.link;
  }

  return { shorten };
}

function parseAnswer(body: Buffer): ShortenAnswer | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as ShortenAnswer) : null;
  } catch {
    return null;
  }
}
