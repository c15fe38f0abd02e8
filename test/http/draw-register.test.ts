import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { openCommittedSeed } from '../../src/modules/lotteries/seed-box.js';
import { createCategory, createLottery, createProduct, sellTickets } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * The public register of draws (/api/public/draws): raffles opened through the real service (sealed
 * seed, commitment, local beacon) and drawn by the draw service, plus a draft and a cancelled one.
 */
let t: TestApp;
let drafted: Lottery;
let cancelled: Lottery;
let opened: Lottery[];
let openSeed: string;
let drawnLottery: Lottery;
let draw: Draw;

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const lotteries = t.app.get(LotteriesService);
  const buyer = await createUser(em);
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Boutique Owendo' });
  const category = await createCategory(em, 'Maison', 'maison-register');

  const draftProduct = await createProduct(em, { merchant, category, name: 'Brouillon caché', saleMode: 'lottery' });
  ({ lottery: drafted } = await createLottery(em, { product: draftProduct, status: 'draft' }));
  const cancelledProduct = await createProduct(em, { merchant, category, name: 'Climatiseur', saleMode: 'lottery' });
  ({ lottery: cancelled } = await createLottery(em, { product: cancelledProduct, status: 'cancelled' }));

  // three raffles on sale, opened by the service: their seeds are sealed in the lotteries table
  opened = [];
  for (let i = 0; i < 3; i++) {
    const lottery = await createOpenLottery(em, lotteries, { total: 10 });
    await sellTickets(em, lottery, buyer, 2);
    opened.push(lottery);
  }
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ seed_sealed: string }[]>('select seed_sealed from lotteries where id = ?', [opened[0]!.id]);
  openSeed = openCommittedSeed(
    t.config,
    opened[0]!.lotteryNumber,
    row!.seed_sealed,
    opened[0]!.seedCommitment!,
  ).toString('hex');

  // one drawn by the draw service, after its end date
  drawnLottery = await createOpenLottery(em, lotteries, { total: 10 });
  await sellTickets(em, drawnLottery, buyer, 3);
  await t.em().nativeUpdate(Lottery, { id: drawnLottery.id }, { endDate: new Date(Date.now() - 1000) });
  draw = await t.app.get(DrawService).drawNow(drawnLottery.id, 'admin');
}, 120_000);
afterAll(() => t?.close());

const get = (query: Record<string, string | number> = {}) => request(t.http).get('/api/public/draws').query(query);
type Row = Record<string, unknown> & { lottery_id: number; lottery_number: string; status: string };
const rows = (res: request.Response) => res.body.data.draws as Row[];
const ids = (res: request.Response) => rows(res).map((r) => r.lottery_id);

