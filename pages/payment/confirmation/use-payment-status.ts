import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator, PaymentStatusView } from '../../../src/contracts/payments.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Spec 2 §9: 90 s to approve the push, unless the server states its own window. */
export const DEFAULT_WINDOW_SECONDS = 90;
export const POLL_MS = 5000;
const TICK_MS = 1000;
/** Without a network, the status is asked again after 2 s, 4 s, 8 s… at most every 30 s, and at once when it returns. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 30_000;
const retryDelay = (failures: number) => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

export type ConfirmationStatus = 'pending' | 'success' | 'failed' | 'expired';
type StatusAnswer = Partial<PaymentStatusView> & { window_seconds?: number };

const validWindow = (s: unknown): s is number => typeof s === 'number' && Number.isFinite(s) && s > 0 && s <= 3600;

/**
 * The confirmation screen's state (spec 2 §4 "Payment confirmation"). The server pushes the bill's
 * status over Socket.IO; while that link is not confirmed, the status is polled every 5 s instead.
 * When the network drops (2G/3G), the page says so and keeps asking, with back-off and as soon as the
 * browser is `online` again; the countdown does not declare the payment expired meanwhile (the payer
 * may well have approved it): the server's answer decides once the network is back.
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
  const [connectionLost, setConnectionLostState] = useState(false);
  const lostRef = useRef(false);
  const failuresRef = useRef(0);

  const setStatus = useCallback((s: ConfirmationStatus) => {
    statusRef.current = s;
    setStatusState(s);
  }, []);

  const setConnectionLost = useCallback((lost: boolean) => {
    lostRef.current = lost;
    if (!lost) failuresRef.current = 0;
    setConnectionLostState(lost);
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
    let res: { data: StatusAnswer };
    try {
      // the token goes in a header, never in the URL (logs, proxies)
      res = await api<{ data: StatusAnswer }>(`/payments/status/${encodeURIComponent(billId)}`, {
        headers: token ? { 'X-Payment-Token': token } : {},
      });
    } catch (err) {
      const failure = failureOf(err);
      // no answer at all: the network is gone, the retry below takes over
      if (failure.status === 0) {
        failuresRef.current += 1;
        setConnectionLost(true);
      }
      // spec 2 §8: status errors are only logged; the next poll or push tries again
      else console.warn('payment status unavailable', failure.status);
      return;
    }
    setConnectionLost(false);
    apply(res.data, 'poll');
  }, [apply, billId, setConnectionLost, token]);

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

  // polling, only while pending and without a confirmed push channel (the retry below runs while offline)
  useEffect(() => {
    if (status !== 'pending' || live || connectionLost) return;
    const id = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(id);
  }, [connectionLost, live, refresh, status]);

  // the browser says the network is gone: shown at once, before a status read fails
  useEffect(() => {
    if (status !== 'pending') return;
    const onOffline = () => setConnectionLost(true);
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [setConnectionLost, status]);

  // without a network: ask again with back-off, and at once when the browser is back online
  useEffect(() => {
    if (!connectionLost || status !== 'pending') return;
    let timer = 0;
    let stopped = false;
    let inFlight = false;
    const attempt = async () => {
      if (inFlight) return;
      inFlight = true;
      window.clearTimeout(timer);
      await refresh();
      inFlight = false;
      if (!stopped && lostRef.current) timer = window.setTimeout(() => void attempt(), retryDelay(failuresRef.current));
    };
    timer = window.setTimeout(() => void attempt(), retryDelay(failuresRef.current));
    const onOnline = () => void attempt();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [connectionLost, refresh, status]);

  // the countdown; reaching zero while pending is the expiry (spec 2 §4)
  useEffect(() => {
    if (status !== 'pending') return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (
        startRef.current &&
        at >= startRef.current + windowSeconds * 1000 &&
        statusRef.current === 'pending' &&
        !lostRef.current
      )
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

  return { status, errorMessage, windowSeconds, remaining, live, source, retrying, retryUssd, connectionLost };
}
