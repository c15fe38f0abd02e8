import request from 'supertest';
import type { Product } from '../../src/modules/catalogue/product.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order, type OrderStatus } from '../../src/modules/orders/order.entity.js';
import { Review } from '../../src/modules/reviews/review.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
let lotteries: LotteriesService;
let seller: User;
let buyer: User;
let other: User;
const tokens: Record<'buyer' | 'other' | 'admin' | 'agent' | 'backOffice' | 'customer', string> = {
  buyer: '',
  other: '',
  admin: '',
  agent: '',
  backOffice: '',
  customer: '',
};

beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
  const em = t.em();
  seller = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  buyer = await createUser(em, { firstName: 'Marie', lastName: 'Ndong' });
  other = await createUser(em);
  const admin = await createUser(em, { roles: ['Admin'] });
  const agent = await createUser(em, { roles: ['Agent'] });
  const backOffice = await createUser(em, { roles: ['Agent Back Office'] });
  const customer = await createUser(em);
  const who = { buyer, other, admin, agent, backOffice, customer };
  for (const [k, u] of Object.entries(who)) tokens[k as keyof typeof tokens] = await loginToken(t, u.email);
});
afterAll(() => t?.close());

async function product(): Promise<Product> {
  return createProduct(t.em(), { merchant: await t.em().findOneOrFail(User, seller.id) });
}

/** A direct purchase of `p` by `by`, left in `status`. */
async function order(p: Product, status: OrderStatus = 'fulfilled', by: User = buyer): Promise<string> {
  const em = t.em();
  const { order } = await createPaidDirectOrder(em, await em.findOneOrFail(User, by.id), p, { status });
  return order.orderNumber;
}

const review = (number: string, body: object, token = tokens.buyer) =>
  request(t.http).post(`/api/customer/orders/${number}/review`).set(bearer(token)).send(body);
const productReviews = (id: number, query: object = {}) =>
  request(t.http).get(`/api/public/products/${id}/reviews`).query(query).expect(200);
const report = (id: number, reason: string, token = tokens.other) =>
  request(t.http).post(`/api/public/reviews/${id}/report`).set(bearer(token)).send({ reason });
const admin = (method: 'get' | 'post', path: string, token = tokens.admin) =>
  request(t.http)[method](`/api/admin/reviews${path}`).set(bearer(token));

