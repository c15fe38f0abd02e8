/**
 * Fetches an API file (an export) with the session cookie and hands it to the browser as a download,
 * named as the server's Content-Disposition says, so that a failure (expired session, bad filter)
 * can be reported with the server's French message instead of saving an error page.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const res = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? '');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // the click has started the download; the URL can go once the event loop moves on
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
