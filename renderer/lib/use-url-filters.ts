import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { mergeQuery, parseFilters, type FilterValues, type WithPage } from './url-filters.js';

export interface UrlFilters<F extends FilterValues> {
  /** What the controls show (updated at once while typing). */
  draft: F;
  /** What the list is loaded with: the draft once the debounce has passed, plus the page. */
  applied: WithPage<F>;
  /** Changes a filter; applied after the debounce, back to page 1. */
  set: <K extends keyof F & string>(key: K, value: string) => void;
  /** Changes a filter and applies it at once (Enter in the search box). */
  setNow: <K extends keyof F & string>(key: K, value: string) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default, page 1, at once. */
  reset: () => void;
}

/**
 * List filters kept in the URL (spec 3 §2: auto-applied 500 ms after a change, back to page 1).
 * The first state comes from the page's URL, the same on the server and in the browser, so +data
 * renders the filtered rows; later changes replace the URL without a navigation.
 */
export function useUrlFilters<F extends FilterValues>(defaults: F, opts: { debounceMs?: number } = {}): UrlFilters<F> {
  const debounceMs = opts.debounceMs ?? 500;
  const { urlParsed } = usePageContext();
  // `defaults` is usually an inline literal: the first one is kept so callbacks stay stable.
  const defaultsRef = useRef(defaults);
  const [applied, setApplied] = useState<WithPage<F>>(() => parseFilters(defaults, urlParsed.search));
  const [draft, setDraft] = useState<F>(() => {
    const { page: _page, ...rest } = applied;
    return rest as unknown as F;
  });
  // The latest draft, read by the callbacks without making them change on every keystroke.
  const draftRef = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Mirror the applied filters in the address bar, keeping the router's history state.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${mergeQuery(search, defaultsRef.current, applied)}${hash}`;
    if (url !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', url);
  }, [applied]);

  const apply = useCallback((next: F) => {
    clearTimeout(timer.current);
    setApplied({ ...next, page: 1 });
  }, []);

  const set = useCallback(
    (key: keyof F & string, value: string) => {
      const next = { ...draftRef.current, [key]: value };
      draftRef.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setApplied({ ...next, page: 1 }), debounceMs);
    },
    [debounceMs],
  );

  const setNow = useCallback(
    (key: keyof F & string, value: string) => {
      const next = { ...draftRef.current, [key]: value };
      draftRef.current = next;
      setDraft(next);
      apply(next);
    },
    [apply],
  );

  const setPage = useCallback((page: number) => setApplied((a) => ({ ...a, page: Math.max(1, Math.floor(page) || 1) })), []);

  const reset = useCallback(() => {
    draftRef.current = defaultsRef.current;
    setDraft(defaultsRef.current);
    apply(defaultsRef.current);
  }, [apply]);

  return { draft, applied, set, setNow, setPage, reset };
}