describe('POST /api/customer/orders/{orderNumber}/review', () => {
  it('lets only the buyer of a delivered order review it, once, as plain text', async () => {
    const p = await product();
    const paid = await order(p, 'paid');
    const refused = await review(paid, { rating: 5, text: 'Pas encore reçu' }).expect(422);
    expect(refused.body.message).toBe('Vous pourrez laisser un avis une fois la commande reçue');

    const number = await order(p);
    await request(t.http).post(`/api/customer/orders/${number}/review`).send({ rating: 5, text: 'x' }).expect(401);
    const notMine = await review(number, { rating: 1, text: 'Je n’ai rien acheté' }, tokens.other).expect(403);
    expect(notMine.body.message).toBe("Seul l'acheteur de cette commande peut laisser un avis");
    await review('CMD-INCONNUE', { rating: 4, text: 'Commande inconnue' }).expect(404);

    const res = await review(number, {
      rating: 5,
      text: '  <p>Très <b>bon</b> produit,</p><script>alert(1)</script> <img src=x onerror=alert(1)>livré vite & bien ',
    }).expect(201);
    expect(res.body.message).toBe('Merci ! Votre avis est publié.');
    expect(res.body.data).toMatchObject({ order_number: number, rating: 5, status: 'published' });
    const stored = await t.em().findOneOrFail(Review, { order: { orderNumber: number } });
    expect(stored.text).toBe('Très bon produit, livré vite & bien');
    expect(stored.text).not.toMatch(/[<>]|alert/);
    expect(stored).toMatchObject({ rating: 5, status: 'published' });
    expect(stored.merchant.id).toBe(seller.id);
    expect(stored.author.id).toBe(buyer.id);
    expect(stored.product.id).toBe(p.id);

    const again = await review(number, { rating: 1, text: 'Un deuxième avis' }).expect(409);
    expect(again.body.message).toBe('Vous avez déjà laissé un avis pour cette commande');
    expect(await t.em().count(Review, { order: { orderNumber: number } })).toBe(1);

    const mine = await request(t.http).get('/api/customer/reviews').set(bearer(tokens.buyer)).expect(200);
    expect(mine.body.data.map((r: { order_number: string }) => r.order_number)).toContain(number);
    const theirs = await request(t.http).get('/api/customer/reviews').set(bearer(tokens.other)).expect(200);
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses ratings out of 1–5 and empty or too long text in French (422), storing nothing', async () => {
    const number = await order(await product());
    const rating = ['La note doit être un nombre entier de 1 à 5'];
    for (const bad of [0, 6, 3.5, 'cinq', -1]) {
      const res = await review(number, { rating: bad, text: 'Bien' }).expect(422);
      expect(res.body.errors).toEqual({ rating });
    }
    expect((await review(number, { text: 'Bien' }).expect(422)).body.errors).toEqual({ rating });
    const long = await review(number, { rating: 3, text: 'a'.repeat(1001) }).expect(422);
    expect(long.body.errors).toEqual({ text: ['Votre avis ne doit pas dépasser 1000 caractères'] });
    const markup = await review(number, { rating: 3, text: '<b></b><i>  </i>' }).expect(422);
    expect(markup.body.errors).toEqual({ text: ['Écrivez quelques mots sur votre achat'] });
    expect(await t.em().count(Review, { order: { orderNumber: number } })).toBe(0);
    await review(number, { rating: 1, text: 'a'.repeat(1000) }).expect(201);
  });

  it('lets the winner review a raffle prize once received, not a losing ticket', async () => {
    const em = t.em();
    const lottery = await createOpenLottery(em, lotteries, { total: 5 });
    const winner = await em.findOneOrFail(User, buyer.id);
    const loser = await em.findOneOrFail(User, other.id);
    const won = await createPaidLotteryOrder(em, winner, lottery, 1);
    const lost = await createPaidLotteryOrder(em, loser, lottery, 1);
    await em.nativeUpdate(Ticket, { id: won.tickets[0]!.id }, { status: 'won' });
    await em.nativeUpdate(Ticket, { id: lost.tickets[0]!.id }, { status: 'lost' });

    // won but not received yet
    await review(won.order.orderNumber, { rating: 5, text: 'Mon lot' }).expect(422);
    await em.nativeUpdate(Order, { id: { $in: [won.order.id, lost.order.id] } }, { status: 'fulfilled' });
    await review(lost.order.orderNumber, { rating: 2, text: 'Perdu' }, tokens.other).expect(422);
    await review(won.order.orderNumber, { rating: 5, text: 'Lot bien reçu, merci !' }).expect(201);
    const stored = await em.fork().findOneOrFail(Review, { order: won.order.id }, { populate: ['merchant'] });
    expect(stored.product.id).toBe(lottery.product.id);
  });
});

