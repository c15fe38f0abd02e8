import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserPaymentItem, UserSummaryList } from '../../contracts/admin-users.js';
import type { PaymentMethod, PaymentStatus } from '../../contracts/payments.js';
import type { OrderPaymentRow, OrderPaymentSummary } from '../orders/index.js';

/**
 * Read-only questions other modules ask about payments, as plain rows (no entities leave the module).
 * The orders module reads the first two through its OrderPayments slot (order-payments.adapter.ts).
 */

/** Per order: its paid attempt if there is one, else its latest attempt. Orders never attempted are absent. */
export async function paymentSummaries(
  em: EntityManager,
  orderIds: number[],
): Promise<Map<number, OrderPaymentSummary>> {
  if (!orderIds.length) return new Map();
  const rows = await em.getConnection().execute<{ order_id: number; status: PaymentStatus; method: PaymentMethod }[]>(
    `select distinct on (order_id) order_id, status, method
       from payments
      where order_id in (${orderIds.map(() => '?').join(',')})
      order by order_id, (status = 'paid') desc, created_at desc, id desc`,
    orderIds,
  );
  return new Map(rows.map((r) => [Number(r.order_id), { status: r.status, method: r.method }]));
}

/** Every attempt to pay one order, oldest first. */
export async function paymentsOfOrder(em: EntityManager, orderId: number): Promise<OrderPaymentRow[]> {
  const rows = await em.getConnection().execute<(Omit<OrderPaymentRow, 'amount'> & { amount: number | string })[]>(
    `select id, reference, gateway_transaction_id as transaction_id, method, status, amount, phone, failure_reason,
            created_at, updated_at, paid_at
       from payments where order_id = ? order by created_at, id`,
    [orderId],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount: Number(r.amount),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
    paid_at: r.paid_at ? new Date(r.paid_at) : null,
  }));
}

/** A user's payment attempts for the back-office user drawer: how many, and the latest `limit`. */
export async function userPayments(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<UserSummaryList<UserPaymentItem>> {
  const rows = await em
    .fork()
    .getConnection()
    .execute<
      {
        id: number;
        reference: string;
        amount: number | string;
        status: string;
        created_at: Date | string;
        total: number | string;
      }[]
    >(
      `select id, reference, amount, status, created_at, count(*) over () as total
       from payments where user_id = ? order by created_at desc, id desc limit ?`,
      [userId, limit],
    );
  return {
    count: Number(rows[0]?.total ?? 0),
    latest: rows.map((r) => ({
      id: Number(r.id),
      reference: r.reference,
      amount: Number(r.amount),
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
