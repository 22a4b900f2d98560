/** What a link preview shows (Open Graph and Twitter card tags). */
export type PagePreview = { title: string; description: string; url: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * The SPA's index page with preview tags for one shared page. Crawlers that build link previews
 * (Slack, LinkedIn, messengers) run no JavaScript, so the tags must be in the HTML itself.
 */
export function withPagePreview(indexHtml: string, preview: PagePreview): string {
  const tags = [
    ['og:type', 'website'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', preview.url],
  ]
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeAttribute(content)}">`,
    )
    .concat(
      `<meta name="twitter:card" content="summary">`,
      `<meta name="twitter:title" content="${escapeAttribute(preview.title)}">`,
      `<meta name="twitter:description" content="${escapeAttribute(preview.description)}">`,
    )
    .join('');
  // A replacer function: a replacement string would expand $` $& $' in a campaign's name into
  // parts of the page itself.
  return indexHtml.replace('</head>', () => `${tags}</head>`);
}
