import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Waits for a draw or cancellation of the raffle under way in another transaction, and keeps one from
 * starting until `tx` ends: what `tx` decides about the raffle's money (a refund) and the draw's
 * "no refund open" check then see each other, never both pass.
 */
export async function holdLotteryAgainstDraw(tx: EntityManager, lotteryId: number): Promise<void> {
  await tx
    .getConnection()
    .execute('select id from lotteries where id = ? for share', [lotteryId], 'all', tx.getTransactionContext());
}
