import { ApiError } from './api.js';

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // the click has started the download; the URL can go once the event loop moves on
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a `Content-Disposition` header, when it gives one. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // a malformed encoded name falls back to the plain one
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Fetches a file with the session cookie (PDF, CSV, JSON export) and saves it under the server's
 * file name, else `fallbackName`, so that a failure (expired session, refusal) is reported with the
 * server's message (ApiError) instead of saving an error page.
 */
export async function downloadFile(href: string, fallbackName: string, accept = '*/*'): Promise<string> {
  const res = await fetch(href, {
    credentials: 'same-origin',
    headers: {
      Accept: accept,
      'X-Requested-With': 'XMLHttpRequest',
      ...(document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ status: res.status, message: body?.message ?? '' });
  }
  const name = dispositionFilename(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}

/** An API export (`path` under /api), saved under the server's file name, which it returns. */
export function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  return downloadFile(`/api${path}`, fallbackName);
}