describe('GET /api/public/draws', () => {
  it('lists every raffle opened, newest first, never a draft, with the register figures', async () => {
    const res = await get().expect(200);
    expect(res.body.success).toBe(true);
    expect(ids(res)).not.toContain(drafted.id);
    expect(ids(res).sort()).toEqual([cancelled.id, ...opened.map((l) => l.id), drawnLottery.id].sort());
    // the draw is the latest event
    expect(ids(res)[0]).toBe(drawnLottery.id);
    expect(res.body.data.stats).toEqual({ committed: 5, drawn: 1, awaiting: 3 });
    expect(res.body.pagination).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Brouillon caché');
    expect(text).not.toContain(drafted.lotteryNumber);
  });

  it('shows an open raffle’s commitment, but nothing of its seed, pool or winner before the draw', async () => {
    const res = await get({ q: opened[0]!.lotteryNumber }).expect(200);
    expect(rows(res)).toHaveLength(1);
    const row = rows(res)[0]!;
    expect(row).toMatchObject({
      lottery_id: opened[0]!.id,
      lottery_number: opened[0]!.lotteryNumber,
      status: 'open',
      seed_commitment: opened[0]!.seedCommitment,
      beacon_source: 'local',
      sold_tickets: 2,
      total_tickets: 10,
      seed: null,
      pool_hash: null,
      pool_size: null,
      counter: null,
      winning_ticket: null,
      beacon_round: null,
      beacon_value: null,
      verification_code: null,
      drawn_at: null,
    });
    expect(row.opened_at).toEqual(expect.any(String));
    // the seed really exists (sealed) and hashes to the commitment, but the register never shows it
    expect(sha256(openSeed)).toBe(opened[0]!.seedCommitment);
    for (const answer of [res, await get(), await get({ status: 'awaiting' })]) {
      expect(answer.text).not.toContain(openSeed);
      expect(answer.text.toUpperCase()).not.toContain(openSeed.toUpperCase());
    }
  });

  it('shows a drawn raffle’s seed, pool and winner, the seed hashing to the commitment published at opening', async () => {
    const res = await get({ status: 'drawn' }).expect(200);
    expect(ids(res)).toEqual([drawnLottery.id]);
    const row = rows(res)[0]!;
    expect(row).toMatchObject({
      status: 'drawn',
      algorithm: 'hmac-sha256-rejection-v2',
      seed_commitment: drawnLottery.seedCommitment,
      seed: draw.seed,
      pool_hash: draw.poolHash,
      pool_size: 3,
      counter: draw.counter,
      winning_ticket: draw.winningTicket,
      beacon_round: draw.beaconRound,
      beacon_value: draw.beaconValue,
      verification_code: draw.verificationCode,
      drawn_at: draw.drawnAt.toISOString(),
    });
    expect(sha256(row.seed as string)).toBe(row.seed_commitment);
    // what the register publishes is enough to recompute the winner
    expect(recomputeDraw(row.seed as string, row.lottery_number, draw.pool, row.beacon_value as string).winner).toBe(
      row.winning_ticket,
    );
    const poolHash = createHash('sha256')
      .update([...draw.pool].sort().join('\n'))
      .digest('hex');
    expect(row.pool_hash).toBe(poolHash);
  });

  it('filters by status and by raffle number or product name', async () => {
    expect(ids(await get({ status: 'awaiting' })).sort()).toEqual(opened.map((l) => l.id).sort());
    expect(ids(await get({ status: 'cancelled' }))).toEqual([cancelled.id]);
    expect(ids(await get({ status: 'all' }))).toHaveLength(5);
    // product name, any case, part of it
    expect(ids(await get({ q: 'climatis' }))).toEqual([cancelled.id]);
    expect(ids(await get({ q: 'CLIMATISEUR', status: 'drawn' }))).toEqual([]);
    // part of a raffle number
    expect(ids(await get({ q: drawnLottery.lotteryNumber.slice(1) }))).toEqual([drawnLottery.id]);
    // a draft stays out even when searched for by name
    expect(ids(await get({ q: 'Brouillon' }))).toEqual([]);
    // LIKE wildcards are taken literally
    expect(ids(await get({ q: '%' }))).toEqual([]);
    // an empty filter is no filter
    expect(ids(await get({ q: '', status: '' }))).toHaveLength(5);
  });

  it('refuses an unknown status with a French message', async () => {
    const res = await get({ status: 'winners' }).expect(422);
    expect(res.body).toMatchObject({ success: false, message: 'Veuillez corriger les erreurs ci-dessous.' });
    expect(res.body.errors.status).toEqual([
      'Option invalide : une valeur parmi "all"|"awaiting"|"drawn"|"cancelled" attendue',
    ]);
    await get({ page: 0 }).expect(422);
    await get({ per_page: 101 }).expect(422);
  });

  it('pages the register with its totals', async () => {
    const first = await get({ per_page: 2 }).expect(200);
    expect(first.body.pagination).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    const second = await get({ per_page: 2, page: 2 }).expect(200);
    const third = await get({ per_page: 2, page: 3 }).expect(200);
    expect(third.body.pagination).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
    expect(rows(third)).toHaveLength(1);
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(all).size).toBe(5);
    expect(all).toEqual(ids(await get()));
    // past the end: no rows, the total still right
    const past = await get({ per_page: 2, page: 9 }).expect(200);
    expect(rows(past)).toEqual([]);
    expect(past.body.pagination).toEqual({ current_page: 9, per_page: 2, total: 5, last_page: 3 });
    const awaiting = await get({ status: 'awaiting', per_page: 2, page: 2 }).expect(200);
    expect(awaiting.body.pagination).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    // the figures cover the whole register, whatever the filter
    expect(awaiting.body.data.stats).toEqual({ committed: 5, drawn: 1, awaiting: 3 });
  });
});
