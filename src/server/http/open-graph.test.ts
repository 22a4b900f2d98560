import { describe, expect, it } from 'vitest';
import { withPagePreview } from './open-graph';

const INDEX = '<!doctype html><html><head><title>Reachbase</title></head><body></body></html>';

describe('page preview tags', () => {
  it.each([
    ['$`', '$`'],
    ['$&', '$&amp;'],
    ["$'", '$&#39;'],
    ['$$', '$$'],
    ['$1', '$1'],
  ])('keep %s in a title as written', (pattern, escaped) => {
    const html = withPagePreview(INDEX, {
      title: `Launch ${pattern} party`,
      description: `About ${pattern}`,
      url: 'https://app.example/campaign/launch',
    });
    expect(html).toContain(`<meta property="og:title" content="Launch ${escaped} party">`);
    expect(html).toContain(`<meta name="twitter:description" content="About ${escaped}">`);
    // Nothing of the page itself was copied in: one head, one title, the body once.
    expect(html.match(/<head>|<title>|<body>/g)).toEqual(['<head>', '<title>', '<body>']);
    expect(html.endsWith('</head><body></body></html>')).toBe(true);
  });
});
