import type { PayoutView, RejectPayoutInput } from '../../../src/contracts/payouts.js';
import { api } from '../../../renderer/lib/api.js';
import { payoutPath } from './payout-query.js';

export interface PayoutAnswer {
  success: boolean;
  message: string;
  data: PayoutView;
}

/** Approves a requested payout and sends it: the answer's status is processing, paid or failed. */
export const approvePayout = (id: number) => api<PayoutAnswer>(payoutPath(id, 'approve'), { method: 'POST', body: {} });

/** Rejects a requested or failed payout: its amount goes back to the merchant's available balance. */
export const rejectPayout = (id: number, body: RejectPayoutInput) =>
  api<PayoutAnswer>(payoutPath(id, 'reject'), { method: 'POST', body });

/** Sends a failed payout again (a new payout reference). */
export const retryPayout = (id: number) => api<PayoutAnswer>(payoutPath(id, 'retry'), { method: 'POST', body: {} });
