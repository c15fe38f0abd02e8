import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Refunds under way for money that bought tickets still in a raffle: the payment is still `paid`
 * and its refund neither rejected nor completed. Read by the draw (which must not pick a winner who
 * may also get their money back), a plain query so that the lotteries module, which the refunds
 * module depends on, can ask it without a cycle. Runs inside the caller's transaction.
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
