import { useCallback, useEffect, useState } from 'react';
import { api, failureOf, type ApiFailure } from '../lib/api.js';

export interface ApiState<T> {
  data: T | null;
  error: ApiFailure | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads one API answer in the browser and again whenever `path` changes; a newer request wins over
 * a slower older one, so quick filter changes never show stale rows. `null` skips loading.
 */
export function useApi<T>(path: string | null): ApiState<T> {
  const [state, setState] = useState<{ data: T | null; error: ApiFailure | null; loading: boolean }>({ data: null, error: null, loading: path !== null });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    api<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err: unknown) => live && setState({ data: null, error: failureOf(err), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
