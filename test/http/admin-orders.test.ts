import request from 'supertest';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order, type OrderStatus } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { gabonDayStart, gabonToday } from '../../src/modules/orders/gabon-day.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder, createPayment } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let adminToken: string;
let aicha: User;
let paul: User;
let phone: Product;
let radio: Product;
const numbers: Record<string, string> = {};

const admin = (path: string) => request(t.http).get(path).set(bearer(adminToken));

/** An order in `status`, created at `createdAt`, with no payment. */
async function order(
  buyer: User,
  product: Product,
  status: OrderStatus,
  createdAt: Date,
  amount = product.price,
): Promise<Order> {
  const em = t.em();
  const o = em.create(Order, {
    orderNumber: newOrderNumber(),
    user: em.getReference(User, buyer.id),
    type: 'product_purchase',
    status,
    product: em.getReference(Product, product.id),
    quantity: 1,
    unitPrice: amount,
    totalAmount: amount,
    phone: buyer.phone ?? null,
  });
  await em.flush();
  await em.nativeUpdate(Order, { id: o.id }, { createdAt });
  return o;
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const adminUser = await createUser(em, { roles: ['Admin'] });
  adminToken = await loginToken(t, adminUser.email);
  aicha = await createUser(em, {
    firstName: 'Aïcha',
    lastName: 'Nguema',
    email: 'aicha.nguema@example.ga',
    phone: '+24174112233',
  });
  paul = await createUser(em, {
    firstName: 'Paul',
    lastName: 'Obiang',
    email: 'paul.obiang@example.ga',
    phone: '+24106031234',
  });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique' });
  phone = await createProduct(em, { merchant, name: 'Smartphone Tecno Spark', price: 85_000, stock: 50 });
  radio = await createProduct(em, { merchant, name: 'Radio solaire', price: 12_000, stock: 50 });

  // Libreville is UTC+1: 22:59:59Z is still 10 November there, 23:30Z is already the 11th
  numbers.pendingLate10 = (await order(aicha, phone, 'awaiting_payment', new Date('2026-11-10T22:59:59Z'))).orderNumber;
  numbers.expired11 = (await order(paul, radio, 'expired', new Date('2026-11-10T23:30:00Z'))).orderNumber;
  numbers.cancelled = (await order(paul, radio, 'cancelled', new Date('2026-11-05T10:00:00Z'))).orderNumber;

  const paid = await createPaidDirectOrder(
    em,
    await em.findOneOrFail(User, aicha.id),
    await em.findOneOrFail(Product, phone.id),
    { method: 'moov_money' },
  );
  numbers.paid = paid.order.orderNumber;
  const shipping = await createPaidDirectOrder(
    em,
    await em.findOneOrFail(User, paul.id),
    await em.findOneOrFail(Product, radio.id),
    { status: 'shipping' },
  );
  numbers.shipping = shipping.order.orderNumber;
  const fulfilled = await createPaidDirectOrder(
    em,
    await em.findOneOrFail(User, paul.id),
    await em.findOneOrFail(Product, radio.id),
    { status: 'fulfilled', quantity: 2 },
  );
  numbers.fulfilled = fulfilled.order.orderNumber;
  for (const o of [paid.order, shipping.order, fulfilled.order])
    await em.nativeUpdate(Order, { id: o.id }, { createdAt: new Date('2026-11-12T09:00:00Z') });

  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10, ticketPrice: 1000 });
  const raffle = await createPaidLotteryOrder(em, await em.findOneOrFail(User, aicha.id), lottery, 3);
  numbers.lottery = raffle.order.orderNumber;
  // a first attempt that failed before the one that paid, at known times (still today in Libreville)
  const failed = await createPayment(em, raffle.order, {
    status: 'failed',
    failureReason: 'payments.gateway.declined',
  });
  const x = Math.max(Date.now() - 5 * 60_000, gabonDayStart(gabonToday()).getTime() + 1000);
  const at = (min: number) => new Date(x + min * 60_000);
  await em.nativeUpdate(Order, { id: raffle.order.id }, { createdAt: at(0), paidAt: at(3) });
  await em.nativeUpdate(Payment, { id: failed.id }, { createdAt: at(1), updatedAt: at(1.5) });
  await em.nativeUpdate(Payment, { id: raffle.payment.id }, { createdAt: at(2), paidAt: at(3) });
});
afterAll(() => t?.close());

