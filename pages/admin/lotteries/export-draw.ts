import { ApiError } from '../../../renderer/lib/api.js';

/**
 * Downloads GET /admin/lotteries/{id}/export (JSON, or CSV with format=csv) under the file name the
 * server gives (the draw number), so the caller can toast success or failure (spec 3 §8).
 */
export async function downloadDrawExport(id: number, format: 'json' | 'csv'): Promise<void> {
  const res = await fetch(`/api/admin/lotteries/${id}/export${format === 'csv' ? '?format=csv' : ''}`, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': document.documentElement.lang || 'fr' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ status: res.status, message: body?.message ?? '' });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `tirage-${id}.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
