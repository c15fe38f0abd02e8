import { useEffect, useState } from 'react';
import { ADMIN_BADGES_EVENT, type AdminBadges } from '../../src/contracts/admin-dashboard.js';
import { api } from '../lib/api.js';
import { onSocketEvent } from '../realtime/socket.js';
import { PENDING_REFRESH_MS, setPendingRefunds, usePendingRefunds } from '../refunds/pending-refunds.js';

/**
 * The sidebar's counts (spec 3 §2): draws ending within 24 h and pending refunds, read every 300 s
 * and pushed by the server over Socket.IO when a refund is asked for or a draw enters its last day.
 * The refunds count lives in the shared store the refunds page also updates after its own actions.
 */
export function useAdminBadges(enabled: boolean): { lotteries: number | null; refunds: number | null } {
  const [lotteries, setLotteries] = useState<number | null>(null);
  const refunds = usePendingRefunds(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const apply = (b: AdminBadges) => {
      if (!live) return;
      setLotteries(b.lotteries);
      setPendingRefunds(b.refunds);
    };
    const load = () =>
      api<{ data: AdminBadges }>('/admin/badges').then(
        (res) => apply(res.data),
        () => undefined,
      );
    void load();
    const id = window.setInterval(() => void load(), PENDING_REFRESH_MS);
    const stop = onSocketEvent<AdminBadges>(ADMIN_BADGES_EVENT, apply);
    return () => {
      live = false;
      window.clearInterval(id);
      stop();
    };
  }, [enabled]);
  return { lotteries, refunds };
}
