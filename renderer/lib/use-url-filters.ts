import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { navigate as navigateTo } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { mergeQuery, parseFilters, type FilterValues, type WithPage } from './url-filters.js';

export interface UrlFilters<F extends FilterValues> {
  /** What the controls show (updated at once while typing). */
  draft: F;
  /** What the list is loaded with: the draft once the debounce has passed, plus the page. */
  applied: WithPage<F>;
  /** Changes a filter; applied after the debounce, back to page 1. */
  set: <K extends keyof F & string>(key: K, value: string) => void;
  /** Changes a filter and applies it at once (a select, Enter in the search box). */
  setNow: <K extends keyof F & string>(key: K, value: string) => void;
  /** Changes what a control shows without applying it (a search applied on Enter only). */
  edit: <K extends keyof F & string>(key: K, value: string) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default, page 1, at once. */
  reset: () => void;
}

export interface UrlFilterOptions {
  /** Pause after the last change before applying it; spec 3 §2 says 500 ms. */
  debounceMs?: number;
  /**
   * Apply through a client navigation, so +data loads the filtered page again (pages whose list
   * comes from +data only). By default the address is replaced in place and the page refetches
   * with useLiveData.
   */
  navigate?: boolean;
}

function withoutPage<F extends FilterValues>(values: WithPage<F>): F {
  const { page: _page, ...rest } = values;
  return rest as unknown as F;
}

/**
 * List filters kept in the URL (spec 3 §2: auto-applied 500 ms after a change, back to page 1).
 * The first state comes from the page's URL, the same on the server and in the browser, so +data
 * renders the filtered rows first.
 */
export function useUrlFilters<F extends FilterValues>(defaults: F, opts: UrlFilterOptions = {}): UrlFilters<F> {
  const debounceMs = opts.debounceMs ?? 500;
  const viaNavigation = opts.navigate ?? false;
  const { urlParsed } = usePageContext();
  // `defaults` is usually an inline literal: the first one is kept so callbacks stay stable.
  const defaultsRef = useRef(defaults);
  const urlKey = JSON.stringify(urlParsed.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for urlParsed.search, a new object on every render
  const fromUrl = useMemo(() => parseFilters(defaultsRef.current, urlParsed.search), [urlKey]);
  const [local, setLocal] = useState<WithPage<F>>(fromUrl);
  const applied = viaNavigation ? fromUrl : local;
  const [draft, setDraft] = useState<F>(() => withoutPage(fromUrl));
  // The latest draft, read by the callbacks without making them change on every keystroke.
  const draftRef = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A navigation (back button, a link to the same page) brings its own filters: everything follows.
  // Replacing the address in place does not change urlParsed, so this runs only for real navigations.
  useEffect(() => {
    draftRef.current = withoutPage(fromUrl);
    setDraft(draftRef.current);
    if (!viaNavigation) setLocal(fromUrl);
  }, [viaNavigation, fromUrl]);

  // Without navigations, the address bar mirrors the applied filters (keeping the router's history state).
  useEffect(() => {
    if (viaNavigation) return;
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${mergeQuery(search, defaultsRef.current, local)}${hash}`;
    if (url !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', url);
  }, [viaNavigation, local]);

  const commit = useCallback(
    (next: WithPage<F>) => {
      clearTimeout(timer.current);
      if (!viaNavigation) return setLocal(next);
      const { pathname, search, hash } = window.location;
      void navigateTo(`${pathname}${mergeQuery(search, defaultsRef.current, next)}${hash}`, {
        keepScrollPosition: true,
      });
    },
    [viaNavigation],
  );

  const edit = useCallback((key: keyof F & string, value: string) => {
    draftRef.current = { ...draftRef.current, [key]: value };
    setDraft(draftRef.current);
  }, []);

  const set = useCallback(
    (key: keyof F & string, value: string) => {
      edit(key, value);
      const next = draftRef.current;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit({ ...next, page: 1 }), debounceMs);
    },
    [edit, commit, debounceMs],
  );

  const setNow = useCallback(
    (key: keyof F & string, value: string) => {
      edit(key, value);
      commit({ ...draftRef.current, page: 1 });
    },
    [edit, commit],
  );

  const setPage = useCallback(
    (page: number) => commit({ ...(viaNavigation ? fromUrl : local), page: Math.max(1, Math.floor(page) || 1) }),
    [commit, viaNavigation, fromUrl, local],
  );

  const reset = useCallback(() => {
    draftRef.current = defaultsRef.current;
    setDraft(defaultsRef.current);
    commit({ ...defaultsRef.current, page: 1 });
  }, [commit]);

  return { draft, applied, set, setNow, edit, setPage, reset };
}
