import pg from 'pg';
import { SETTLE_MS, VersionedCache } from '../../src/infra/cache/data-versions.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';

let t: TestApp;
let cache: VersionedCache;
beforeAll(async () => {
  t = await startTestApp();
  cache = t.app.get(VersionedCache);
});
afterAll(() => t?.close());

/** A computation that counts its runs and answers the number of paid payments. */
function counter() {
  let runs = 0;
  const compute = async () => {
    runs += 1;
    const [row] = await t
      .em()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from payments where status = 'paid'`);
    return row!.n;
  };
  return { compute, runs: () => runs };
}

async function aPaidPayment() {
  const em = t.em();
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 50 });
  return createPaidLotteryOrder(em, await createUser(em), await em.findOneOrFail(Lottery, lottery.id), 1);
}

describe('results kept until their tables change (data versions)', () => {
  it('serves a result again while its tables are unchanged, and recomputes once a write commits', async () => {
    const c = counter();
    const before = await cache.get('test:paid', ['payments'], c.compute);
    expect(await cache.get('test:paid', ['payments'], c.compute)).toBe(before);
    expect(c.runs()).toBe(1);

    // a write to another table leaves it alone
    await createUser(t.em());
    await cache.get('test:paid', ['payments'], c.compute);
    expect(c.runs()).toBe(1);

    await aPaidPayment();
    expect(await cache.get('test:paid', ['payments'], c.compute)).toBe(before + 1);
    expect(c.runs()).toBe(2);

    // a raw UPDATE outside the ORM's unit of work moves the version too
    await t.em().nativeUpdate(Payment, { status: 'paid' }, { amount: 1234 });
    await cache.get('test:paid', ['payments'], c.compute);
    expect(c.runs()).toBe(3);
  });

  it('ignores a write that is rolled back', async () => {
    const c = counter();
    await cache.get('test:rollback', ['payments'], c.compute);
    await expect(
      t.em().transactional(async (tx) => {
        await tx
          .getConnection()
          .execute(`update payments set amount = amount + 1`, [], 'all', tx.getTransactionContext());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await cache.get('test:rollback', ['payments'], c.compute);
    expect(c.runs()).toBe(1);
  });

  it('shares one computation between concurrent callers, and recomputes past the maximum age', async () => {
    const c = counter();
    const values = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('test:shared', ['payments', 'orders'], c.compute)),
    );
    expect(new Set(values).size).toBe(1);
    expect(c.runs()).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    await cache.get('test:shared', ['payments', 'orders'], c.compute, 20);
    expect(c.runs()).toBe(2);
  });

  it('keeps no failure', async () => {
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('nope');
    };
    await expect(cache.get('test:failure', ['payments'], failing)).rejects.toThrow('nope');
    await expect(cache.get('test:failure', ['payments'], failing)).rejects.toThrow('nope');
    expect(runs).toBe(2);
  });
});

describe('a version that moves a moment before its rows can be read', () => {
  it("never keeps serving what was read in that moment once this process's own commit is visible", async () => {
    const settings = t.app.get(SettingsService);
    await settings.update({ payout_min_amount: 5_000 });
    expect(await settings.get('payout_min_amount')).toBe(5_000);
    await t
      .em()
      .fork()
      .transactional(async (tx) => {
        const row = await tx.findOneOrFail(Setting, 'payout_min_amount');
        row.value = 7_000;
        await tx.flush();
        // the version moves now, in the writer's transaction, as it does inside a commit
        await tx.execute('set constraints all immediate');
        // another request reads in that moment: the new version, the old rows
        expect(await settings.get('payout_min_amount')).toBe(5_000);
      });
    expect(await settings.get('payout_min_amount')).toBe(7_000);
  });

  it("serves what another instance's commit hid in that moment for about a second only", async () => {
    const read = async () => {
      const [row] = await t
        .em()
        .getConnection()
        .execute<{ v: string }[]>(`select value::text as v from settings where key = 'payout_min_amount'`);
      return row!.v;
    };
    const key = 'test:other-instance';
    const before = await cache.get(key, ['settings'], read);
    // another instance writes the setting: the version moves inside its commit, before its row can be read
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update settings set value = '9100' where key = 'payout_min_amount'`);
      await other.query('set constraints all immediate');
      // a request of this instance in that moment: the new version, the old row
      expect(await cache.get(key, ['settings'], read)).toBe(before);
      await other.query('commit');
    } finally {
      await other.end();
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS + 100));
    expect(await cache.get(key, ['settings'], read)).toBe('9100');
  });
});
