import { LockMode } from '@mikro-orm/core';
import request from 'supertest';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { RefundsService } from '../../src/modules/refunds/refunds.service.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;
let draws: DrawService;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  // raffles past their end date are drawn by the cron here: auto_draw is off unless saved (spec 3 §9)
  await t.app.get(SettingsService).update({ auto_draw: true });
  lotteries = t.app.get(LotteriesService);
  draws = t.app.get(DrawService);
  adminToken = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
});
afterAll(() => t?.close());

async function buyer() {
  const user = await createUser(t.em());
  return { user, token: await loginToken(t, user.email) };
}

async function reserve(token: string, lotteryId: number, quantity: number): Promise<string> {
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity, total_amount: quantity * 1000 })
    .expect(201);
  return res.body.data.order_number;
}

/** Settles an order as the payment flow does once the money is in (inside one transaction). */
function confirm(orderNumber: string) {
  return t.em().transactional(async (tx) => {
    const order = await tx.findOneOrFail(Order, { orderNumber }, { populate: ['lottery'] });
    order.status = 'paid';
    order.paidAt = new Date();
    await lotteries.confirm(tx, order);
  });
}

async function paidSale(lottery: Lottery, count = 1) {
  const em = t.em();
  const user = await createUser(em);
  return createPaidLotteryOrder(em, user, await em.findOneOrFail(Lottery, lottery.id), count);
}

/** A refund under way for a payment, raised through the refunds module. */
async function raiseRefund(payment: Payment) {
  const refunds = t.app.get(RefundsService);
  return t.em().transactional(async (tx) => {
    await refunds.lockCreation(tx);
    const p = await tx.findOneOrFail(Payment, payment.id);
    const order = await tx.findOneOrFail(Order, p.order.id, { populate: ['lottery'] });
    const refund = await refunds.raise(tx, p, order, { type: 'admin', reason: 'admin_initiated' });
    await tx.flush();
    return refund!;
  });
}

const adminDraw = (id: number) => request(t.http).post(`/api/admin/lotteries/${id}/draw`).set(bearer(adminToken));
const statusOf = async (id: number) => (await t.em().findOneOrFail(Lottery, id)).status;
const drawsOf = (id: number) => t.em().count(Draw, { lottery: id });
const past = (id: number) => t.em().nativeUpdate(Lottery, { id }, { endDate: new Date(Date.now() - 1000) });

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('which raffles may be drawn', () => {
  it('never draws a raffle that fell short of its minimum: 422 for the admin, left expired by the job', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 3 });
    await paidSale(lottery, 2);
    await paidSale(lottery, 1);
    await past(lottery.id);
    // open past its end date but short: not drawable even before the job expires it
    const early = await adminDraw(lottery.id).expect(422);
    expect(early.body).toMatchObject({
      success: false,
      message: "Ce tirage n'a pas atteint le minimum de participants : il relève des remboursements.",
    });

    expect(await draws.closeExpired()).toMatchObject({ expired: 1 });
    expect(await statusOf(lottery.id)).toBe('expired');
    const res = await adminDraw(lottery.id).expect(422);
    expect(res.body.message).toBe(
      "Ce tirage n'a pas atteint le minimum de participants : il relève des remboursements.",
    );
    await expect(draws.drawNow(lottery.id, 'end_date')).rejects.toMatchObject({ status: 422 });
    await draws.closeExpired();
    expect(await statusOf(lottery.id)).toBe('expired');
    expect(await drawsOf(lottery.id)).toBe(0);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: 'paid' })).toBe(3);
  });

  it('never draws a cancelled raffle', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 2 });
    await paidSale(lottery, 1);
    await t
      .em()
      .nativeUpdate(Lottery, { id: lottery.id }, { status: 'cancelled', endDate: new Date(Date.now() - 1000) });
    const res = await adminDraw(lottery.id).expect(422);
    expect(res.body.message).toBe('Cette tombola a été annulée : elle ne sera pas tirée au sort.');
    expect(await drawsOf(lottery.id)).toBe(0);
  });

  it('does not draw while a refund of its tickets is under way, and draws once it is settled', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 1 });
    const { payment } = await paidSale(lottery, 2);
    await paidSale(lottery, 1);
    const refund = await raiseRefund(payment);
    await past(lottery.id);

    const res = await adminDraw(lottery.id).expect(409);
    expect(res.body).toMatchObject({
      error_code: 'refunds_open',
      message:
        "Des remboursements de tickets de cette tombola sont en cours : le tirage attendra qu'ils soient réglés.",
    });
    expect(await draws.closeExpired()).toEqual({ drawn: 0, expired: 0 });
    expect(await statusOf(lottery.id)).toBe('open');
    expect(await drawsOf(lottery.id)).toBe(0);

    await request(t.http)
      .post(`/api/admin/refunds/${refund.id}/reject`)
      .set(bearer(adminToken))
      .send({ reason: 'Demande infondée' })
      .expect(200);
    expect(await draws.closeExpired()).toEqual({ drawn: 1, expired: 0 });
    expect(await statusOf(lottery.id)).toBe('drawn');
  });

  it('a sell-out during a refund keeps the payment and leaves the draw to the job', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3, minParticipants: 1 });
    const { payment } = await paidSale(lottery, 2);
    const refund = await raiseRefund(payment);
    const last = await buyer();
    const orderNumber = await reserve(last.token, lottery.id, 1);
    await confirm(orderNumber);
    expect((await t.em().findOneOrFail(Order, { orderNumber })).status).toBe('paid');
    expect(await statusOf(lottery.id)).toBe('sold_out');
    expect(await drawsOf(lottery.id)).toBe(0);
    await adminDraw(lottery.id).expect(409);

    await request(t.http)
      .post(`/api/admin/refunds/${refund.id}/reject`)
      .set(bearer(adminToken))
      .send({ reason: 'Demande infondée' })
      .expect(200);
    expect(await draws.closeExpired()).toMatchObject({ drawn: 1 });
    expect(await statusOf(lottery.id)).toBe('drawn');
    const draw = await t.em().findOneOrFail(Draw, { lottery: lottery.id });
    expect([draw.trigger, draw.pool.length]).toEqual(['sold_out', 3]);
  });
});

