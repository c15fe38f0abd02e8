import type { SimulatorPushDto } from '../../../src/contracts/simulator.js';

/** The simulator's own endpoints (outside /api). Failures carry the server's French message when it sends one. */
async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`/simulator/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    credentials: 'same-origin',
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const payload = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok) throw new Error(payload?.message ?? '');
  return payload?.data as T;
}

export const pendingPushes = (msisdn: string) =>
  call<SimulatorPushDto[]>(`/pushes?msisdn=${encodeURIComponent(msisdn)}`);
export const approvePush = (billId: string, pin: string) =>
  call(`/pushes/${encodeURIComponent(billId)}/approve`, { method: 'POST', body: { pin } });
export const declinePush = (billId: string) =>
  call(`/pushes/${encodeURIComponent(billId)}/decline`, { method: 'POST', body: {} });
