import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminRefundListQuery, AdminRefundView } from '../../contracts/refunds.js';
import { toAdminRefundView, type RefundRecord } from './refund-view.js';

interface Row {
  id: number;
  refund_number: string;
  type: RefundRecord['type'];
  status: RefundRecord['status'];
  reason: RefundRecord['reason'];
  method: RefundRecord['method'];
  amount: number;
  payee_phone: string;
  notes: string | null;
  rejection_reason: string | null;
  failure_reason: string | null;
  auto_processed: boolean;
  attempts: number;
  payout_reference: string | null;
  external_refund_id: string | null;
  shap_payout_id: string | null;
  shap_transaction_id: string | null;
  payout_state: string | null;
  payout_state_at: Date | null;
  created_at: Date;
  approved_at: Date | null;
  processed_at: Date | null;
  completed_at: Date | null;
  rejected_at: Date | null;
  failed_at: Date | null;
  order_number: string;
  product_name: string;
  lottery_id: number | null;
  lottery_number: string | null;
  payment_id: number;
  payment_reference: string;
  payment_amount: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  ticket_number: string | null;
}

const FROM = `
  from refunds r
  join orders o on o.id = r.order_id
  join users u on u.id = r.user_id
  left join lotteries l on l.id = r.lottery_id`;

const date = (d: Date | string | null) => (d === null ? null : new Date(d));

function record(r: Row): RefundRecord {
  return {
    id: r.id,
    refundNumber: r.refund_number,
    type: r.type,
    status: r.status,
    reason: r.reason,
    method: r.method,
    amount: r.amount,
    payeePhone: r.payee_phone,
    notes: r.notes,
    rejectionReason: r.rejection_reason,
    failureReason: r.failure_reason,
    autoProcessed: r.auto_processed,
    attempts: r.attempts,
    payoutReference: r.payout_reference,
    externalRefundId: r.external_refund_id,
    shapPayoutId: r.shap_payout_id,
    shapTransactionId: r.shap_transaction_id,
    payoutState: r.payout_state,
    payoutStateAt: date(r.payout_state_at),
    createdAt: date(r.created_at)!,
    approvedAt: date(r.approved_at),
    processedAt: date(r.processed_at),
    completedAt: date(r.completed_at),
    rejectedAt: date(r.rejected_at),
    failedAt: date(r.failed_at),
    order: { orderNumber: r.order_number, product: { name: r.product_name } },
    lottery: r.lottery_id === null ? null : { id: r.lottery_id, lotteryNumber: r.lottery_number! },
    payment: { id: r.payment_id, reference: r.payment_reference, amount: r.payment_amount },
    user: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone },
  };
}

/**
 * The back-office refund list (spec 3: `limit` newest first, status, type, reason, search) in two
 * statements over the columns it shows: loading a hundred refunds as entities with their order,
 * product, raffle, payment and user cost far more than the query itself.
 */
export async function listAdminRefunds(
  em: EntityManager,
  q: AdminRefundListQuery,
): Promise<{ refunds: AdminRefundView[]; total: number }> {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['r.status', q.status],
    ['r.type', q.type],
    ['r.reason', q.reason],
  ] as const) {
    if (!value) continue;
    parts.push(`${column} = ?`);
    params.push(value);
  }
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      `(r.refund_number ilike ? or o.order_number ilike ? or l.lottery_number ilike ? or u.email ilike ? or u.first_name ilike ? or u.last_name ilike ?)`,
    );
    params.push(...Array(6).fill(like));
  }
  const where = parts.length ? `where ${parts.join(' and ')}` : '';
  const conn = em.getConnection();
  // the joins are needed by the count only when the search reads them
  const [[count], rows] = await Promise.all([
    conn.execute<{ n: number }[]>(`select count(*)::int as n ${q.search ? FROM : 'from refunds r'} ${where}`, params),
    conn.execute<Row[]>(
      `select r.*, o.order_number, pr.name as product_name, l.lottery_number,
              py.reference as payment_reference, py.amount as payment_amount,
              u.first_name, u.last_name, u.email, u.phone,
              (select t.ticket_number from tickets t where t.order_id = r.order_id order by t.id limit 1) as ticket_number
         ${FROM}
         join products pr on pr.id = o.product_id
         join payments py on py.id = r.payment_id
         ${where}
        order by r.created_at desc, r.id desc
        limit ?`,
      [...params, q.limit],
    ),
  ]);
  return { refunds: rows.map((r) => toAdminRefundView(record(r), r.ticket_number)), total: count?.n ?? 0 };
}
