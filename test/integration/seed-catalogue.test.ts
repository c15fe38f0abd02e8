import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { loadConfig } from '../../src/config/config.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { drawWinner, seedCommitment } from '../../src/modules/lotteries/fair-draw.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { seedCatalogue } from '../../src/modules/seed/catalogue-seeder.js';
import { seedAdminDemo } from '../../src/modules/seed/admin-seeder.js';
import { ORDER_STATUSES } from '../../src/contracts/orders.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { Testimonial } from '../../src/modules/testimonials/testimonial.entity.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
let orm: MikroORM;
const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-seed-'));
const config = loadConfig({
  NODE_ENV: 'test',
  APP_SECRET: 'seed-test-secret-0123456789abcdef0123456789',
  DATA_DIR: dataDir,
});

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 4 }));
  await seedDemo(orm.em.fork());
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('creates direct products, open raffles with varied progress and verifiable finished draws, once', async () => {
    expect(await seedCatalogue(orm.em.fork(), config)).toBe(30);
    expect(await seedCatalogue(orm.em.fork(), config)).toBe(0);
    const em = orm.em.fork();
    expect(await em.count(Product, { saleMode: 'direct', status: 'active' })).toBe(12);
    const open = await em.find(Lottery, { status: 'open' });
    expect(open).toHaveLength(12);
    for (const l of open) {
      expect(l.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      expect(l).toMatchObject({ drawAlgorithm: 'hmac-sha256-rejection-v2', beacon: 'local' });
      expect(l.soldTickets).toBeLessThanOrEqual(l.totalTickets);
      expect(await em.count(Ticket, { lottery: l, status: 'paid' })).toBe(l.soldTickets);
    }
    expect(open.some((l) => l.totalTickets - l.soldTickets <= 5)).toBe(true);
    const draws = await em.find(Draw, {}, { populate: ['winner', 'lottery'] });
    expect(draws).toHaveLength(6);
    expect(new Set(draws.map((d) => d.verificationCode)).size).toBe(6);
    for (const d of draws) {
      expect(['client@mbolo.test', 'client2@mbolo.test']).toContain(d.winner.email);
      const seed = Buffer.from(d.seed, 'hex');
      expect(seedCommitment(seed)).toBe(d.seedCommitment);
      // finished demo draws are v2 on the local beacon: its round, published after the close, is public
      expect(d).toMatchObject({ algorithm: 'hmac-sha256-rejection-v2', beacon: 'local' });
      expect(d.beaconPublishedAt!.getTime()).toBeGreaterThan(d.salesClosedAt!.getTime());
      expect(drawWinner(seed, d.lottery.lotteryNumber, d.pool, d.beaconValue!).winner).toBe(d.winningTicket);
      expect(recomputeDraw(d.seed, d.lottery.lotteryNumber, d.pool, d.beaconValue!).winner).toBe(d.winningTicket);
      expect(d.drawnAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
    }
    // the winners' testimonials: signed by the customer the draw picked, after the draw
    const testimonials = await em.find(Testimonial, {}, { populate: ['draw', 'user'] });
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const tm of testimonials) {
      const draw = draws.find((d) => d.id === tm.draw.id)!;
      expect(tm.user.id).toBe(draw.winner.id);
      expect(tm.status).toBe('published');
      expect(tm.createdAt.getTime()).toBeGreaterThan(draw.drawnAt.getTime());
      expect(tm.message.length).toBeGreaterThanOrEqual(10);
      expect(tm.message.length).toBeLessThanOrEqual(500);
    }
  });

  it('gives every admin screen something: orders and payments in every status over three months, draws to make and to refund, refunds in every state', async () => {
    expect(await seedAdminDemo(orm.em.fork(), config)).toBe(true);
    expect(await seedAdminDemo(orm.em.fork(), config)).toBe(false);
    const conn = orm.em.fork().getConnection();
    const one = async <T>(sql: string, params: unknown[] = []) => (await conn.execute<T[]>(sql, params))[0]!;

    // orders in every stored status, each with the payment that goes with it
    const statuses = new Set(
      (await conn.execute<{ status: string }[]>('select distinct status from orders')).map((r) => r.status),
    );
    for (const s of ORDER_STATUSES) expect([s, statuses.has(s)]).toEqual([s, true]);
    const unpaid = await one<{ n: number }>(
      `select count(*)::int as n from orders o where o.status in ('paid', 'shipping', 'fulfilled')
         and (select count(*) from payments p where p.order_id = o.id and p.status = 'paid') <> 1`,
    );
    expect(unpaid.n).toBe(0);
    const mismatched = await one<{ n: number }>(
      `select count(*)::int as n from orders o where not exists (select 1 from payments p where p.order_id = o.id and p.amount = o.total_amount
         and p.status = case o.status when 'awaiting_payment' then 'pending' when 'shipping' then 'paid' when 'fulfilled' then 'paid' else o.status end)`,
    );
    expect(mismatched.n).toBe(0);
    const pendingPayments = await one<{ n: number }>(
      `select count(*)::int as n from payments where status = 'pending'`,
    );
    expect(pendingPayments.n).toBeGreaterThan(0);
    // the demo customers themselves start with nothing awaiting payment (purchase quotas stay whole)
    const theirs = await one<{ n: number }>(
      `select count(*)::int as n from orders o join users u on u.id = o.user_id where o.status = 'awaiting_payment' and u.email in ('client@mbolo.test', 'client2@mbolo.test')`,
    );
    expect(theirs.n).toBe(0);
    // three months of sales, growing: each 30-day window has paid orders
    for (const [from, to] of [
      [90, 60],
      [60, 30],
      [30, 0],
    ]) {
      const w = await one<{ n: number }>(
        `select count(*)::int as n from orders where paid_at >= now() - (? || ' days')::interval and paid_at < now() - (? || ' days')::interval`,
        [from, to],
      );
      expect(w.n).toBeGreaterThan(0);
    }

    // sold counters match the tickets, everywhere
    const counters = await one<{ n: number }>(
      `select count(*)::int as n from lotteries l where l.sold_tickets <> (select count(*) from tickets t where t.lottery_id = l.id and t.status in ('paid', 'won', 'lost'))`,
    );
    expect(counters.n).toBe(0);

    // a pending draw: ended, enough participants, not drawn
    const pending = await conn.execute<{ id: number }[]>(
      `select l.id from lotteries l where l.status = 'open' and l.end_date < now() and not exists (select 1 from draws d where d.lottery_id = l.id)
         and (select count(distinct owner_id) from tickets t where t.lottery_id = l.id and t.status = 'paid') >= l.min_participants`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(await new SettingsService(orm.em.fork()).get('auto_draw')).toBe(false);
    // eligible for refund: expired below the minimum, and cancelled, with paid tickets and no refund yet
    for (const status of ['expired', 'cancelled']) {
      const r = await one<{ n: number }>(
        `select count(*)::int as n from lotteries l where l.status = ? and l.sold_tickets > 0
           and exists (select 1 from payments p join orders o on o.id = p.order_id where o.lottery_id = l.id and p.status = 'paid')
           and not exists (select 1 from refunds f where f.lottery_id = l.id)`,
        [status],
      );
      expect([status, r.n]).toEqual([status, 1]);
    }
    const short = await one<{ sold: number; min: number; owners: number }>(
      `select l.sold_tickets as sold, l.min_participants as min, (select count(distinct owner_id)::int from tickets t where t.lottery_id = l.id) as owners from lotteries l where l.status = 'expired'`,
    );
    expect(short.owners).toBeLessThan(short.min);
    // the history: the finished draws with winners
    expect(
      (await one<{ n: number }>(`select count(*)::int as n from draws where winner_id is not null`)).n,
    ).toBeGreaterThanOrEqual(6);

    // refunds in each state, each pointing at a real payment of its amount
    const refundStates = new Set(
      (await conn.execute<{ status: string }[]>('select distinct status from refunds')).map((r) => r.status),
    );
    for (const s of ['pending', 'failed', 'completed', 'rejected']) expect([s, refundStates.has(s)]).toEqual([s, true]);
    const orphan = await one<{ n: number }>(
      `select count(*)::int as n from refunds f left join payments p on p.id = f.payment_id
        where p.id is null or p.amount <> f.amount or p.order_id <> f.order_id or (f.status = 'completed') <> (p.status = 'refunded')`,
    );
    expect(orphan.n).toBe(0);

    // the products screen: every status
    const productStatuses = new Set(
      (await conn.execute<{ status: string }[]>('select distinct status from products')).map((r) => r.status),
    );
    expect([...productStatuses].sort()).toEqual(['active', 'archived', 'draft', 'sold_out']);
  });
});
