import { useEffect, useSyncExternalStore } from 'react';
import type { AdminRefundStats } from '../../src/contracts/refunds.js';
import { api } from '../lib/api.js';

/**
 * The pending count of the sidebar's "Remboursements" badge (spec 3 §2: refreshed every 300 s). The
 * refunds page publishes its own stats here, so the badge follows a reject or a run without waiting.
 */
export const PENDING_REFRESH_MS = 300_000;

let pending: number | null = null;
const listeners = new Set<() => void>();

export function setPendingRefunds(count: number | null): void {
  if (count === pending) return;
  pending = count;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePendingRefunds(enabled: boolean): number | null {
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () =>
      api<{ data: AdminRefundStats }>('/admin/refunds/stats').then(
        (res) => live && setPendingRefunds(res.data.pending_refunds),
        () => undefined, // the badge simply keeps its last value
      );
    void load();
    const id = window.setInterval(() => void load(), PENDING_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, [enabled]);
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

/** Spec 3 §9: the sidebar badge shows 99+ above 99 and nothing at zero. */
export function pendingBadge(count: number | null | undefined): string | null {
  if (!count || count < 0) return null;
  return count > 99 ? '99+' : String(count);
}
