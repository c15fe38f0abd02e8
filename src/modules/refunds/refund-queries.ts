import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserRefundItem, UserSummaryList } from '../../contracts/admin-users.js';

/**
 * Refunds under way for money that bought tickets still in a raffle: the payment is still `paid`
 * and its refund neither rejected nor completed. Read by the draw (which must not pick a winner who
 * may also get their money back), through the lotteries module's LotteryRefunds slot
 * (lottery-refunds.adapter.ts). Runs inside the caller's transaction.
 */
export async function openTicketRefunds(tx: EntityManager, lotteryId: number): Promise<number> {
  const [row] = await tx.getConnection().execute<{ n: number }[]>(
    `select count(*)::int as n
       from refunds r
       join payments p on p.id = r.payment_id
      where r.lottery_id = ? and r.status in ('pending', 'approved', 'processed', 'failed') and p.status = 'paid'`,
    [lotteryId],
    'all',
    tx.getTransactionContext(),
  );
  return row?.n ?? 0;
}

/** A user's refunds for the back-office user drawer: how many, and the latest `limit`. */
export async function userRefunds(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<UserSummaryList<UserRefundItem>> {
  const rows = await em
    .fork()
    .getConnection()
    .execute<{ id: number; refund_number: string; amount: number | string; status: string; total: number | string }[]>(
      `select id, refund_number, amount, status, count(*) over () as total
       from refunds where user_id = ? order by created_at desc, id desc limit ?`,
      [userId, limit],
    );
  return {
    count: Number(rows[0]?.total ?? 0),
    latest: rows.map((r) => ({
      id: Number(r.id),
      refund_number: r.refund_number,
      amount: Number(r.amount),
      status: r.status,
    })),
  };
}
