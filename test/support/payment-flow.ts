import request from 'supertest';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { TestApp } from './app.js';
import { bearer, loginToken } from './auth.js';
import { createUser } from '../factories/users.js';

/** Buying and paying through the HTTP API with the simulator gateway, shared by the payment test files. */
export function paymentFlow(app: () => TestApp) {
  async function buyer() {
    const user = await createUser(app().em());
    return { user, token: await loginToken(app(), user.email) };
  }

  async function reserve(token: string, lotteryId: number, quantity: number, price = 1000): Promise<string> {
    const res = await request(app().http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lotteryId, quantity, total_amount: quantity * price })
      .expect(201);
    return res.body.data.order_number;
  }

  function pay(token: string, orderNumber: string, phone: string) {
    const operator = phone.startsWith('07') ? 'airtel' : 'moov';
    return request(app().http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(token))
      .send({ phone, operator, order_number: orderNumber });
  }

  async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await probe();
      if (ok(v) || Date.now() > end) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const orderOf = (orderNumber: string) => app().em().findOneOrFail(Order, { orderNumber });
  const callback = (billId: string) =>
    request(app().http)
      .post('/api/payments/callback/ebilling')
      .type('form')
      .send({ billingid: billId, state: 'paid', amount: '999999' });

  return { buyer, reserve, pay, until, orderOf, callback };
}
