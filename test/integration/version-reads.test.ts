import { setTimeout as sleep } from 'node:timers/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createOpenLottery } from '../factories/lotteries.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ poolMax: 2 });
});
afterAll(() => t?.close());

async function commissionWhileHeld(before: (settings: SettingsService) => Promise<unknown>) {
  const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 10 });
  const em = t.app.get(EntityManager);
  const settings = t.app.get(SettingsService);
  await before(settings);
  const lock = 'select id from lotteries where id = ? for update';
  let waiter: Promise<unknown> | undefined;
  const answer = await em.fork().transactional(async (tx) => {
    await tx.execute(lock, [lottery.id]);
    // the pool's other connection: a settlement of the same raffle, waiting for its row
    waiter = em.fork().transactional((other) => other.execute(lock, [lottery.id]));
    await sleep(200);
    // a payment's commission, asked while the row is held: it must not need a pooled connection
    return Promise.race([settings.get('platform_commission'), sleep(5_000).then(() => 'stalled')]);
  });
  await waiter;
  return answer;
}

it('a transaction holding a raffle reads a setting while every other pooled connection waits for that raffle', async () => {
  // a running app has its settings in memory: only whether they are still current is read
  const answer = await commissionWhileHeld((settings) => settings.get('platform_commission'));
  expect(answer).not.toBe('stalled');
  expect(typeof answer).toBe('number');
});

it('reads the settings themselves aside when an administrator has just changed them', async () => {
  const answer = await commissionWhileHeld(async (settings) => {
    await settings.get('platform_commission');
    await settings.update({ platform_commission: 12 });
  });
  expect(answer).toBe(12);
});
