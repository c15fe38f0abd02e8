import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator, PaymentStatusView } from '../../../src/contracts/payments.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Spec 2 §9: 90 s to approve the push, unless the server states its own window. */
export const DEFAULT_WINDOW_SECONDS = 90;
export const POLL_MS = 5000;
const TICK_MS = 1000;

export type ConfirmationStatus = 'pending' | 'success' | 'failed' | 'expired';
type StatusAnswer = Partial<PaymentStatusView> & { window_seconds?: number };

const validWindow = (s: unknown): s is number => typeof s === 'number' && Number.isFinite(s) && s > 0 && s <= 3600;

/**
 * The confirmation screen's state (spec 2 §4 "Payment confirmation"). The server pushes the bill's
 * status over Socket.IO; while that link is not confirmed, the status is polled every 5 s instead.
 */
export function usePaymentStatus({
  billId,
  token,
  operator,
}: {
  billId: string;
  token: string | undefined;
  operator: Operator | null;
}) {
  const { t } = useTranslation();
  const [status, setStatusState] = useState<ConfirmationStatus>('pending');
  const statusRef = useRef<ConfirmationStatus>('pending');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [windowSeconds, setWindowSeconds] = useState(DEFAULT_WINDOW_SECONDS);
  const startRef = useRef(0);
  const [now, setNow] = useState<number | null>(null);
  const [live, setLive] = useState(false);
  const [source, setSource] = useState<'socket' | 'poll' | null>(null);
  const [retrying, setRetrying] = useState(false);

  const setStatus = useCallback((s: ConfirmationStatus) => {
    statusRef.current = s;
    setStatusState(s);
  }, []);

  const restartCountdown = useCallback(() => {
    startRef.current = Date.now();
    setNow(startRef.current);
  }, []);

  const apply = useCallback(
    (view: StatusAnswer, from: 'socket' | 'poll') => {
      if (validWindow(view.window_seconds)) setWindowSeconds(view.window_seconds);
      const current = statusRef.current;
      // a late approval still counts: the money has left the payer's account
      if (view.status === 'paid' && current !== 'success') {
        setStatus('success');
        setSource(from);
        toast.success(t('payment.confirmation.paid_toast'));
      } else if (
        (current === 'pending' && view.status === 'failed') ||
        (view.status === 'cancelled' && current !== 'failed' && current !== 'success')
      ) {
        // cancelled: money taken too late for this order; the message says it will be refunded
        setStatus('failed');
        setErrorMessage(view.error_message ?? null);
        setSource(from);
      } else if (current === 'pending' && view.status === 'expired') {
        setStatus('expired');
        setSource(from);
      }
    },
    [setStatus, t],
  );

  const refresh = useCallback(async () => {
    try {
      // the token goes in a header, never in the URL (logs, proxies)
      const res = await api<{ data: StatusAnswer }>(`/payments/status/${encodeURIComponent(billId)}`, {
        headers: token ? { 'X-Payment-Token': token } : {},
      });
      apply(res.data, 'poll');
    } catch (err) {
      // spec 2 §8: status errors are only logged; the next poll or push tries again
      console.warn('payment status unavailable', failureOf(err).status);
    }
  }, [apply, billId, token]);

  // arrival: start the countdown and read the status once
  useEffect(() => {
    restartCountdown();
    void refresh();
  }, [refresh, restartCountdown]);

  // the push channel, loaded only on this page
  useEffect(() => {
    let closed = false;
    let socket: { close(): void } | null = null;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        // the handshake proves the right to follow this bill (signed-in payers are also known by their session)
        const s = io({ path: '/socket.io', auth: { bill_id: billId, token: token ?? '' } });
        socket = s;
        s.on('connect', () => {
          s.timeout(5000).emit(
            'payment.watch',
            { bill_id: billId, token },
            (err: Error | null, ack?: { ok?: boolean }) => {
              const ok = !err && ack?.ok === true;
              setLive(ok);
              // whatever happened before the subscription took effect
              if (ok) void refresh();
            },
          );
        });
        s.on('disconnect', () => setLive(false));
        s.on('payment.status', (view: StatusAnswer) => {
          if (view?.bill_id === billId) apply(view, 'socket');
        });
      })
      .catch((err: unknown) => console.warn('live updates unavailable', err));
    return () => {
      closed = true;
      socket?.close();
    };
  }, [apply, billId, refresh, token]);

  // polling, only while pending and without a confirmed push channel
  useEffect(() => {
    if (status !== 'pending' || live) return;
    const id = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(id);
  }, [live, refresh, status]);

  // the countdown; reaching zero while pending is the expiry (spec 2 §4)
  useEffect(() => {
    if (status !== 'pending') return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (startRef.current && at >= startRef.current + windowSeconds * 1000 && statusRef.current === 'pending')
        setStatus('expired');
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [setStatus, status, windowSeconds]);

  const remaining =
    now === null ? windowSeconds : Math.max(0, Math.ceil((startRef.current + windowSeconds * 1000 - now) / 1000));

  async function retryUssd() {
    setRetrying(true);
    try {
      const res = await api<{ data?: { window_seconds?: number } }>('/payments/retry-ussd', {
        body: { bill_id: billId, ...(operator ? { operator } : {}), ...(token ? { token } : {}) },
      });
      const w = res?.data?.window_seconds;
      if (validWindow(w)) setWindowSeconds(w);
      toast.success(t('payment.confirmation.retry_ussd_ok'));
      setErrorMessage(null);
      setSource(null);
      restartCountdown();
      setStatus('pending');
    } catch (err) {
      const failure = failureOf(err);
      toast.error(
        failure.status !== 0 && failure.message ? failure.message : t('payment.confirmation.retry_ussd_failed'),
      );
    } finally {
      setRetrying(false);
    }
  }

  return { status, errorMessage, windowSeconds, remaining, live, source, retrying, retryUssd };
}
