import pg from 'pg';
import request from 'supertest';
import { ReconciliationService } from '../../src/modules/payments/reconciliation.service.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;
beforeAll(async () => {
  t = await startTestApp();
  // raffles past their end date are drawn by the cron here: auto_draw is off unless saved (spec 3 §9)
  await t.app.get(SettingsService).update({ auto_draw: true });
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

async function buyer(o: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.em(), o);
  return { user, token: await loginToken(t, user.email) };
}

async function pay(orderNumber: string) {
  const em = t.em();
  await em.transactional(async (tx) => {
    const order = await tx.findOneOrFail(Order, { orderNumber }, { populate: ['lottery'] });
    order.status = 'paid';
    order.paidAt = new Date();
    await lotteries.confirm(tx, order);
  });
}

describe('POST /api/tickets/purchase', () => {
  it('reserves the tickets and creates the order awaiting payment', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 1500 });
    const { user, token } = await buyer();
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 3, phone_number: '074010203', total_amount: 4500 })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { order_number: expect.stringMatching(/^MB-\d{6}-[A-Z2-9]{6}$/), amount: 4500, quantity: 3 },
    });
    const em = t.em();
    const order = await em.findOneOrFail(Order, { orderNumber: res.body.data.order_number });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      type: 'lottery',
      totalAmount: 4500,
      phone: '+24174010203',
    });
    expect(order.expiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const tickets = await em.find(Ticket, { order }, { orderBy: { ticketNumber: 'asc' } });
    expect(tickets.map((x) => x.status)).toEqual(['reserved', 'reserved', 'reserved']);
    expect(tickets[0]!.owner.id).toBe(user.id);
    expect(new Set(tickets.map((x) => x.ticketNumber)).size).toBe(3);
    const fresh = await em.findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([0, 3]);
  });

  it('refuses a total that is not quantity × ticket price', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { ticketPrice: 1000 });
    const { token } = await buyer();
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 2, total_amount: 1000 })
      .expect(422);
    expect(res.body.errors.total_amount).toEqual(['Le montant ne correspond pas au prix des tickets']);
    expect(await t.em().count(Order, { lottery: lottery.id })).toBe(0);
  });

  it('refuses more than what remains, then sold out, with 409 and French messages', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3 });
    const { token } = await buyer();
    const over = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 4, total_amount: 4000 })
      .expect(409);
    expect(over.body.message).toBe('Il ne reste que 3 ticket(s) pour cette tombola');
    await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 3, total_amount: 3000 })
      .expect(201);
    const sold = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(409);
    expect(sold.body.message).toBe('Tous les tickets sont vendus');
  });

  it('refuses a closed lottery: "Tombola terminée"', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { endInMinutes: -1 });
    const { token } = await buyer();
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(409);
    expect(res.body.message).toBe('Tombola terminée');
  });

  it('asks for a phone when the profile has none', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries);
    const { token } = await buyer({ phone: null });
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(422);
    expect(res.body.message).toBe("Veuillez ajouter un numéro de téléphone à votre profil avant d'effectuer un achat.");
  });

  it('refuses unverified accounts (403) and anonymous visitors (401)', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries);
    const { token } = await buyer({ verified: false });
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(403);
    expect(res.body.message).toBe(
      "Votre compte n'est pas encore vérifié. Vérifiez votre boîte email et cliquez sur le lien de vérification.",
    );
    await request(t.http)
      .post('/api/tickets/purchase')
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(401);
  });

  it('lets an individual seller buy but not an enterprise or an admin', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries);
    for (const [role, status] of [
      ['Business Individual', 201],
      ['Business Enterprise', 403],
      ['Admin', 403],
    ] as const) {
      const { token } = await buyer({ roles: [role] });
      await request(t.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
        .expect(status);
    }
  });
});

/**
 * Resolves once another backend waits on a lock held by `holderPid`, as seen from the `watcher` connection;
 * fails after `ms`. On the embedded server (one PGlite session behind every connection: the watcher has the
 * holder's pid) an open transaction holds the other connections' queries in its queue, not on a lock: there
 * is nothing to see, and nothing can overtake the commit either.
 */
