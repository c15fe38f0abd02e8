/** The page's own URL, never one that a browser would read as another host (`//evil.example`). */
export function samePageUrl(originalUrl: string): string {
  return /^\/(?![/\\])/.test(originalUrl) ? originalUrl : '/';
}
