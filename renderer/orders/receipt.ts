import { api, failureOf, type ApiFailure } from '../lib/api.js';

export interface ConfirmedReceipt {
  order_number: string;
  status: string;
  fulfilled_at: string | null;
}

/** POST confirm-delivery; notes are trimmed and sent only when something is left (spec 2 §5). */
export async function confirmReceipt(
  orderNumber: string,
  notes?: string,
): Promise<{ ok: true; data: ConfirmedReceipt } | { ok: false; failure: ApiFailure }> {
  const trimmed = notes?.trim();
  try {
    const res = await api<{ data: ConfirmedReceipt }>(`/orders/${encodeURIComponent(orderNumber)}/confirm-delivery`, {
      method: 'POST',
      body: trimmed ? { notes: trimmed } : {},
    });
    return { ok: true, data: res.data };
  } catch (err) {
    return { ok: false, failure: failureOf(err) };
  }
}
