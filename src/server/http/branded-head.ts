import { escapeAttribute } from './open-graph';

/** What the head of the SPA's page shows on a white-labelled host. */
export type BrandedHead = { title: string; faviconUrl: string | null; themeColor: string | null };

/**
 * index.html with an agency's title, favicon and theme colour, so the first paint on its domain
 * (tab, boot cover, bookmarks) never shows ours. The page ships a neutral `<title>` and icon; on
 * other hosts they stay as they are until the white-label check answers in the browser.
 */
export function withBrandedHead(indexHtml: string, head: BrandedHead): string {
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    head.faviconUrl ? `<link rel="icon" href="${escapeAttribute(head.faviconUrl)}">` : '',
    head.themeColor
      ? `<meta name="theme-color" content="${escapeAttribute(head.themeColor)}">`
      : '',
  ].join('');
  // Replacer functions: an agency name must never be read as a replacement pattern ($&, $').
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<link rel="icon" href="data:,"\s*\/?>/, () => '')
    .replace('</head>', () => `${tags}</head>`);
}
