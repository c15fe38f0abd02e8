/** What a list pager says: rows `from`–`to` of `total`, on page `page` of `pages` (spec 3 §2). */
export interface PageRange {
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
}

/** `page` is clamped into range so a stale URL (?page=99) still gives coherent numbers. */
export function pageRange(page: number, perPage: number, total: number): PageRange {
  const size = Math.max(1, Math.floor(perPage) || 1);
  const count = Math.max(0, Math.floor(total) || 0);
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  if (count === 0) return { from: 0, to: 0, total: 0, page: 1, pages: 1 };
  const from = (current - 1) * size + 1;
  return { from, to: Math.min(count, current * size), total: count, page: current, pages };
}
