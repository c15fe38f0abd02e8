import { createHash } from 'node:crypto';

/**
 * A public page shown to a visitor is server-rendered: its scripts only hydrate what is already shown,
 * and its links and forms work without them. On a slow link the ~35 script requests would share it with
 * the page's first photos, so the largest paint waited behind ~140 KB of script. Here the client bundle
 * is asked for once the page has loaded and painted (stylesheet and eager images), or after 4 s if an
 * image hangs. Only the tags Vike injects for the client bundle move, never inline data; only on public
 * pages shown to visitors (ssr-handler.ts): a signed-in screen is there to be used, its scripts come first.
 */
const MODULE_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\n?/g;

/** What the loader reads: the entry, then the modules to preload. */
export const SCRIPTS_JSON_ID = 'mbolo-scripts';

// Constant, so the CSP allows it by its hash. The preloads go in by eights, each in a task of its own:
// 35 link insertions at once made one long task on a slow phone.
const LOADER =
  `(function(){var d=document,s=JSON.parse(d.getElementById('${SCRIPTS_JSON_ID}').textContent),go=function(){if(!s)return;` +
  "var p=s.preload,e=d.createElement('script');e.type='module';e.src=s.entry;d.head.appendChild(e);s=null;" +
  "(function next(i){var f=d.createDocumentFragment();p.slice(i,i+8).forEach(function(h){var l=d.createElement('link');" +
  "l.rel='modulepreload';l.href=h;f.appendChild(l)});d.head.appendChild(f);if(i+8<p.length)setTimeout(next,0,i+8)})(0)}," +
  'after=function(){requestAnimationFrame(function(){setTimeout(go,0)})};' +
  "if(d.readyState==='complete')after();else{addEventListener('load',after);setTimeout(go,4000)}})()";

/** The CSP source that lets the loader run. */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** The page with its client bundle asked for after it has loaded; unchanged when Vike injected none. */
export function scriptsAfterLoad(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload: string[] = [];
  const rest = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preload.push(href);
    return '';
  });
  const data = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return rest.replace(
    MODULE_SCRIPT,
    () => `<script id="${SCRIPTS_JSON_ID}" type="application/json">${data}</script><script>${LOADER}</script>`,
  );
}
