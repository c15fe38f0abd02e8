import request from 'supertest';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Testimonial } from '../../src/modules/testimonials/testimonial.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;

interface Buyer {
  user: User;
  token: string;
}

beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

async function buyer(o: Parameters<typeof createUser>[1] = {}): Promise<Buyer> {
  const user = await createUser(t.em(), o);
  return { user, token: await loginToken(t, user.email) };
}

/** Buys and pays `quantity` tickets; buying the last one draws the lottery. */
async function buyPaid(who: Buyer, lottery: Lottery, quantity: number) {
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(who.token))
    .send({ lottery_id: lottery.id, quantity, total_amount: quantity * lottery.ticketPrice })
    .expect(201);
  await t.em().transactional(async (tx) => {
    const order = await tx.findOneOrFail(Order, { orderNumber: res.body.data.order_number }, { populate: ['lottery'] });
    order.status = 'paid';
    order.paidAt = new Date();
    await lotteries.confirm(tx, order);
  });
}

/** A drawn lottery of two tickets, one each: returns the winner, the loser and their tickets. */
async function drawnBetween(a: Buyer, b: Buyer, productName: string) {
  const lottery = await createOpenLottery(t.em(), lotteries, { total: 2 });
  await t.em().nativeUpdate(Product, { id: lottery.product.id }, { name: productName });
  await buyPaid(a, lottery, 1);
  await buyPaid(b, lottery, 1);
  const draw = await t.em().findOneOrFail(Draw, { lottery: lottery.id });
  const [winner, loser] = draw.winner.id === a.user.id ? [a, b] : [b, a];
  const tickets = await t.em().find(Ticket, { lottery: lottery.id });
  return {
    draw,
    winner,
    loser,
    won: tickets.find((x) => x.owner.id === winner.user.id)!,
    lost: tickets.find((x) => x.owner.id === loser.user.id)!,
  };
}

const post = (who: Buyer, ticketId: number, body: object) =>
  request(t.http).post(`/api/tickets/${ticketId}/testimonial`).set(bearer(who.token)).send(body);