describe('GET /api/admin/orders/stats', () => {
  it('counts the four statuses, the money kept and today’s orders', async () => {
    const res = await admin('/api/admin/orders/stats').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        total_orders: 7,
        paid_orders: 3, // the direct order, the one being delivered and the raffle tickets
        pending_orders: 1,
        fulfilled_orders: 1,
        total_amount: 85_000 + 12_000 + 24_000 + 3_000,
        today_orders: 1, // only the raffle order keeps today's date
      },
    });
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first, 15 a page, with the spec’s fields', async () => {
    const res = await admin('/api/admin/orders').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({ current_page: 1, per_page: 15, total: 7, last_page: 1 });
    const rows = res.body.data as { order_number: string }[];
    expect(rows[0]!.order_number).toBe(numbers.lottery);
    const raffle = res.body.data[0];
    expect(raffle).toMatchObject({
      status: 'paid',
      status_label: 'Payée',
      state: 'paid',
      type: 'lottery',
      type_label: 'Tombola',
      total_amount: 3000,
      customer_name: 'Aïcha Nguema',
      user: { email: 'aicha.nguema@example.ga', phone: '+24174112233' },
      lottery: { sold_tickets: 3, max_tickets: 10 },
      lottery_progress: 30,
      payment_status: 'completed',
      payment_status_label: 'Complété',
      payment_method: 'airtel_money',
    });
    expect(typeof raffle.id).toBe('number');
    expect(raffle.item_name).toMatch(/^Téléviseur/);
    const pending = rows.find((r) => r.order_number === numbers.pendingLate10) as Record<string, unknown>;
    expect(pending).toMatchObject({
      status: 'pending',
      status_label: 'En attente',
      type: 'direct',
      type_label: 'Achat direct',
      payment_status: null,
      payment_method: null,
      lottery: null,
      lottery_progress: null,
    });
  });

  it('pages through the list', async () => {
    const res = await admin('/api/admin/orders?per_page=3&page=3').expect(200);
    expect(res.body.pagination).toEqual({ current_page: 3, per_page: 3, total: 7, last_page: 3 });
    expect(res.body.data).toHaveLength(1);
  });

  const numbersOf = (res: request.Response) =>
    (res.body.data as { order_number: string }[]).map((r) => r.order_number).sort();

  it('filters by the four statuses, each grouping its stored states', async () => {
    expect(numbersOf(await admin('/api/admin/orders?status=pending').expect(200))).toEqual([numbers.pendingLate10]);
    expect(numbersOf(await admin('/api/admin/orders?status=paid').expect(200))).toEqual(
      [numbers.paid, numbers.shipping, numbers.lottery].sort(),
    );
    expect(numbersOf(await admin('/api/admin/orders?status=fulfilled').expect(200))).toEqual([numbers.fulfilled]);
    expect(numbersOf(await admin('/api/admin/orders?status=cancelled').expect(200))).toEqual(
      [numbers.expired11, numbers.cancelled].sort(),
    );
    const expired = await admin('/api/admin/orders?status=expired').expect(200);
    expect(numbersOf(expired)).toEqual([numbers.expired11]);
    expect(expired.body.data[0]).toMatchObject({ status: 'cancelled', state: 'expired', state_label: 'Expirée' });
  });

  it('filters by type', async () => {
    expect(numbersOf(await admin('/api/admin/orders?type=lottery').expect(200))).toEqual([numbers.lottery]);
    expect((await admin('/api/admin/orders?type=direct').expect(200)).body.pagination.total).toBe(6);
  });

  it('takes date_from and date_to as whole days in Libreville', async () => {
    expect(numbersOf(await admin('/api/admin/orders?date_from=2026-11-10&date_to=2026-11-10').expect(200))).toEqual([
      numbers.pendingLate10,
    ]);
    expect(numbersOf(await admin('/api/admin/orders?date_from=2026-11-11&date_to=2026-11-11').expect(200))).toEqual([
      numbers.expired11,
    ]);
    expect(numbersOf(await admin('/api/admin/orders?date_to=2026-11-10').expect(200))).toEqual(
      [numbers.pendingLate10, numbers.cancelled].sort(),
    );
    expect(
      (await admin('/api/admin/orders?date_from=2026-11-12&date_to=2026-11-12').expect(200)).body.pagination.total,
    ).toBe(3);
  });

  it('ignores empty filters', async () => {
    const res = await admin('/api/admin/orders?search=&status=&type=&date_from=&date_to=').expect(200);
    expect(res.body.pagination.total).toBe(7);
  });

  it('searches order numbers, customers by name, e-mail or phone, and products', async () => {
    expect(numbersOf(await admin(`/api/admin/orders?search=${numbers.paid.toLowerCase()}`).expect(200))).toEqual([
      numbers.paid,
    ]);
    const aichas = [numbers.pendingLate10, numbers.paid, numbers.lottery].sort();
    expect(numbersOf(await admin('/api/admin/orders?search=aicha.nguema@').expect(200))).toEqual(aichas);
    expect(numbersOf(await admin(`/api/admin/orders?search=${encodeURIComponent('Aïcha Ngu')}`).expect(200))).toEqual(
      aichas,
    );
    expect(numbersOf(await admin('/api/admin/orders?search=074112233').expect(200))).toEqual(aichas);
    expect(
      numbersOf(await admin(`/api/admin/orders?search=${encodeURIComponent('+241 74 11 22 33')}`).expect(200)),
    ).toEqual(aichas);
    // an old 8-digit number keeps its 0
    expect((await admin('/api/admin/orders?search=06031234').expect(200)).body.pagination.total).toBe(4);
    expect((await admin('/api/admin/orders?search=radio%20SOLAIRE').expect(200)).body.pagination.total).toBe(4);
    expect((await admin('/api/admin/orders?search=100%25').expect(200)).body.pagination.total).toBe(0);
  });

  it('combines filters', async () => {
    const res = await admin('/api/admin/orders?search=paul&status=paid&date_from=2026-11-12').expect(200);
    expect(numbersOf(res)).toEqual([numbers.shipping]);
    expect(res.body.data[0]).toMatchObject({ status: 'paid', state: 'shipping', state_label: 'En livraison' });
  });

  it('refuses bad filters in French, never with a 500', async () => {
    const bad = await admin('/api/admin/orders?date_from=2026-13-40').expect(422);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors.date_from).toEqual(['Date invalide (format attendu : AAAA-MM-JJ).']);
    const range = await admin('/api/admin/orders?date_from=2026-11-12&date_to=2026-11-01').expect(422);
    expect(range.body.errors.date_to).toEqual(['La date de fin doit être postérieure ou égale à la date de début.']);
    const status = await admin('/api/admin/orders?status=bogus').expect(422);
    expect(status.body.errors.status).toEqual(['Statut de commande inconnu.']);
    await admin('/api/admin/orders?type=bogus').expect(422);
    await admin('/api/admin/orders?page=0').expect(422);
  });
});

