import { inflateSync } from 'node:zlib';
import request from 'supertest';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket, type TicketStatus } from '../../src/modules/lotteries/ticket.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

const DAY = 86_400_000;
let t: TestApp;
let lotteries: LotteriesService;

interface Buyer {
  user: User;
  token: string;
}
let a: Buyer;
let b: Buyer;
let l1: Lottery;
let l2: Lottery;

async function buyer(o: Parameters<typeof createUser>[1] = {}): Promise<Buyer> {
  const user = await createUser(t.em(), o);
  return { user, token: await loginToken(t, user.email) };
}

/** Settles an order as a successful payment would (same helper as tickets.test.ts). */
async function pay(orderNumber: string) {
  await t.em().transactional(async (tx) => {
    const order = await tx.findOneOrFail(Order, { orderNumber }, { populate: ['lottery'] });
    order.status = 'paid';
    order.paidAt = new Date();
    await lotteries.confirm(tx, order);
  });
}

async function purchase(who: Buyer, lottery: Lottery, quantity: number): Promise<string> {
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(who.token))
    .send({ lottery_id: lottery.id, quantity, total_amount: quantity * lottery.ticketPrice })
    .expect(201);
  return res.body.data.order_number as string;
}

const get = (who: Buyer, path: string, query: Record<string, string | number> = {}) =>
  request(t.http).get(`/api${path}`).set(bearer(who.token)).query(query);
const numbers = (res: request.Response) => (res.body.data as { ticket_number: string }[]).map((x) => x.ticket_number);