describe('POST /api/tickets/{id}/testimonial', () => {
  it('lets the winner leave one testimonial, as plain text, shown publicly with first name and initial', async () => {
    const a = await buyer({ firstName: 'Marie', lastName: 'Ndong' });
    const b = await buyer({ firstName: 'Marie', lastName: 'Ndong' });
    await t.em().nativeUpdate(User, { id: { $in: [a.user.id, b.user.id] } }, { city: 'Port-Gentil' });
    const { winner, won, draw } = await drawnBetween(a, b, 'Moto Haojue 125');
    const res = await post(winner, won.id, {
      message: '  <b>Merci</b> Mbolo, j’ai reçu ma moto !<script>x</script> ',
      rating: 5,
    }).expect(201);
    expect(res.body.message).toBe('Merci ! Votre témoignage est publié.');
    expect(res.body.data).toMatchObject({
      name: 'Marie N.',
      first_name: 'Marie',
      last_initial: 'N.',
      city: 'Port-Gentil',
      product_name: 'Moto Haojue 125',
      rating: 5,
      message: 'Merci Mbolo, j’ai reçu ma moto !',
    });
    const stored = await t.em().findOneOrFail(Testimonial, { draw: draw.id });
    expect(stored).toMatchObject({ status: 'published', rating: 5, message: 'Merci Mbolo, j’ai reçu ma moto !' });

    const again = await post(winner, won.id, { message: 'Un deuxième témoignage pour le même lot', rating: 4 }).expect(
      409,
    );
    expect(again.body.message).toBe('Vous avez déjà laissé un témoignage pour ce tirage');

    const list = await request(t.http).get('/api/public/testimonials').expect(200);
    expect(list.body.data[0]).toMatchObject({ id: stored.id, name: 'Marie N.', product_name: 'Moto Haojue 125' });
    expect(JSON.stringify(list.body)).not.toContain('Ndong');
    expect(JSON.stringify(list.body)).not.toContain('@');
  });

  it('refuses the loser (403) and anyone else’s ticket (404)', async () => {
    const a = await buyer();
    const b = await buyer();
    const { winner, loser, won, lost } = await drawnBetween(a, b, 'Téléviseur 55 pouces');
    const refused = await post(loser, lost.id, { message: 'Je voudrais aussi laisser un mot', rating: 3 }).expect(403);
    expect(refused.body.message).toBe('Seul le gagnant de ce tirage peut laisser un témoignage');
    await post(loser, won.id, { message: 'Ce ticket n’est pas le mien du tout', rating: 3 }).expect(404);
    await post(winner, 999_999, { message: 'Un ticket qui n’existe pas du tout', rating: 3 }).expect(404);
    await request(t.http)
      .post(`/api/tickets/${won.id}/testimonial`)
      .send({ message: 'Sans être connecté du tout', rating: 3 })
      .expect(401);
  });

  it('refuses a ticket whose lottery is not drawn yet', async () => {
    const a = await buyer();
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 5 });
    await buyPaid(a, lottery, 1);
    const ticket = await t.em().findOneOrFail(Ticket, { lottery: lottery.id, owner: a.user.id });
    await post(a, ticket.id, { message: 'Je n’ai pas encore gagné mais bon', rating: 5 }).expect(403);
  });

  it('validates the message (10–500 characters once markup is dropped) and the rating (1–5) in French', async () => {
    const a = await buyer();
    const b = await buyer();
    const { winner, won } = await drawnBetween(a, b, 'Tablette');
    const bad = await post(winner, won.id, { message: 'Court', rating: 6 }).expect(422);
    expect(bad.body.errors).toEqual({
      message: ['Le message doit contenir au moins 10 caractères'],
      rating: ['La note doit être comprise entre 1 et 5'],
    });
    const long = await post(winner, won.id, { message: 'a'.repeat(501), rating: 0 }).expect(422);
    expect(long.body.errors).toEqual({
      message: ['Le message ne peut pas dépasser 500 caractères'],
      rating: ['La note doit être comprise entre 1 et 5'],
    });
    const empty = await post(winner, won.id, {}).expect(422);
    expect(empty.body.errors.message).toEqual(['Le message est requis']);
    const markup = await post(winner, won.id, { message: '<b></b><i>   </i><p>ok</p>', rating: 4 }).expect(422);
    expect(markup.body.errors).toEqual({ message: ['Le message doit contenir au moins 10 caractères'] });
    expect(await t.em().count(Testimonial, { user: winner.user.id })).toBe(0);
    await post(winner, won.id, { message: 'x'.repeat(500), rating: 1 }).expect(201);
  });

  it('keeps one testimonial per draw under concurrent submissions', async () => {
    const a = await buyer();
    const b = await buyer();
    const { winner, won, draw } = await drawnBetween(a, b, 'Climatiseur');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(winner, won.id, { message: 'Envoyé plusieurs fois de suite', rating: 5 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.em().count(Testimonial, { draw: draw.id })).toBe(1);
  });
});

describe('GET /api/public/testimonials', () => {
  it('lists published testimonials only, newest first, limited', async () => {
    const ids: number[] = [];
    for (const name of ['Lot A', 'Lot B', 'Lot C']) {
      const { winner, won } = await drawnBetween(await buyer(), await buyer(), name);
      ids.push(
        (await post(winner, won.id, { message: `Très content de mon ${name}`, rating: 4 }).expect(201)).body.data.id,
      );
    }
    await t.em().nativeUpdate(Testimonial, { id: ids[2] }, { status: 'hidden' });
    const res = await request(t.http).get('/api/public/testimonials').query({ limit: 2 }).expect(200);
    expect(res.body.data.map((x: { id: number }) => x.id)).toEqual([ids[1], ids[0]]);
    const all = await request(t.http).get('/api/public/testimonials').expect(200);
    expect(all.body.data.length).toBeLessThanOrEqual(6);
    expect(all.body.data.map((x: { id: number }) => x.id)).not.toContain(ids[2]);
    await request(t.http).get('/api/public/testimonials').query({ limit: 500 }).expect(422);
  });
});
