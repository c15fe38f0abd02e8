import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes `quantity` units of an active product in one conditional UPDATE (the row lock lasts one
 * statement); false when the product is not on sale or has fewer units left. Unlimited products
 * (no stock count) always have enough.
 */
export async function takeStock(tx: EntityManager, productId: number, quantity: number): Promise<boolean> {
  const taken = await tx.getConnection().execute<{ id: number }[]>(
    `update products set stock = stock - ?, updated_at = now()
     where id = ? and status = 'active' and (stock is null or stock >= ?) returning id`,
    [quantity, productId, quantity],
    'all',
    tx.getTransactionContext(),
  );
  return taken.length > 0;
}

/** Units of a cancelled direct purchase go back on sale (products without a stock count are unlimited). */
export async function returnStock(tx: EntityManager, productId: number, quantity: number): Promise<void> {
  await tx
    .getConnection()
    .execute(
      `update products set stock = stock + ?, updated_at = now() where id = ? and stock is not null`,
      [quantity, productId],
      'all',
      tx.getTransactionContext(),
    );
}
