import { setTimeout as sleep } from 'node:timers/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { VersionReads } from '../../src/infra/cache/version-reads.js';
import { jest } from '@jest/globals';
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

it('reads the versions asked for together in one statement, each seeing what was committed before it was asked', async () => {
  const reads = t.app.get(VersionReads);
  const em = t.app.get(EntityManager);
  const statements: string[] = [];
  const rows = reads.rows.bind(reads);
  const spy = jest.spyOn(reads, 'rows').mockImplementation((sql, params) => {
    statements.push(sql);
    return rows(sql, params);
  });
  try {
    const auth = 'select "version" from "auth_version" where "id" = 1';
    const settings = '(select last_value::text || is_called::text from "data_version_settings")';
    const before = Number(await reads.value(auth));
    await em.fork().execute('update "auth_version" set "version" = "version" + 1 where "id" = 1');
    statements.length = 0;
    // the first starts a statement at once; the others, asked while it runs, share the next one
    const first = reads.value(settings);
    const [a, s, a2] = await Promise.all([reads.value(auth), reads.value(settings), reads.value(auth)]);
    // asked after the update committed: the update is seen
    expect(Number(a)).toBe(before + 1);
    expect(a2).toBe(a);
    expect(s).toMatch(/^\d+(true|false)$/);
    expect(await first).toBe(s);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('auth_version');
    expect(statements[1]).toContain('data_version_settings');
  } finally {
    spy.mockRestore();
  }
});

it('fails only the callers of a version that cannot be read, never the others read with it', async () => {
  const reads = t.app.get(VersionReads);
  const auth = 'select "version" from "auth_version" where "id" = 1';
  // the first starts at once; the two others wait for it and go together in the next statement
  const first = reads.value(auth);
  const [missing, fine] = await Promise.allSettled([
    reads.value('select last_value::text from "data_version_not_migrated_yet"'),
    reads.value(auth),
  ]);
  expect(missing.status).toBe('rejected');
  expect(fine).toEqual({ status: 'fulfilled', value: await first });
});
