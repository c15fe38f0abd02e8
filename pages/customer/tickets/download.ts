/**
 * Fetches a file with the session cookie and hands it to the browser as a download, so that a
 * failure (expired session, missing ticket) can be reported instead of saving an error page.
 */
export async function downloadFile(href: string, filename: string): Promise<void> {
  const res = await fetch(href, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // the click has started the download; the URL can go once the event loop moves on
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
