/**
 * Registers the service worker (public/sw.js) once the page has loaded, so it never competes with the
 * page's own requests; a browser without service workers simply goes on without.
 */
export function onHydrationEnd(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
