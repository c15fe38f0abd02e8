import type {
  AdminRefundView,
  CompleteRefundInput,
  CreateRefundInput,
  ProcessRefundsInput,
  RefundProcessingReport,
  RefundView,
} from '../../src/contracts/refunds.js';
import { api } from '../lib/api.js';

/** The refund calls that change something (spec 2 §7, spec 3 §7); reads go through useApi. Failures throw ApiError. */

export async function createRefund(input: CreateRefundInput): Promise<RefundView> {
  const res = await api<{ data: { refund: RefundView } }>('/refunds', { method: 'POST', body: input });
  return res.data.refund;
}

export async function cancelRefund(id: number): Promise<RefundView> {
  const res = await api<{ data: { refund: RefundView } }>(`/refunds/${id}/cancel`, { method: 'POST', body: {} });
  return res.data.refund;
}

export async function processAutomatic(input: ProcessRefundsInput): Promise<RefundProcessingReport> {
  const res = await api<{ data: RefundProcessingReport }>('/admin/refunds/process-automatic', {
    method: 'POST',
    body: input,
  });
  return res.data;
}

export async function rejectRefund(id: number, reason: string): Promise<{ message: string; refund: AdminRefundView }> {
  const res = await api<{ data: { message: string; refund: AdminRefundView } }>(`/admin/refunds/${id}/reject`, {
    method: 'POST',
    body: { reason },
  });
  return res.data;
}

/** The retry answer carries `message` and `refund` at the top and the refund again under `data`. */
export async function retryRefund(id: number): Promise<{ message: string; refund: AdminRefundView }> {
  const res = await api<{ message?: string; refund?: AdminRefundView; data?: { refund: AdminRefundView } }>(
    `/admin/refunds/${id}/retry`,
    { method: 'POST', body: {} },
  );
  return { message: res.message ?? '', refund: (res.refund ?? res.data?.refund) as AdminRefundView };
}

/** POST /admin/refunds/{id}/complete: a bank transfer or cash refund the administrator paid. */
export async function completeRefund(
  id: number,
  input: CompleteRefundInput,
): Promise<{ message: string; refund: AdminRefundView }> {
  const res = await api<{ data: { message: string; refund: AdminRefundView } }>(`/admin/refunds/${id}/complete`, {
    method: 'POST',
    body: input,
  });
  return res.data;
}
