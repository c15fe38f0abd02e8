import type { PageContextServer } from 'vike/types';

/** What +data of a customer list with figures hands the page; null parts are asked by the browser. */
export interface ListWithStatsData<L, S> {
  list: L | null;
  stats: S | null;
  /** the server's clock, so that the countdown lines hydrate to the same text */
  now: string;
}

type Parsed<Q> = { success: true; data: Q } | { success: false };

/**
 * A +data that reads a list page's first rows (skipped when the URL's filters do not parse) and its
 * figures in-process; a failed read is logged and left to the browser rather than failing the page.
 */
export function listWithStatsData<Q, L, S>(read: {
  label: string;
  query: (pageContext: PageContextServer) => Parsed<Q>;
  list: (pageContext: PageContextServer, query: Q) => Promise<L>;
  stats: (pageContext: PageContextServer) => Promise<S>;
}) {
  const failed = (err: unknown): null => {
    console.error(read.label, err);
    return null;
  };
  return async (pageContext: PageContextServer): Promise<ListWithStatsData<L, S>> => {
    const query = read.query(pageContext);
    const [rows, figures] = await Promise.all([
      query.success ? read.list(pageContext, query.data).catch(failed) : null,
      read.stats(pageContext).catch(failed),
    ]);
    return { list: rows, stats: figures, now: new Date().toISOString() };
  };
}