describe('the sell-out transition', () => {
  it('never sells, let alone draws, the last tickets of a raffle that left `open`', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 2, minParticipants: 1 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 2);
    // the raffle fell short at its end date while the payment was settling
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { status: 'expired', endDate: new Date(Date.now() - 1000) });
    await expect(confirm(orderNumber)).rejects.toThrow(/not open/);
    expect(await statusOf(lottery.id)).toBe('expired');
    expect(await drawsOf(lottery.id)).toBe(0);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: 'reserved' })).toBe(2);
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).soldTickets).toBe(0);
  });

  it('two payments selling the last tickets at once lead to exactly one draw', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 2, minParticipants: 1 });
    const a = await buyer();
    const b = await buyer();
    const orders = [await reserve(a.token, lottery.id, 1), await reserve(b.token, lottery.id, 1)];
    await Promise.all(orders.map(confirm));
    expect(await statusOf(lottery.id)).toBe('drawn');
    expect(await drawsOf(lottery.id)).toBe(1);
    expect(await t.em().count(Ticket, { lottery: lottery.id, status: { $in: ['won', 'lost'] } })).toBe(2);
  });
});

describe('money arriving after the raffle fell short', () => {
  it('is recorded as owed back; the tickets are not sold and the raffle stays expired', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 2 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 2);
    // 70–79: the simulated payer answers the prompt on the phone page, later
    const { body } = await request(t.http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(token))
      .send({ phone: '074010371', operator: 'airtel', order_number: orderNumber })
      .expect(201);
    const billId: string = body.data.bill_id;
    await past(lottery.id);
    expect(await draws.closeExpired()).toMatchObject({ expired: 1 });

    await request(t.http).post(`/simulator/api/pushes/${billId}/approve`).send({ pin: '1234' }).expect(200);
    await request(t.http)
      .post('/api/payments/callback/ebilling')
      .type('form')
      .send({ billingid: billId, state: 'paid', amount: '2000' })
      .expect(200);
    const payment = await until(
      () => t.em().findOneOrFail(Payment, { billId }),
      (p) => p.status !== 'pending',
    );
    expect(payment).toMatchObject({ status: 'cancelled', failureReason: 'payments.errors.refund_due' });
    const order = await t.em().findOneOrFail(Order, { orderNumber });
    expect(order.status).toBe('cancelled');
    expect(await t.em().count(Ticket, { order: order.id, status: 'released' })).toBe(2);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.status, fresh.soldTickets, fresh.reservedTickets]).toEqual(['expired', 0, 0]);
    expect(await drawsOf(lottery.id)).toBe(0);
  });
});

describe('a refund and a draw at the same moment', () => {
  it('makes an administrator refund sent during the draw wait for it, never slip between its refund check and its commit', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 1 });
    const { payment } = await paidSale(lottery, 1);
    let lockTaken!: () => void;
    let finishDraw!: () => void;
    const taken = new Promise<void>((r) => (lockTaken = r));
    const finish = new Promise<void>((r) => (finishDraw = r));
    // a draw in flight: the raffle row locked as the draw locks it, its "no refund open" check passed
    const drawing = t
      .em()
      .fork()
      .transactional(async (tx) => {
        await tx.findOneOrFail(Lottery, lottery.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        lockTaken();
        await finish;
      });
    await taken;
    let answered = false;
    const refund = request(t.http)
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(bearer(adminToken))
      .send({ reason: 'Erreur de caisse' })
      .then((r) => {
        answered = true;
        return r;
      });
    await new Promise((r) => setTimeout(r, 600));
    expect(answered).toBe(false);
    expect(await t.em().count(Refund, { payment: payment.id })).toBe(0);
    finishDraw();
    await drawing;
    expect((await refund).status).toBe(200);
    expect(await t.em().count(Refund, { payment: payment.id })).toBe(1);
  });
});
