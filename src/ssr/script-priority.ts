/**
 * A page is server-rendered: its scripts only hydrate what is already shown. Asking for them at low
 * priority lets the stylesheet and the first images take a slow connection first (the first paint on
 * 3G no longer waits behind ~35 script requests); they still load in parallel and hydrate right after.
 * Only the tags Vike injects for the client bundle are touched, never inline data scripts; only on public
 * pages shown to visitors (ssr-handler.ts): a signed-in screen is there to be used, its scripts come first.
 */
const MODULE_SCRIPT = /<script src="([^"]+)" type="module" async>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g;

export function lowerScriptPriority(html: string): string {
  return html
    .replace(MODULE_SCRIPT, '<script src="$1" type="module" async fetchpriority="low">')
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" href="$1"');
}
