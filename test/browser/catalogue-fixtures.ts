import pg from 'pg';
import {
  DRAW_ALGORITHM_V1 as DRAW_ALGORITHM,
  drawWinner,
  newSeed,
  seedCommitment,
} from '../../src/modules/lotteries/fair-draw.js';

/** What the browser test arranged in the server's database. */
export interface CatalogueFixture {
  directIds: number[];
  openProductId: number;
  openLotteryId: number;
  drawnProductId: number;
  drawnLotteryId: number;
  winningTicket: string;
  code: string;
  directCategoryId: number;
  /** a finished draw of the demo catalogue, made by the draw service (v2, local beacon) */
  beaconDraw: { lotteryId: number; winningTicket: string; round: number; value: string };
  /** an open raffle of the demo catalogue, committed to the local beacon */
  beaconOpenLotteryId: number;
}

const DAY = 86_400_000;

/**
 * The built server seeds only demo accounts and categories, so the test inserts its products,
 * tombolas and a finished draw (computed with fair-draw.ts, as the draw service stores it) with SQL.
 */
export async function arrangeCatalogue(databaseUrl: string): Promise<CatalogueFixture> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
      (await db.query(sql, params)).rows[0] as T;
    const userWithRole = (role: string) =>
      one<{ id: number }>(
        `select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = $1 order by u.id limit 1`,
        [role],
      );
    const merchant = await userWithRole('Business Enterprise');
    const buyers = [
      await one<{ id: number }>(`select id from users where email = 'client@mbolo.test'`),
      await one<{ id: number }>(`select id from users where email = 'client2@mbolo.test'`),
    ];
    await db.query(`update users set city = 'Port-Gentil' where id = any($1)`, [buyers.map((b) => b.id)]);
    // own categories: the demo catalogue seeded by the server fills the real ones
    const category = (slug: string, name: string) =>
      one<{ id: number; name: string }>(
        `insert into categories (slug, name, name_en, icon, sort_order, is_active) values ($1, $2, $2, null, 99, true) returning id, name`,
        [slug, name],
      );
    const catA = await category('e2e-direct', 'Catégorie E2E directe');
    const catB = await category('e2e-tombola', 'Catégorie E2E tombola');

    const product = async (
      name: string,
      price: number,
      saleMode: string,
      categoryId: number,
      ageDays: number,
      status = 'active',
      images: string[] = [],
    ) =>
      (
        await one<{ id: number }>(
          `insert into products (merchant_id, category_id, name, description, detailed_description, price, sale_mode, status, featured, stock, views_count, images, created_at, updated_at)
           values ($1, $2, $3, $4, null, $5, $6, $7, false, $8, 0, $9, $10, $10) returning id`,
          [
            merchant.id,
            categoryId,
            name,
            `${name} : un article de démonstration.`,
            price,
            saleMode,
            status,
            saleMode === 'direct' ? 3 : null,
            JSON.stringify(images),
            new Date(Date.now() - ageDays * DAY),
          ],
        )
      ).id;

    const directIds: number[] = [];
    for (let i = 1; i <= 14; i++)
      directIds.push(
        await product(
          `Article test ${String(i).padStart(2, '0')}`,
          10_000 * i,
          'direct',
          catA.id,
          20 - i,
          'active',
          i === 14 ? ['/favicon.svg'] : [],
        ),
      );

    const lottery = async (productId: number, number: string, total: number, seed: Buffer, status: string) =>
      (
        await one<{ id: number }>(
          `insert into lotteries (product_id, lottery_number, ticket_price, total_tickets, sold_tickets, reserved_tickets, ticket_seq, min_participants, end_date, status, seed_commitment, opened_at, created_at, updated_at)
           values ($1, $2, 1000, $3, 0, 0, 0, 1, $4, $5, $6, now(), now(), now()) returning id`,
          [productId, number, total, new Date(Date.now() + 5 * DAY), status, seedCommitment(seed)],
        )
      ).id;
    const sell = async (lotteryId: number, productId: number, number: string, owners: number[]) => {
      const tickets: string[] = [];
      for (const [i, owner] of owners.entries()) {
        const order = await one<{ id: number }>(
          `insert into orders (order_number, user_id, type, status, product_id, lottery_id, quantity, unit_price, total_amount, paid_at, created_at, updated_at)
           values ($1, $2, 'lottery', 'paid', $3, $4, 1, 1000, 1000, now(), now(), now()) returning id`,
          [`ORD-${number}-${i}`, owner, productId, lotteryId],
        );
        const ticket = `${number}-${String(i + 1).padStart(4, '0')}`;
        await db.query(
          `insert into tickets (lottery_id, ticket_number, owner_id, order_id, status, price_paid, purchased_at, created_at) values ($1, $2, $3, $4, 'paid', 1000, now(), now())`,
          [lotteryId, ticket, owner, order.id],
        );
        tickets.push(ticket);
      }
      await db.query(`update lotteries set sold_tickets = $2, ticket_seq = $2 where id = $1`, [
        lotteryId,
        owners.length,
      ]);
      return tickets;
    };

    const openProductId = await product('Moto Haojue 125', 900_000, 'lottery', catB.id, 1);
    const openLotteryId = await lottery(openProductId, 'TMB-E2E-OPEN', 50, newSeed(), 'open');
    await sell(openLotteryId, openProductId, 'TMB-E2E-OPEN', [buyers[0]!.id, buyers[1]!.id, buyers[0]!.id]);

    const drawnProductId = await product('Télévision Hisense 50 pouces', 450_000, 'lottery', catB.id, 10, 'sold_out');
    const seed = newSeed();
    const drawnLotteryId = await lottery(drawnProductId, 'TMB-E2E-DRAWN', 6, seed, 'sold_out');
    const tickets = await sell(
      drawnLotteryId,
      drawnProductId,
      'TMB-E2E-DRAWN',
      [0, 1, 0, 1, 1, 0].map((i) => buyers[i]!.id),
    );
    const result = drawWinner(seed, 'TMB-E2E-DRAWN', tickets);
    const winner = await one<{ owner_id: number }>(
      `select owner_id from tickets where lottery_id = $1 and ticket_number = $2`,
      [drawnLotteryId, result.winner],
    );
    const code = 'E2EK7MNP';
    await db.query(
      `insert into draws (lottery_id, algorithm, seed, seed_commitment, pool, pool_hash, counter, winning_ticket, winner_id, verification_code, trigger, drawn_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'sold_out', now())`,
      [
        drawnLotteryId,
        DRAW_ALGORITHM,
        seed.toString('hex'),
        seedCommitment(seed),
        JSON.stringify(result.pool),
        result.poolHash,
        result.counter,
        result.winner,
        winner.owner_id,
        code,
      ],
    );
    await db.query(
      `update tickets set status = case when ticket_number = $2 then 'won' else 'lost' end where lottery_id = $1`,
      [drawnLotteryId, result.winner],
    );
    await db.query(`update lotteries set status = 'drawn', drawn_at = now(), closed_at = now() where id = $1`, [
      drawnLotteryId,
    ]);
    await db.query(
      `insert into testimonials (user_id, draw_id, message, rating, status, created_at)
       select winner_id, id, 'Le téléviseur est arrivé chez moi en deux jours, merci !', 4, 'published', now() from draws where lottery_id = $1`,
      [drawnLotteryId],
    );

    const beaconDraw = await one<{
      lottery_id: number;
      winning_ticket: string;
      beacon_round: number;
      beacon_value: string;
    }>(
      `select lottery_id, winning_ticket, beacon_round, beacon_value from draws where algorithm = 'hmac-sha256-rejection-v2' order by id limit 1`,
    );
    const beaconOpen = await one<{ id: number }>(
      `select id from lotteries where status = 'open' and beacon = 'local' order by id limit 1`,
    );
    return {
      beaconOpenLotteryId: beaconOpen.id,
      directIds,
      openProductId,
      openLotteryId,
      drawnProductId,
      drawnLotteryId,
      winningTicket: result.winner,
      code,
      directCategoryId: catA.id,
      beaconDraw: {
        lotteryId: beaconDraw.lottery_id,
        winningTicket: beaconDraw.winning_ticket,
        round: beaconDraw.beacon_round,
        value: beaconDraw.beacon_value,
      },
    };
  } finally {
    await db.end();
  }
}

export async function viewsOf(databaseUrl: string, productId: number): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(`select views_count from products where id = $1`, [productId])).rows[0]
      .views_count as number;
  } finally {
    await db.end();
  }
}
