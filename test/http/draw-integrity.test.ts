import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** An open raffle past its end date with two paid tickets: due for its draw. */
async function dueLottery(): Promise<Lottery> {
  const em = t.em();
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10 });
  await sellTickets(em, lottery, await createUser(em), 2);
  await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
  return lottery;
}

const sealedOf = async (id: number) =>
  (
    await t
      .em()
      .getConnection()
      .execute<{ seed_sealed: string }[]>('select seed_sealed from lotteries where id = ?', [id])
  )[0]!.seed_sealed;

async function expectNotDrawn(id: number) {
  expect(await t.em().count(Draw, { lottery: id })).toBe(0);
  expect((await t.em().findOneOrFail(Lottery, id)).status).toBe('open');
  expect(await t.em().count(Ticket, { lottery: id, status: 'paid' })).toBe(2);
}

describe('the seed opened for a draw', () => {
  it('is sealed for this raffle, with a key version', async () => {
    const lottery = await dueLottery();
    expect(await sealedOf(lottery.id)).toMatch(/^v2\./);
    const draw = await t.app.get(DrawService).drawNow(lottery.id, 'admin');
    expect(createHash('sha256').update(Buffer.from(draw.seed, 'hex')).digest('hex')).toBe(lottery.seedCommitment);
    // tests run on the local beacon: its round is public, published after the close, and mixed in
    expect(draw).toMatchObject({ algorithm: 'hmac-sha256-rejection-v2', beacon: 'local' });
    expect(draw.beaconPublishedAt!.getTime()).toBeGreaterThan(draw.salesClosedAt!.getTime());
    const round = await request(t.http).get(`/api/public/beacon/${draw.beaconRound}`).expect(200);
    expect(round.body.data).toEqual({
      source: 'local',
      round: draw.beaconRound,
      randomness: draw.beaconValue,
      published_at: draw.beaconPublishedAt!.toISOString(),
    });
    expect(draw.winningTicket).toBe(
      recomputeDraw(draw.seed, lottery.lotteryNumber, draw.pool, draw.beaconValue!).winner,
    );
    const missing = await request(t.http).get('/api/public/beacon/999999').expect(404);
    expect(missing.body.message).toBe('Valeur publique introuvable');
    await request(t.http).get('/api/public/beacon/abc').expect(404);
  });

  it('must hash to the commitment published at the opening, or there is no draw', async () => {
    const lottery = await dueLottery();
    // the stored commitment no longer matches the sealed seed (tampered row, or a seed replaced after publication)
    await t
      .em()
      .nativeUpdate(
        Lottery,
        { id: lottery.id },
        { seedCommitment: createHash('sha256').update(randomBytes(32)).digest('hex') },
      );
    await expect(t.app.get(DrawService).drawNow(lottery.id, 'admin')).rejects.toThrow(
      /does not match its published commitment/,
    );
    await expectNotDrawn(lottery.id);
  });

  it('cannot be moved from one raffle to another', async () => {
    const a = await dueLottery();
    const b = await dueLottery();
    // b takes a's sealed seed and commitment: the seal is bound to a, so it does not open for b
    await t
      .em()
      .getConnection()
      .execute('update lotteries set seed_sealed = ?, seed_commitment = ? where id = ?', [
        await sealedOf(a.id),
        a.seedCommitment,
        b.id,
      ]);
    await expect(t.app.get(DrawService).drawNow(b.id, 'admin')).rejects.toThrow(/does not open for it/);
    await expectNotDrawn(b.id);
  });

  it('still opens when it was sealed before seals carried a version and the raffle (existing raffles)', async () => {
    const lottery = await dueLottery();
    const seed = randomBytes(32);
    const key = createHash('sha256').update(`secret-box:${t.config.appSecret}`).digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(seed.toString('hex'), 'utf8'), cipher.final()]);
    const legacy = [iv, cipher.getAuthTag(), data].map((x) => x.toString('base64url')).join('.');
    const commitment = createHash('sha256').update(seed).digest('hex');
    // opened before beacons: committed to v1 only
    await t
      .em()
      .nativeUpdate(
        Lottery,
        { id: lottery.id },
        { seedSealed: legacy, seedCommitment: commitment, drawAlgorithm: null, beacon: null },
      );
    const draw = await t.app.get(DrawService).drawNow(lottery.id, 'admin');
    expect(draw).toMatchObject({
      seed: seed.toString('hex'),
      algorithm: 'hmac-sha256-rejection-v1',
      beacon: null,
      beaconValue: null,
    });
    expect(draw.winningTicket).toBe(recomputeDraw(draw.seed, lottery.lotteryNumber, draw.pool).winner);
  });
});
