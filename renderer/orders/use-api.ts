import { useCallback, useEffect, useState } from 'react';
import { api, failureOf, type ApiFailure } from '../lib/api.js';

export interface ApiState<T> {
  data: T | null;
  error: ApiFailure | null;
  loading: boolean;
  reload: () => void;
}

/** An answer the server already read for the first paint (a page's +data), and the path it answers. */
export interface ApiInitial<T> {
  path: string;
  data: T;
}

/**
 * Loads one API answer in the browser and again whenever `path` changes; a newer request wins over
 * a slower older one, so quick filter changes never show stale rows. `null` skips loading. With
 * `initial` for the same path (from +data), the first paint shows it and nothing is fetched until
 * `reload()` or the path moves on.
 */
export function useApi<T>(path: string | null, initial?: ApiInitial<T> | null): ApiState<T> {
  const seeded = initial && initial.path === path ? initial.data : null;
  const [state, setState] = useState<{ data: T | null; error: ApiFailure | null; loading: boolean }>({
    data: seeded,
    error: null,
    loading: path !== null && seeded === null,
  });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (path === null) return;
    if (nonce === 0 && initial && initial.path === path) {
      setState({ data: initial.data, error: null, loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    api<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err: unknown) => live && setState({ data: null, error: failureOf(err), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, nonce, initial]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