describe('public lists, reports and moderation', () => {
  it('pages a product’s published reviews with their average, and the seller’s average over their products', async () => {
    const a = await product();
    const b = await product();
    for (const [p, rating] of [
      [a, 5],
      [a, 4],
      [a, 2],
      [b, 1],
    ] as const) {
      await review(await order(p), { rating, text: `Note ${rating}` }).expect(201);
    }
    const first = await productReviews(a.id, { per_page: 2 });
    expect(first.body.data.summary).toEqual({ average: 3.7, count: 3 });
    expect(first.body.pagination).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.body.data.reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 4]);
    expect(first.body.data.reviews[0]).toMatchObject({ author: 'Marie N.', text: 'Note 2' });
    expect(JSON.stringify(first.body)).not.toContain('Ndong');
    const second = await productReviews(a.id, { per_page: 2, page: 2 });
    expect(second.body.data.reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);

    const seller = await request(t.http).get(`/api/public/merchants/${a.merchant.id}/reviews`).expect(200);
    expect(seller.body.data.summary.count).toBeGreaterThanOrEqual(4);
    const [{ avg }] = await t
      .em()
      .getConnection()
      .execute(
        `select round(avg(rating)::numeric, 1)::float as avg from reviews where merchant_id = ? and status = 'published'`,
        [a.merchant.id],
      );
    expect(seller.body.data.summary.average).toBe(avg);

    const none = await productReviews((await product()).id);
    expect(none.body.data).toEqual({ reviews: [], summary: { average: null, count: 0 } });
    await request(t.http).get('/api/public/products/abc/reviews').expect(404);
    await request(t.http).get(`/api/public/products/${a.id}/reviews`).query({ per_page: 500 }).expect(422);
  });

  it('sends a reported review to moderation, still shown; hidden it leaves the list and the averages', async () => {
    const p = await product();
    await review(await order(p), { rating: 5, text: 'Parfait' }).expect(201);
    await review(await order(p), { rating: 1, text: 'Arnaque !!! appelez le 074000000' }).expect(201);
    const [good, bad] = await t.em().find(Review, { product: p.id }, { orderBy: { rating: 'desc' } });
    expect((await productReviews(p.id)).body.data.summary).toEqual({ average: 3, count: 2 });

    await request(t.http).post(`/api/public/reviews/${bad!.id}/report`).send({ reason: 'spam' }).expect(401);
    const badReason = await report(bad!.id, 'pas aimé').expect(422);
    expect(badReason.body.errors).toEqual({ reason: ['Choisissez un motif de signalement'] });
    const own = await report(bad!.id, 'spam', tokens.buyer).expect(403);
    expect(own.body.message).toBe('Vous ne pouvez pas signaler votre propre avis');
    const done = await report(bad!.id, 'personal_data').expect(200);
    expect(done.body.message).toBe('Merci, notre équipe va examiner cet avis.');
    expect(done.body.data).toEqual({ id: bad!.id, status: 'reported' });
    const twice = await report(bad!.id, 'spam').expect(409);
    expect(twice.body.message).toBe('Vous avez déjà signalé cet avis');
    await report(bad!.id, 'offensive', tokens.customer).expect(200);
    await report(good!.id, 'other').expect(200);
    await report(999_999, 'spam').expect(404);

    const reported = await t.em().fork().findOneOrFail(Review, bad!.id);
    expect(reported).toMatchObject({ status: 'reported', reportCount: 2, lastReportReason: 'offensive' });
    // both wait for a moderator, still shown meanwhile: a report alone removes nothing
    expect((await productReviews(p.id)).body.data.summary).toEqual({ average: 3, count: 2 });

    const queue = await admin('get', '?status=reported&per_page=100').expect(200);
    const row = queue.body.data.find((r: { id: number }) => r.id === bad!.id);
    expect(row).toMatchObject({
      status: 'reported',
      report_count: 2,
      last_report_reason: 'offensive',
      author: 'Marie N.',
      product: { id: p.id },
      merchant: { id: seller.id, name: 'Okoumé SARL' },
    });
    expect(queue.body.data.every((r: { status: string }) => r.status === 'reported')).toBe(true);
    expect(queue.body.pagination).toMatchObject({ current_page: 1, per_page: 100 });

    const kept = await admin('post', `/${good!.id}/keep`).expect(200);
    expect(kept.body).toMatchObject({
      message: "L'avis est conservé et de nouveau publié",
      data: { status: 'published' },
    });
    const hidden = await admin('post', `/${bad!.id}/hide`, tokens.backOffice).expect(200);
    expect(hidden.body).toMatchObject({ message: "L'avis est masqué", data: { status: 'hidden' } });

    const list = await productReviews(p.id);
    expect(list.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([good!.id]);
    expect(list.body.data.summary).toEqual({ average: 5, count: 1 });
    const sellerList = await request(t.http).get(`/api/public/merchants/${seller.id}/reviews?per_page=50`).expect(200);
    expect(sellerList.body.data.reviews.map((r: { id: number }) => r.id)).not.toContain(bad!.id);

    // a hidden review is final, and cannot be reported any more
    const again = await admin('post', `/${bad!.id}/keep`).expect(422);
    expect(again.body.message).toBe("Impossible de passer l'avis de « Masqué » à « Publié ».");
    await report(bad!.id, 'spam', tokens.admin).expect(404);
    // a published review is not in the queue: nothing to hide there
    await admin('post', `/${good!.id}/hide`).expect(422);
    await admin('post', '/999999/hide').expect(404);
  });

  it('keeps the moderation endpoints to holders of reviews.moderate', async () => {
    const p = await product();
    await review(await order(p), { rating: 3, text: 'Correct' }).expect(201);
    const r = await t.em().findOneOrFail(Review, { product: p.id });
    await report(r.id, 'off_topic').expect(200);
    for (const token of [tokens.customer, tokens.agent]) {
      await admin('get', '?status=reported', token).expect(403);
      await admin('post', `/${r.id}/keep`, token).expect(403);
      await admin('post', `/${r.id}/hide`, token).expect(403);
    }
    await request(t.http).get('/api/admin/reviews').expect(401);
    expect((await t.em().fork().findOneOrFail(Review, r.id)).status).toBe('reported');
    await admin('get', '?status=reported', tokens.backOffice).expect(200);
    await admin('get', '?status=nope').expect(422);
    const me = await request(t.http).get('/api/auth/me').set(bearer(tokens.admin)).expect(200);
    expect(me.body.data.user.privileges).toContain('reviews.moderate');
  });
});
