/**
 * The pure half of useUrlFilters: list filters read from and written to the query string, so a
 * filtered list survives a reload, can be shared, and +data on the server sees the same filters.
 */

export type FilterValues = Record<string, string>;
export type WithPage<F> = F & { page: number };

type QueryInput = string | URLSearchParams | Record<string, string | undefined>;

function toParams(query: QueryInput): URLSearchParams {
  if (typeof query === 'string' || query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  return params;
}

/** A page number from the query: 1 when absent, invalid or below 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/**
 * The filters a query asks for: each key of `defaults` takes the query's value when present (even
 * empty, which is how a deliberately cleared non-empty default is kept), else its default. Unknown keys
 * are ignored.
 */
export function parseFilters<F extends FilterValues>(defaults: F, query: QueryInput): WithPage<F> {
  const params = toParams(query);
  const out: Record<string, string> = {};
  for (const key of Object.keys(defaults)) {
    const v = params.get(key);
    out[key] = v === null ? (defaults[key] ?? '') : v.trim();
  }
  return { ...(out as F), page: parsePage(params.get('page')) };
}

/**
 * The query string ('' or '?…') for these filters: values equal to their default are left out (so an
 * empty filter never shows), page 1 too; an emptied non-empty default is written as `key=`.
 */
export function serializeFilters<F extends FilterValues>(defaults: F, values: WithPage<F>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const v = (values[key] ?? '').trim();
    if (v !== (defaults[key] ?? '')) params.set(key, v);
  }
  if (values.page > 1) params.set('page', String(values.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** True when any filter differs from its default (e.g. to offer "Réinitialiser" or a "no match" text). */
export function isFiltered<F extends FilterValues>(defaults: F, values: F): boolean {
  return Object.keys(defaults).some((k) => (values[k] ?? '').trim() !== (defaults[k] ?? ''));
}

/** `path?query` with the non-empty values only, so URLs stay short and shareable (API calls and links). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

/**
 * `current` (a location.search) with the filters replaced by `values`; other parameters (e.g. a
 * `tab` another control owns) are kept.
 */
export function mergeQuery<F extends FilterValues>(current: string, defaults: F, values: WithPage<F>): string {
  const params = new URLSearchParams(current);
  for (const key of [...Object.keys(defaults), 'page']) params.delete(key);
  for (const [k, v] of new URLSearchParams(serializeFilters(defaults, values))) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}
