import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the search reaches the URL, and so the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field bound to a URL parameter: the field follows every key at once, the URL (and the
 * request it drives) only once typing pauses, so a word is one request rather than one per key.
 * A change of the URL from elsewhere (back button, a link) shows in the field. Writing the text
 * goes back to the first page.
 */
export function useDebouncedUrlText(
  key: string,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.get(key) ?? '';
  const [draft, setDraft] = useState(committed);
  // What this hook last wrote: a URL that differs from it came from elsewhere.
  const written = useRef(committed);

  useEffect(() => {
    if (committed === written.current) return;
    written.current = committed;
    setDraft(committed);
  }, [committed]);

  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => {
      written.current = draft;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (draft) next.set(key, draft);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, committed, key, delayMs, setSearchParams]);

  return [draft, setDraft];
}
