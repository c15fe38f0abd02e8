import { lowerScriptPriority } from './script-priority.js';

describe('lowerScriptPriority', () => {
  const page = [
    '<link rel="stylesheet" type="text/css" href="/assets/static/app.css">',
    '<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/>',
    '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
    '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
    '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
  ].join('\n');

  it('asks for the client bundle at low priority', () => {
    const out = lowerScriptPriority(page);
    expect(out).toContain(
      '<script src="/assets/entries/entry-client-routing.js" type="module" async fetchpriority="low">',
    );
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-A.js"');
  });

  it('leaves the stylesheet, the image preloads and inline data alone', () => {
    const out = lowerScriptPriority(page);
    expect(out).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/app.css">');
    expect(out).toContain('fetchPriority="high"');
    expect(out).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>');
  });
});
