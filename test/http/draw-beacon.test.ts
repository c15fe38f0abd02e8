import request from 'supertest';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { startDrandStub, STUB_CHAIN, type DrandStub } from '../support/drand-stub.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

/** Draws mixing in drand's first round after the close, with drand played by a local stub. */
let t: TestApp;
let drand: DrandStub;
let lotteries: LotteriesService;
let draws: DrawService;
beforeAll(async () => {
  // hourly rounds, the next one half an hour away: a round after "now" is never published during the test
  drand = await startDrandStub({ genesis: Math.floor(Date.now() / 1000) - 5400, period: 3600 });
  t = await startTestApp({ drawBeacon: { kind: 'drand', url: drand.url, chain: STUB_CHAIN, timeoutMs: 2000 } });
  // raffles past their end date are drawn by the cron here: auto_draw is off unless saved (spec 3 §9)
  await t.app.get(SettingsService).update({ auto_draw: true });
  lotteries = t.app.get(LotteriesService);
  draws = t.app.get(DrawService);
});
afterAll(async () => {
  await t?.close();
  await drand?.close();
});
afterEach(() => {
  drand.mode = 'ok';
});

async function buyAll(lottery: Lottery, total: number) {
  const user = await createUser(t.em());
  const token = await loginToken(t, user.email);
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lottery.id, quantity: total, total_amount: total * 1000 })
    .expect(201);
  await t.em().transactional(async (tx) => {
    const order = await tx.findOneOrFail(Order, { orderNumber: res.body.data.order_number }, { populate: ['lottery'] });
    order.status = 'paid';
    order.paidAt = new Date();
    await lotteries.confirm(tx, order);
  });
}

const proof = async (id: number) =>
  (await request(t.http).get(`/api/public/results/${id}/proof`).expect(200)).body.data;
const roundAfter = (date: Date) => Math.floor((date.getTime() / 1000 - drand.genesis) / drand.period) + 2;

describe('a raffle opened with a drand beacon', () => {
  it('names the beacon in its commitment from the opening', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3 });
    expect(lottery).toMatchObject({ drawAlgorithm: 'hmac-sha256-rejection-v2', beacon: `drand:${STUB_CHAIN}` });
    expect(await proof(lottery.id)).toMatchObject({
      drawn: false,
      algorithm: 'hmac-sha256-rejection-v2',
      seed: null,
      beacon: { source: `drand:${STUB_CHAIN}`, round: null, value: null, url: null },
    });
  });

  it('is not drawn when it sells out: the draw waits for the round after the last sale, then mixes it in', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3 });
    await buyAll(lottery, 3);
    let fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(fresh.status).toBe('sold_out');
    expect(await t.em().count(Draw, { lottery: lottery.id })).toBe(0);

    // the admin cannot force it either: the round after the close is not published yet
    const admin = await createUser(t.em(), { roles: ['Admin'] });
    const early = await request(t.http)
      .post(`/api/admin/lotteries/${lottery.id}/draw`)
      .set(bearer(await loginToken(t, admin.email)))
      .expect(409);
    expect(early.body.message).toBe(
      'Le tirage attend la valeur publique publiée après la clôture des ventes : réessayez dans quelques instants',
    );
    expect(await draws.drawWaiting()).toBe(0);

    // once the round after the close is out (closing moved back rather than waiting): drand is down, still no draw
    const closedAt = new Date(Date.now() - 1_900_000);
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { closedAt });
    drand.mode = 'down';
    expect(await draws.drawWaiting()).toBe(0);
    expect(await t.em().count(Draw, { lottery: lottery.id })).toBe(0);

    // drand answers: the job draws it with that round
    drand.mode = 'ok';
    expect(await draws.drawWaiting()).toBe(1);
    fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(fresh.status).toBe('drawn');
    const draw = await t.em().findOneOrFail(Draw, { lottery: lottery.id });
    const round = roundAfter(closedAt);
    expect(draw).toMatchObject({
      algorithm: 'hmac-sha256-rejection-v2',
      beacon: `drand:${STUB_CHAIN}`,
      beaconRound: round,
      beaconValue: drand.randomnessOf(round),
    });
    expect(draw.beaconPublishedAt!.getTime()).toBeGreaterThan(closedAt.getTime());
    expect(draw.beaconPublishedAt!.getTime() - closedAt.getTime()).toBeLessThanOrEqual(drand.period * 1000);

    const p = await proof(lottery.id);
    expect(p.beacon).toEqual({
      source: `drand:${STUB_CHAIN}`,
      round,
      value: drand.randomnessOf(round),
      published_at: draw.beaconPublishedAt!.toISOString(),
      sales_closed_at: closedAt.toISOString(),
      url: `https://api.drand.sh/${STUB_CHAIN}/public/${round}`,
    });
    // anyone recomputes it from the published proof
    const again = recomputeDraw(p.seed, p.lottery_number, p.tickets, p.beacon.value);
    expect({ winner: p.winning_ticket, counter: p.counter }).toEqual({ winner: again.winner, counter: again.counter });
  });

  it('draws a raffle past its end date with the round after the end date', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    await buyAll(lottery, 2);
    const endDate = new Date(Date.now() - 1_900_000);
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate });
    drand.mode = 'down';
    await draws.closeExpired();
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).status).toBe('open');
    drand.mode = 'ok';
    await draws.closeExpired();
    const draw = await t.em().findOneOrFail(Draw, { lottery: lottery.id });
    expect(draw).toMatchObject({ beaconRound: roundAfter(endDate), salesClosedAt: endDate });
  });

  it('refuses to draw with a beacon other than the one named at the opening', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    await buyAll(lottery, 2);
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 30_000), beacon: 'local' });
    await expect(draws.drawNow(lottery.id, 'admin')).rejects.toThrow(/committed to beacon local/);
    expect(await t.em().count(Draw, { lottery: lottery.id })).toBe(0);
  });
});