async function lockWaitBehind(watcher: pg.Client, holderPid: number, ms = 10_000): Promise<void> {
  const own = (await watcher.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  if (own === holderPid) return;
  const started = Date.now();
  while (Date.now() - started < ms) {
    const { rows } = await watcher.query(
      `select pid from pg_stat_activity where wait_event_type = 'Lock' and $1::int = any(pg_blocking_pids(pid))`,
      [holderPid],
    );
    if (rows.length) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no backend waited on a lock of ${holderPid} within ${ms} ms`);
}

describe('a price change racing a purchase', () => {
  it('never sells at the price the buyer saw once the seller changed it', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 1000 });
    const { token } = await buyer();
    const seller = new pg.Client({ connectionString: t.db.url });
    const watcher = new pg.Client({ connectionString: t.db.url });
    await seller.connect();
    await watcher.connect();
    try {
      // the seller's edit holds the row: the purchase reads the old price, then waits on its UPDATE
      await seller.query('begin');
      await seller.query('update lotteries set ticket_price = 2000 where id = $1', [lottery.id]);
      const sellerPid = (await seller.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const purchase = request(t.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: lottery.id, quantity: 2, total_amount: 2000 });
      const answered = purchase.then((r) => r);
      // commit only once the purchase is really blocked on the seller's row lock, however slow the machine
      await lockWaitBehind(watcher, sellerPid);
      await seller.query('commit');
      const res = await answered;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error_code: 'price_changed',
        message: 'Le prix du ticket vient de changer. Rechargez la page pour voir le nouveau prix.',
      });
    } finally {
      await seller.end();
      await watcher.end();
    }
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.reservedTickets, fresh.soldTickets]).toEqual([0, 0]);
    expect(await t.em().count(Order, { lottery: lottery.id })).toBe(0);
  });
});

describe('no oversell under concurrency', () => {
  it('never sells or reserves more than the total, refusing the rest with 409 and no 5xx', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 25 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const attempts = buyers.flatMap(({ token }) => [3, 2, 1].map((quantity) => ({ token, quantity })));
    const results = await Promise.all(
      attempts.map(({ token, quantity }) =>
        request(t.http)
          .post('/api/tickets/purchase')
          .set(bearer(token))
          .send({ lottery_id: lottery.id, quantity, total_amount: quantity * 1000 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toMatch(/Tous les tickets sont vendus|Il ne reste que \d+ ticket/);
    const reserved = results.filter((r) => r.status === 201).reduce((n, r) => n + r.body.data.quantity, 0);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(fresh.reservedTickets).toBe(reserved);
    expect(fresh.soldTickets + fresh.reservedTickets).toBeLessThanOrEqual(25);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: 'reserved' })).toBe(reserved);
    const numbers = (await t.em().find(Ticket, { lottery: lottery.id })).map((x) => x.ticketNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('is also guarded by the database CHECK constraint', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 5 });
    await expect(
      t.em().getConnection().execute('update lotteries set reserved_tickets = 6 where id = ?', [lottery.id]),
    ).rejects.toThrow(/lotteries_tickets_within_total/);
  });
});

describe('settling and drawing', () => {
  it('confirms paid tickets, draws automatically at sell-out, exactly once', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 4 });
    const a = await buyer();
    const b = await buyer();
    const o1 = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(a.token))
      .send({ lottery_id: lottery.id, quantity: 3, total_amount: 3000 })
      .expect(201);
    const o2 = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(b.token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(201);
    await pay(o1.body.data.order_number);
    let fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets, fresh.status]).toEqual([3, 1, 'open']);
    await pay(o2.body.data.order_number);
    fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets, fresh.status]).toEqual([4, 0, 'drawn']);
    const draw = await t.em().findOneOrFail(Draw, { lottery: lottery.id });
    expect(draw.pool).toHaveLength(4);
    expect(draw.seedCommitment).toBe(fresh.seedCommitment);
    const won = await t.em().find(Ticket, { lottery: lottery.id, status: 'won' });
    expect(won.map((x) => x.ticketNumber)).toEqual([draw.winningTicket]);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: 'lost' })).toBe(3);

    // concurrent triggers (admin, retries) find the same draw
    const again = await Promise.all([1, 2, 3].map(() => t.app.get(DrawService).drawNow(lottery.id, 'admin')));
    expect(new Set(again.map((d) => d.id))).toEqual(new Set([draw.id]));
    expect(await t.em().count(Draw, { lottery: lottery.id })).toBe(1);
  });

  it('releases reservations whose payment window passed', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 5 });
    const { token } = await buyer();
    const res = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 5, total_amount: 5000 })
      .expect(201);
    const reconciler = t.app.get(ReconciliationService);
    expect(await reconciler.expireDue(new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await reconciler.expireDue(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const order = await t.em().findOneOrFail(Order, { orderNumber: res.body.data.order_number });
    expect(order.status).toBe('expired');
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(fresh.reservedTickets).toBe(0);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: 'released' })).toBe(5);
    // back on sale
    await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 5, total_amount: 5000 })
      .expect(201);
  });

  it('draws lotteries past their end date when enough people took part, otherwise expires them', async () => {
    const enough = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 1 });
    const tooFew = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 3 });
    const { token } = await buyer();
    for (const l of [enough, tooFew]) {
      const r = await request(t.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: l.id, quantity: 2, total_amount: 2000 })
        .expect(201);
      await pay(r.body.data.order_number);
    }
    await t
      .em()
      .nativeUpdate(Lottery, { id: { $in: [enough.id, tooFew.id] } }, { endDate: new Date(Date.now() - 1000) });
    const result = await t.app.get(DrawService).closeExpired();
    expect(result.drawn).toBeGreaterThanOrEqual(1);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await t.em().findOneOrFail(Lottery, enough.id)).status).toBe('drawn');
    expect((await t.em().findOneOrFail(Lottery, tooFew.id)).status).toBe('expired');
  });

  it('lets only admins trigger a due draw through the API', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const r = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(201);
    await pay(r.body.data.order_number);
    const admin = await createUser(t.em(), { roles: ['Admin'] });
    const adminToken = await loginToken(t, admin.email);
    await request(t.http).post(`/api/admin/lotteries/${lottery.id}/draw`).set(bearer(token)).expect(403);
    const early = await request(t.http)
      .post(`/api/admin/lotteries/${lottery.id}/draw`)
      .set(bearer(adminToken))
      .expect(409);
    expect(early.body.message).toBe("Le tirage de cette tombola n'est pas encore possible");
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
    const ok = await request(t.http)
      .post(`/api/admin/lotteries/${lottery.id}/draw`)
      .set(bearer(adminToken))
      .expect(200);
    expect(ok.body.data.verification_code).toMatch(/^[A-Z2-9]{8}$/);
  });
});
