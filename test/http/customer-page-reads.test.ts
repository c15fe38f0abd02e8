import request from 'supertest';
import { orderListQuerySchema } from '../../src/contracts/orders.js';
import { paymentListQuerySchema } from '../../src/contracts/payments.js';
import { refundListQuerySchema } from '../../src/contracts/refunds.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import type { Order } from '../../src/modules/orders/order.entity.js';
import type { Payment } from '../../src/modules/payments/payment.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import type { CustomerReads } from '../../src/ssr/customer-reads.js';
import { collectPageServices } from '../../src/ssr/page-services.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * Issue 18: the customer pages' +data read in-process what the browser later fetches from the API,
 * so useLiveData can swap one for the other. Both answers must be the same, envelope included.
 */
let t: TestApp;
let reads: CustomerReads;
let buyer: User;
let token: string;
let direct: { order: Order; payment: Payment };
let foreign: { order: Order; payment: Payment };

// +data answers travel to the browser as JSON, as the API's do
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const get = async (path: string) =>
  (await request(t.http).get(`/api${path}`).set(bearer(token)).expect(200)).body as unknown;

beforeAll(async () => {
  t = await startTestApp();
  reads = collectPageServices(t.app, t.config).customer;
  const em = t.em();
  buyer = await createUser(em);
  token = await loginToken(t, buyer.email);
  const merchant = await createUser(em, { roles: ['Business Enterprise'] });
  const product = await createProduct(em, { merchant, price: 12_000, stock: 10 });
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10, minParticipants: 5 });
  const sale = await createPaidLotteryOrder(em, await em.findOneOrFail(User, buyer.id), lottery, 2);
  direct = await createPaidDirectOrder(em, await em.findOneOrFail(User, buyer.id), product, {
    quantity: 2,
    method: 'moov_money',
  });
  foreign = await createPaidDirectOrder(em, await createUser(em), product);
  // the raffle ended short of its minimum: the buyer asks for the money back
  lottery.status = 'expired';
  await em.flush();
  await request(t.http)
    .post('/api/refunds')
    .set(bearer(token))
    .send({ transaction_id: sale.payment.id, reason: 'changed_mind' })
    .expect(201);
}, 60_000);
afterAll(() => t?.close());

describe('customer page reads (in-process) = the API answers', () => {
  it('orders: the filtered list, the figures, one order; another user’s order is refused as in the API', async () => {
    const api = (await get('/orders?type=product_purchase&per_page=10')) as { data: unknown[] };
    expect(api.data).toHaveLength(1);
    expect(
      json(await reads.orders(buyer.id, orderListQuerySchema.parse({ type: 'product_purchase', per_page: 10 }))),
    ).toEqual(api);
    expect(json(await reads.orders(buyer.id, orderListQuerySchema.parse({})))).toEqual(await get('/orders'));
    expect(json(await reads.orderStats(buyer.id))).toEqual(await get('/orders/stats'));
    expect(json(await reads.order(buyer.id, direct.order.orderNumber, 'fr'))).toEqual(
      await get(`/orders/${direct.order.orderNumber}`),
    );
    await expect(reads.order(buyer.id, foreign.order.orderNumber, 'fr')).rejects.toMatchObject({ status: 403 });
    await expect(reads.order(buyer.id, 'CMD-INCONNUE', 'fr')).rejects.toMatchObject({ status: 404 });
  });

  it('payments: the filtered list, the figures, one payment; another user’s payment is unknown', async () => {
    const api = (await get('/payments?method=moov_money')) as { data: unknown[] };
    expect(api.data).toHaveLength(1);
    expect(json(await reads.payments(buyer.id, paymentListQuerySchema.parse({ method: 'moov_money' }), 'fr'))).toEqual(
      api,
    );
    expect(json(await reads.paymentStats(buyer.id))).toEqual(await get('/payments/stats'));
    expect(json(await reads.payment(buyer.id, direct.payment.id, 'fr'))).toEqual(
      await get(`/payments/${direct.payment.id}`),
    );
    await expect(reads.payment(buyer.id, foreign.payment.id, 'fr')).rejects.toMatchObject({ status: 404 });
  });

  it('refunds: the list and its figures, filtered by status', async () => {
    const api = (await get('/refunds?limit=50')) as { data: { refunds: unknown[] } };
    expect(api.data.refunds).toHaveLength(1);
    expect(json(await reads.refunds(buyer.id, refundListQuerySchema.parse({ limit: 50 }), 'fr'))).toEqual(api);
    const none = await reads.refunds(buyer.id, refundListQuerySchema.parse({ status: 'completed' }), 'fr');
    expect(json(none)).toEqual(await get('/refunds?status=completed'));
    expect(none.data.refunds).toEqual([]);
  });
});
