export type PageItem = number | 'ellipsis';

/**
 * The page buttons to show: every page when there are at most 7, otherwise the first, the last,
 * and the current page with its neighbours, an ellipsis standing for each skipped run.
 * `page` is clamped into range so a stale URL (?page=99) still yields a usable list.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const total = Math.floor(pages);
  if (!(total >= 1)) return [];
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), total);
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);

  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const prev = items[items.length - 1];
    if (typeof prev === 'number' && n - prev > 1) items.push('ellipsis');
    items.push(n);
  }
  return items;
}

/** Spec 2 §9: the page numbers around the current one (±radius), plus the first and the last. */
export function pageWindow(current: number, last: number, radius = 2): PageItem[] {
  const total = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const pages = new Set<number>([1, total]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= total) pages.add(n);
  const items: PageItem[] = [];
  for (const n of [...pages].sort((a, b) => a - b)) {
    const prev = items[items.length - 1];
    // an ellipsis would hide a single page: that page is shown instead
    if (typeof prev === 'number' && n - prev === 2) items.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) items.push('ellipsis');
    items.push(n);
  }
  return items;
}
