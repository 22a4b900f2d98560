// Keeps <html> (theme variables) and <head> (title, favicon) in step with the UI store. Runs as a
// store subscription, not in a React effect, so a new colour lands before the next paint.

import { PRODUCT_NAME } from '../lib/brand';
import { applyThemeColors } from './theme';
import { type UiState, useUiStore } from './ui-store';

const DEFAULT_FAVICON = '/favicon.svg';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

function applyHeadTags(state: UiState): void {
  // Head tags wait for the white-label check: an agency's domain must not flash our brand.
  if (!state.checkWhiteLabel) return;
  document.title = state.agencyName ?? PRODUCT_NAME;
  // An agency without its own favicon keeps the neutral one rather than showing ours.
  if (state.favicon) setFavicon(state.favicon);
  else if (!state.agencyName) setFavicon(DEFAULT_FAVICON);
}

export function syncDocumentWithUiStore(): () => void {
  const initial = useUiStore.getState();
  applyThemeColors(initial.colors, document.documentElement);
  applyHeadTags(initial);

  return useUiStore.subscribe((state, previous) => {
    if (state.colors !== previous.colors) applyThemeColors(state.colors, document.documentElement);
    if (
      state.checkWhiteLabel !== previous.checkWhiteLabel ||
      state.agencyName !== previous.agencyName ||
      state.favicon !== previous.favicon
    ) {
      applyHeadTags(state);
    }
  });
}
