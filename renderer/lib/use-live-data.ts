import { useCallback, useEffect, useRef, useState } from 'react';
import { api, failureOf, type ApiFailure } from './api.js';

export interface LiveData<T> {
  data: T;
  error: ApiFailure | null;
  /** A request is under way (the last data stays shown meanwhile). */
  loading: boolean;
  reload: () => void;
}

/**
 * Keeps a page's +data answer fresh in the browser: the first render shows `initial` (rendered by
 * the server, no spinner), then `path` is fetched again on `reload()` and whenever it changes (e.g.
 * new filters). A newer request wins over a slower older one, so quick changes never show stale rows.
 * `null` pauses loading. With `fetchOnMount`, `path` is also fetched once mounted.
 */
export function useLiveData<T>(initial: T, path: string | null, opts: { fetchOnMount?: boolean } = {}): LiveData<T> {
  const [data, setData] = useState<T>(initial);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [loading, setLoading] = useState(!!opts.fetchOnMount && path !== null);
  const [nonce, setNonce] = useState(0);
  // `initial` answers the first path: no request until the path changes or a reload is asked. The
  // check is idempotent so React's development double effects skip it too.
  const initialPath = useRef(opts.fetchOnMount ? null : path);
  const moved = useRef(false);

  useEffect(() => {
    if (path === null) return;
    if (!moved.current && nonce === 0 && path === initialPath.current) return;
    moved.current = true;
    let live = true;
    setLoading(true);
    setError(null);
    api<T>(path).then(
      (next) => {
        if (!live) return;
        setData(next);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(failureOf(err));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [path, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, error, loading, reload };
}

export interface ApiState<T> {
  data: T | null;
  error: ApiFailure | null;
  loading: boolean;
  reload: () => void;
}

/** Loads one API answer in the browser once mounted and whenever `path` changes (no server data). */
export function useApi<T>(path: string | null): ApiState<T> {
  const state = useLiveData<T | null>(null, path, { fetchOnMount: true });
  // A failed load shows the failure, not rows of an earlier answer.
  return state.error ? { ...state, data: null } : state;
}