describe('GET /api/admin/orders/:ref', () => {
  it('shows one order by number or id, with customer, payments and timeline', async () => {
    const res = await admin(`/api/admin/orders/${numbers.lottery}`).expect(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      order_number: numbers.lottery,
      status: 'paid',
      status_label: 'Payée',
      type_label: 'Tombola',
      total_amount: 3000,
      customer: { name: 'Aïcha Nguema', email: 'aicha.nguema@example.ga', phone: '+24174112233' },
      tickets_count: 3,
    });
    expect(d.payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'completed']);
    const types = d.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(['created', 'payment_initiated', 'payment_failed', 'payment_initiated', 'paid']);
    expect(d.timeline.find((e: { type: string }) => e.type === 'created')).toMatchObject({
      title: 'Commande créée',
      timestamp: expect.any(String),
    });
    expect(d.timeline.find((e: { type: string }) => e.type === 'payment_failed').title).toBe(
      'Paiement échoué (Airtel Money)',
    );

    const byId = await admin(`/api/admin/orders/${d.id}`).expect(200);
    expect(byId.body.data.order_number).toBe(numbers.lottery);
    const lower = await admin(`/api/admin/orders/${numbers.lottery.toLowerCase()}`).expect(200);
    expect(lower.body.data.id).toBe(d.id);
  });

  it('ends an expired order’s timeline on its expiry', async () => {
    const res = await admin(`/api/admin/orders/${numbers.expired11}`).expect(200);
    expect(res.body.data.timeline.map((e: { type: string }) => e.type)).toEqual(['created', 'expired']);
    expect(res.body.data).toMatchObject({ status: 'cancelled', state: 'expired', payments: [] });
  });

  it('shows a manual status change with who made it, and the row follows', async () => {
    const changed = await request(t.http)
      .post(`/api/admin/orders/${numbers.paid}/status`)
      .set(bearer(adminToken))
      .send({ status: 'fulfilled' })
      .expect(200);
    expect(changed.body.data).toEqual({ status: 'fulfilled', status_label: 'Traitée' });
    const res = await admin(`/api/admin/orders/${numbers.paid}`).expect(200);
    const change = res.body.data.timeline.find((e: { type: string }) => e.type === 'status_changed');
    expect(change).toMatchObject({
      title: 'Statut modifié : Payée → Traitée',
      by: { name: expect.stringMatching(/^Test /) },
    });
    expect(res.body.data.timeline.at(-1).type).toBe('status_changed');
    const list = await admin('/api/admin/orders?status=fulfilled').expect(200);
    expect(list.body.data.map((r: { order_number: string }) => r.order_number).sort()).toEqual(
      [numbers.paid, numbers.fulfilled].sort(),
    );
  });

  it('answers 404 in French for an unknown order', async () => {
    const res = await admin('/api/admin/orders/MB-000000-XXXXXX').expect(404);
    expect(res.body).toMatchObject({ success: false, message: 'Commande introuvable.' });
    await admin('/api/admin/orders/99999999').expect(404);
  });
});

describe('access', () => {
  const paths = ['/api/admin/orders', '/api/admin/orders/stats', '/api/admin/orders/1'];

  it('answers 401 without a session', async () => {
    for (const p of paths) await request(t.http).get(p).expect(401);
  });

  it('answers 403 to customers and merchants (no orders.view)', async () => {
    const em = t.em();
    for (const roles of [['Particulier'], ['Business Individual'], ['Business Enterprise']] as const) {
      const user = await createUser(em, { roles: [...roles] });
      const token = await loginToken(t, user.email);
      for (const p of paths) await request(t.http).get(p).set(bearer(token)).expect(403);
    }
  });

  it('opens the list to both agents, who hold orders.view', async () => {
    const em = t.em();
    for (const role of ['Agent', 'Agent Back Office'] as const) {
      const token = await loginToken(t, (await createUser(em, { roles: [role] })).email);
      await request(t.http).get('/api/admin/orders').set(bearer(token)).expect(200);
      await request(t.http).get('/api/admin/orders/stats').set(bearer(token)).expect(200);
    }
  });
});
