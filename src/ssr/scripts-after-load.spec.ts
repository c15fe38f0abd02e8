import { createHash } from 'node:crypto';
import { SCRIPT_LOADER_HASH, SCRIPTS_JSON_ID, scriptsAfterLoad } from './scripts-after-load.js';

describe('scriptsAfterLoad', () => {
  const page = [
    '<head>',
    '<link rel="stylesheet" type="text/css" href="/assets/static/app.css">',
    '<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/>',
    '        <link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">',
    '        <link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
    '</head><body><div id="root"><a href="/products/1">Produit</a></div>',
    '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
    '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
    '</body>',
  ].join('\n');

  const scriptsOf = (html: string) => {
    const json = new RegExp(`<script id="${SCRIPTS_JSON_ID}" type="application/json">(.*?)</script>`).exec(html);
    return json ? JSON.parse(json[1]!) : null;
  };

  it('hands the entry and every preload to the loader instead of the HTML', () => {
    const out = scriptsAfterLoad(page);
    expect(scriptsOf(out)).toEqual({
      entry: '/assets/entries/entry-client-routing.js',
      preload: ['/assets/entries/page.js', '/assets/chunks/chunk-A.js'],
    });
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script src=/);
  });

  it('writes the one loader the CSP allows by its hash', () => {
    const loaders = [...scriptsAfterLoad(page).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(loaders).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(loaders[0]!).digest('base64')}'`).toBe(SCRIPT_LOADER_HASH);
  });

  it('leaves the stylesheet, the image preload, the content and inline data alone', () => {
    const out = scriptsAfterLoad(page);
    expect(out).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/app.css">');
    expect(out).toContain('<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/>');
    expect(out).toContain('<a href="/products/1">Produit</a>');
    expect(out).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>');
  });

  it('keeps a script address from closing the data early', () => {
    const odd = page.replace('/assets/chunks/chunk-A.js', '/assets/chunks/</script>.js');
    const out = scriptsAfterLoad(odd);
    expect(out.match(/<\/script>/g)).toHaveLength(scriptsAfterLoad(page).match(/<\/script>/g)!.length);
    expect(scriptsOf(out).preload).toContain('/assets/chunks/</script>.js');
  });

  it('changes nothing on a page without a client bundle', () => {
    const plain = '<html><body><p>Hors ligne</p></body></html>';
    expect(scriptsAfterLoad(plain)).toBe(plain);
  });
});