/** The response body as bytes (supertest would otherwise try to read a PDF as text). */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/**
 * The text drawn on a PDF's pages: content streams are inflated when compressed, then the strings of
 * every TJ array are decoded (pdfkit writes them as hex, split wherever kerning applies).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
    }
  }
  return out.join('\n');
}

beforeAll(async () => {
  t = await startTestApp({ appUrl: 'https://mbolo.example' });
  lotteries = t.app.get(LotteriesService);
  a = await buyer();
  b = await buyer();
  l1 = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 1000 });
  l2 = await createOpenLottery(t.em(), lotteries, { total: 2, ticketPrice: 2000 });
  await t.em().nativeUpdate(Product, { id: l2.product.id }, { name: 'Moto Haojue 125' });
  // A: 3 paid in L1, then the whole of L2 (so A surely wins it: 1 won, 1 lost), then 2 reserved in L1
  await pay(await purchase(a, l1, 3));
  await pay(await purchase(a, l2, 2));
  await purchase(a, l1, 2);
  // B: 1 paid ticket in L1
  await pay(await purchase(b, l1, 1));
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/tickets/my-tickets', () => {
  it("lists only the signed-in user's tickets, newest first, with lottery and product", async () => {
    const res = await get(a, '/tickets/my-tickets').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(7);
    const mine = (await t.em().find(Ticket, { owner: a.user.id })).map((x) => x.ticketNumber).sort();
    expect([...numbers(res)].sort()).toEqual(mine);
    const theirs = (await t.em().find(Ticket, { owner: b.user.id })).map((x) => x.ticketNumber);
    for (const n of theirs) expect(numbers(res)).not.toContain(n);
    expect(res.body.data[0]).toMatchObject({
      status: 'reserved',
      price_paid: 1000,
      is_winner: false,
      lottery: { id: l1.id, lottery_number: l1.lotteryNumber, status: 'open', total_tickets: 10, sold_tickets: 4 },
    });
    const won = res.body.data.find((x: { status: string }) => x.status === 'won');
    const draw = await t.em().findOneOrFail(Draw, { lottery: l2.id });
    expect(won).toMatchObject({
      is_winner: true,
      prize_claimed: false,
      can_claim: true,
      ticket_number: draw.winningTicket,
      winning_number: draw.winningTicket,
      lottery: { status: 'drawn', winning_ticket_number: draw.winningTicket, verification_code: draw.verificationCode },
      product: { id: l2.product.id, name: 'Moto Haojue 125' },
    });
    expect(res.body.pagination).toEqual({
      current_page: 1,
      page: 1,
      per_page: 10,
      last_page: 1,
      total: 7,
      from: 1,
      to: 7,
    });
    // B sees theirs only
    expect(numbers(await get(b, '/tickets/my-tickets').expect(200))).toEqual(theirs);
  });

  it('filters by status, lottery and search, ignoring empty filters', async () => {
    const count = async (query: Record<string, string | number>) =>
      (await get(a, '/tickets/my-tickets', query).expect(200)).body.data.length;
    expect(await count({ status: 'won' })).toBe(1);
    expect(await count({ status: 'lost' })).toBe(1);
    expect(await count({ status: 'reserved' })).toBe(2);
    expect(await count({ status: 'active' })).toBe(3);
    expect(await count({ status: 'paid' })).toBe(3);
    expect(await count({ lottery_id: l2.id })).toBe(2);
    expect(await count({ search: 'haojue' })).toBe(2);
    expect(await count({ search: l1.lotteryNumber })).toBe(5);
    expect(await count({ search: '%' })).toBe(0);
    expect(await count({ status: '', search: '', lottery_id: '' })).toBe(7);
    await get(a, '/tickets/my-tickets', { status: 'bogus' }).expect(422);
  });

  it('paginates (per_page, from/to, past the end)', async () => {
    const res = await get(a, '/tickets/my-tickets', { per_page: 2, page: 2 }).expect(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination).toEqual({
      current_page: 2,
      page: 2,
      per_page: 2,
      last_page: 4,
      total: 7,
      from: 3,
      to: 4,
    });
    const all = numbers(await get(a, '/tickets/my-tickets').expect(200));
    expect(numbers(res)).toEqual(all.slice(2, 4));
    const past = await get(a, '/tickets/my-tickets', { per_page: 2, page: 9 }).expect(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ total: 7, last_page: 4, from: null, to: null });
  });

  it('hides released reservations unless asked for, and filters by period', async () => {
    const c = await buyer();
    const l3 = await createOpenLottery(t.em(), lotteries, { total: 5 });
    const order = await purchase(c, l3, 1);
    await pay(await purchase(c, l3, 1));
    await t.em().transactional(async (tx) => {
      const o = await tx.findOneOrFail(Order, { orderNumber: order }, { populate: ['lottery'] });
      await lotteries.release(tx, o);
      o.status = 'expired';
    });
    expect((await get(c, '/tickets/my-tickets').expect(200)).body.data).toHaveLength(1);
    expect((await get(c, '/tickets/my-tickets', { status: 'released' }).expect(200)).body.data).toHaveLength(1);
    await t
      .em()
      .nativeUpdate(Ticket, { owner: c.user.id, status: 'paid' }, { createdAt: new Date(Date.now() - 40 * DAY) });
    expect((await get(c, '/tickets/my-tickets', { period: 'month' }).expect(200)).body.data).toHaveLength(0);
    expect((await get(c, '/tickets/my-tickets', { period: 'quarter' }).expect(200)).body.data).toHaveLength(1);
  });

  it('needs a session', async () => {
    await request(t.http).get('/api/tickets/my-tickets').expect(401);
    await request(t.http).get('/api/stats/customer/dashboard').expect(401);
  });
});

describe('customer stats', () => {
  it('computes the dashboard figures from the database', async () => {
    const res = await get(a, '/stats/customer/dashboard').expect(200);
    expect(res.body.data).toMatchObject({
      total_tickets: 5,
      lotteries_participated: 2,
      active_participations: 1,
      prizes_won: 1,
      prizes_to_claim: 1,
      total_spent: 3 * 1000 + 2 * 2000,
      orders_awaiting_payment: 1,
    });
    expect(res.body.data.recent_tickets).toHaveLength(5);
    expect(res.body.data.recent_tickets.slice(0, 2).map((x: { status: string }) => x.status)).toEqual([
      'reserved',
      'reserved',
    ]);
  });

  it('counts tickets by status', async () => {
    const res = await get(a, '/stats/customer/tickets').expect(200);
    expect(res.body.data).toEqual({
      total_tickets: 5,
      prizes_won: 1,
      total_spent: 7000,
      active_tickets: 3,
      by_status: { reserved: 2, paid: 3, won: 1, lost: 1, refunded: 0, released: 0 },
    });
    const other = await get(b, '/stats/customer/tickets').expect(200);
    expect(other.body.data).toMatchObject({ total_tickets: 1, prizes_won: 0, total_spent: 1000, active_tickets: 1 });
  });
});

describe('POST /api/tickets/:id/claim-prize', () => {
  const ticketOf = async (owner: User, status: TicketStatus) => t.em().findOneOrFail(Ticket, { owner, status });
  const claim = (who: Buyer | null, id: number | string) => {
    const req = request(t.http).post(`/api/tickets/${id}/claim-prize`);
    return who ? req.set(bearer(who.token)) : req;
  };

  it('lets the owner of a won ticket claim once', async () => {
    const won = await ticketOf(a.user, 'won');
    await claim(b, won.id).expect(404);
    await claim(null, won.id).expect(401);
    const lost = await ticketOf(a.user, 'lost');
    const refused = await claim(a, lost.id).expect(403);
    expect(refused.body).toMatchObject({ success: false, error_code: 'not_winner' });
    const ok = await claim(a, won.id).expect(200);
    expect(ok.body).toMatchObject({
      success: true,
      message: expect.stringContaining('lot'),
      data: { claimed_at: expect.any(String) },
    });
    expect((await ticketOf(a.user, 'won')).claimedAt).toBeInstanceOf(Date);
    const twice = await claim(a, won.id).expect(409);
    expect(twice.body.message).toBe('Ce lot a déjà été réclamé');
    const listed = await get(a, '/tickets/my-tickets', { status: 'won' }).expect(200);
    expect(listed.body.data[0]).toMatchObject({ prize_claimed: true, can_claim: false });
    await claim(a, 'abc').expect(404);
    await claim(a, 99_999_999).expect(404);
  });

  it('refuses after the 30 days that follow the draw', async () => {
    const d = await buyer();
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 1 });
    await pay(await purchase(d, lottery, 1));
    const won = await ticketOf(d.user, 'won');
    await t.em().nativeUpdate(Draw, { lottery: lottery.id }, { drawnAt: new Date(Date.now() - 31 * DAY) });
    const late = await claim(d, won.id).expect(409);
    expect(late.body.message).toBe('Le délai de 30 jours pour réclamer ce lot est dépassé');
    expect((await get(d, '/tickets/my-tickets').expect(200)).body.data[0]).toMatchObject({
      can_claim: false,
      prize_claimed: false,
    });
    await t.em().nativeUpdate(Draw, { lottery: lottery.id }, { drawnAt: new Date(Date.now() - 29 * DAY) });
    await claim(d, won.id).expect(200);
  });
});

describe('GET /api/tickets/:id/download', () => {
  const download = (who: Buyer, id: number) =>
    request(t.http).get(`/api/tickets/${id}/download`).set(bearer(who.token)).buffer(true).parse(binary);

  it("is a PDF of the ticket's order with the lottery, product, commitment and the draw page link", async () => {
    const tickets = await t
      .em()
      .find(Ticket, { owner: a.user.id, lottery: l1.id, status: 'paid' }, { orderBy: { ticketNumber: 'asc' } });
    const res = await download(a, tickets[1]!.id).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${tickets[1]!.ticketNumber}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const ticket of tickets) expect(text).toContain(ticket.ticketNumber);
    expect(text).toContain(l1.lotteryNumber);
    expect(text).toContain(l1.product.name);
    expect(text).toContain(l1.seedCommitment!);
    expect(text).toContain('1 000 FCFA');
    expect(text).toContain('Payé');
    // the QR code's target is also a clickable link
    expect(pdf.toString('latin1')).toContain(`https://mbolo.example/lotteries/${l1.id}`);
  });

  it('prints the verification code of a drawn lottery', async () => {
    const won = await t.em().findOneOrFail(Ticket, { owner: a.user.id, status: 'won' });
    const draw = await t.em().findOneOrFail(Draw, { lottery: l2.id });
    const text = pdfText((await download(a, won.id).expect(200)).body as Buffer);
    expect(text).toContain(draw.verificationCode);
    expect(text).toContain(draw.winningTicket);
    expect(text).not.toContain(draw.seed); // the revealed seed belongs to the proof page, not the ticket
  });

  it("answers 404 for another user's ticket", async () => {
    const mine = await t.em().findOneOrFail(Ticket, { owner: a.user.id, status: 'paid' }, { orderBy: { id: 'asc' } });
    const res = await request(t.http).get(`/api/tickets/${mine.id}/download`).set(bearer(b.token)).expect(404);
    expect(res.body).toMatchObject({ success: false, message: 'Ticket introuvable' });
  });
});

describe('GET /api/lotteries/:id/participants', () => {
  it('counts distinct paying buyers and shows initials and city only', async () => {
    await t.em().nativeUpdate(User, { id: a.user.id }, { city: 'Franceville' });
    const res = await get(b, `/lotteries/${l1.id}/participants`).expect(200);
    expect(res.body.data).toMatchObject({ lottery_id: l1.id, count: 2, tickets_sold: 4 });
    expect(res.body.data.participants).toEqual([
      { initials: `T. ${a.user.lastName[0]}.`, city: 'Franceville', tickets: 3 },
      { initials: `T. ${b.user.lastName[0]}.`, city: null, tickets: 1 },
    ]);
    const body = JSON.stringify(res.body);
    for (const secret of [a.user.email, a.user.lastName, a.user.phone!]) expect(body).not.toContain(secret);
    await request(t.http).get(`/api/lotteries/${l1.id}/participants`).expect(401);
    await get(b, '/lotteries/99999999/participants').expect(404);
  });
});
