import { EntityManager } from '@mikro-orm/postgresql';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { ReservationBatches, type ReserveCall } from '../../src/modules/lotteries/reservation-batches.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let batches: ReservationBatches;
let statements: string[];
/** the next batch statement's answer is lost on the way, as when the connection drops */
let loseNextBatch = false;
beforeAll(async () => {
  t = await startTestApp();
  const em = t.app.get(EntityManager);
  batches = new ReservationBatches(em);
  // what reaches the database, to see that concurrent buyers share statements
  const connection = em.getConnection();
  const execute = connection.execute.bind(connection);
  statements = [];
  connection.execute = ((sql: string, ...rest: unknown[]) => {
    if (sql.includes('reserve_tickets')) statements.push(sql);
    if (loseNextBatch && sql.includes('reserve_tickets_batch')) {
      loseNextBatch = false;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }
    return (execute as (...a: unknown[]) => unknown)(sql, ...rest);
  }) as typeof connection.execute;
});
afterAll(() => t?.close());

let numbers = 0;
const call = (userId: number, lotteryId: number, o: Partial<ReserveCall> = {}): ReserveCall => ({
  userId,
  lotteryId,
  quantity: 1,
  amount: 1000,
  phone: '+24174000000',
  orderNumber: `MB-BATCH-${process.pid}-${++numbers}`,
  expiresAt: new Date(Date.now() + 15 * 60_000),
  spendCap: 0,
  ...o,
});

describe('reservations in batches', () => {
  it('reserves exactly the tickets that exist for a crowd of buyers, in fewer statements than buyers', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 10 });
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser(t.em())));
    statements.length = 0;
    const outcomes = await Promise.all(users.map((u) => batches.reserve(call(u.id, lottery.id))));
    const reserved = outcomes.filter((o) => o.r_outcome === 'reserved');
    expect(reserved).toHaveLength(10);
    expect(outcomes.filter((o) => o.r_outcome === 'sold_out')).toHaveLength(20);
    expect(new Set(reserved.map((o) => o.r_order_id)).size).toBe(10);
    expect(statements.length).toBeLessThan(users.length);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(fresh.reservedTickets).toBe(10);
    expect(await t.em().count(Order, { lottery: lottery.id })).toBe(10);
  });

  it('serves the buyers of a batch in the order they came, whoever they are', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 3 });
    const users: { id: number }[] = [];
    for (let i = 0; i < 5; i++) users.push(await createUser(t.em()));
    // the newest accounts come first
    const arrivals = [...users].reverse();
    const outcomes = await Promise.all(arrivals.map((u) => batches.reserve(call(u.id, lottery.id))));
    expect(outcomes.map((o) => o.r_outcome)).toEqual(['reserved', 'reserved', 'reserved', 'sold_out', 'sold_out']);
  });

  it('counts a buyer twice in one batch against their own quotas', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 100 });
    const [first, second] = await Promise.all([createUser(t.em()), createUser(t.em())]);
    // the first call goes alone; the next ones wait and share one statement
    const outcomes = await Promise.all([
      batches.reserve(call(first!.id, lottery.id)),
      ...Array.from({ length: 8 }, () => batches.reserve(call(second!.id, lottery.id, { quantity: 4, amount: 4000 }))),
    ]);
    const mine = outcomes.slice(1).map((o) => o.r_outcome);
    // a fifth of 100 is 20 held tickets: five orders of 4, and the cap of open orders refuses the rest
    expect(mine.filter((o) => o === 'reserved')).toHaveLength(5);
    expect(
      mine.filter((o) => o !== 'reserved').every((o) => o === 'holding_limit' || o === 'too_many_open_orders'),
    ).toBe(true);
    const held = await t.em().count(Order, { lottery: lottery.id, user: second!.id });
    expect(held).toBe(5);
  });

  it('tries each buyer alone when their batch fails, so one broken request fails alone', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 50 });
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.em())));
    // two requests with one order number: the second one's insert breaks its whole batch
    const clash = `MB-CLASH-${process.pid}`;
    const calls = users.map((u, i) => call(u.id, lottery.id, i >= 4 ? { orderNumber: clash } : {}));
    const answers = await Promise.allSettled(calls.map((c) => batches.reserve(c)));
    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(1);
    const ok = answers.filter((a) => a.status === 'fulfilled').map((a) => a.value.r_outcome);
    expect(ok).toEqual(Array(5).fill('reserved'));
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(5);
  });

  it('fails the buyers of a batch whose answer was lost, never reserving them again alone', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 50 });
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t.em())));
    loseNextBatch = true;
    const answers = await Promise.allSettled(users.map((u) => batches.reserve(call(u.id, lottery.id))));
    // the first buyer went alone; the four who waited shared the batch whose answer never came
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(await t.em().count(Order, { lottery: lottery.id })).toBe(1);
  });

  it("lets two raffles' batches that share buyers in opposite orders wait for each other, never deadlock", async () => {
    const service = t.app.get(LotteriesService);
    const [first, second] = [await createOpenLottery(t.em(), service), await createOpenLottery(t.em(), service)];
    const sql = t.app.get(EntityManager).getConnection();
    const deadlocks = async () => {
      await sql.execute('select pg_stat_clear_snapshot()');
      const [row] = await sql.execute<{ n: string }[]>(
        'select deadlocks::text as n from pg_stat_database where datname = current_database()',
      );
      return Number(row!.n);
    };
    const before = await deadlocks();
    for (let round = 0; round < 5; round++) {
      const [opener, a, b] = await Promise.all([createUser(t.em()), createUser(t.em()), createUser(t.em())]);
      // on each raffle one buyer goes alone, then the two shared buyers wait and share a batch, in opposite orders
      await Promise.all([
        batches.reserve(call(opener!.id, first!.id)),
        batches.reserve(call(a!.id, first!.id)),
        batches.reserve(call(b!.id, first!.id)),
        batches.reserve(call(opener!.id, second!.id)),
        batches.reserve(call(b!.id, second!.id)),
        batches.reserve(call(a!.id, second!.id)),
      ]);
    }
    // the server counts deadlocks when a session's statistics are flushed: once a second at most
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deadlocks()).toBe(before);
  });
});
