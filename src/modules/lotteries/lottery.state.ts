import type { EntityManager } from '@mikro-orm/postgresql';
import { defineMachine } from '../../common/state-machine.js';
import type { Lottery, LotteryStatus } from './lottery.entity.js';

/**
 * A raffle: draft → open (seed committed, LotteriesService.open) → sold_out (last ticket sold) or,
 * past its end date, drawn (enough participants) or expired (short of its minimum: refunds); an
 * administrator may cancel a draft, running or fallen-short raffle (refunds). Drawn and cancelled are final.
 * Labels (spec 3 §4): open Active, drawn Terminée, draft Brouillon, cancelled Annulée.
 */
export const lotteryMachine = defineMachine<LotteryStatus>('lottery', {
  draft: ['open', 'cancelled'],
  open: ['sold_out', 'expired', 'drawn', 'cancelled'],
  sold_out: ['drawn'],
  expired: ['cancelled'],
  drawn: [],
  cancelled: [],
});

/** Moves the raffle and stamps the dates of its new state. */
export function moveLottery(lottery: Lottery, to: LotteryStatus, now = new Date()): LotteryStatus {
  const from = lotteryMachine.apply(lottery, to);
  if (to === 'open') lottery.openedAt = now;
  if (to === 'sold_out' || to === 'expired' || to === 'cancelled') lottery.closedAt = now;
  if (to === 'drawn') {
    lottery.drawnAt = now;
    lottery.closedAt ??= now;
  }
  return from;
}

/**
 * The last ticket sold: closes the raffle by a guarded update (only from the states the table allows),
 * so that of two settlements selling the last tickets only one makes the transition. True for that one.
 */
export async function closeSoldOut(tx: EntityManager, lotteryId: number): Promise<boolean> {
  const rows = await tx
    .getConnection()
    .execute<{ id: number }[]>(
      `update lotteries set status = 'sold_out', closed_at = now() where id = ? and status in (${lotteryMachine.sqlSources('sold_out')}) returning id`,
      [lotteryId],
      'all',
      tx.getTransactionContext(),
    );
  return rows.length > 0;
}
