import pg from 'pg';
import request from 'supertest';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { PaymentsLedgerAdapter, PaymentsReconciliation } from '../../src/modules/payments/index.js';
import { seedAdminDemo, seedCatalogue } from '../../src/modules/seed/index.js';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  await seedDemo(t.em());
  await seedCatalogue(t.em(), t.config);
  await seedAdminDemo(t.em(), t.config);
  db = new pg.Client({ connectionString: t.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('the ledger on the demo data (a fresh `npm start`)', () => {
  it('gives every seeded sale its journal once at start, then balances and agrees with the payments and refunds', async () => {
    const backfill = t.app.get(PaymentsLedgerAdapter);
    const { rows: unposted } = await db.query<{ n: number }>(
      `select count(*)::int as n from payments p where p.status = 'paid' and p.paid_at is not null
         and not exists (select 1 from ledger_journals j where j.ref_type = 'payment' and j.ref_id = p.id::text)`,
    );
    expect(unposted[0]!.n).toBeGreaterThan(0);
    // what bootstrap does after the seed: older sales get opening balances, recent ones their receipts
    expect(await backfill.backfill(t.em())).toBe(unposted[0]!.n);
    expect(await backfill.backfill(t.em())).toBe(0);
    // so the nightly check raises no false alarm
    const result = await t.app.get(LedgerService).verify();
    expect(result.differences).toEqual([]);
    expect(result.ok).toBe(true);
    const { rows } = await db.query<{ total: string }>('select coalesce(sum(amount), 0) as total from ledger_entries');
    expect(Number(rows[0]!.total)).toBe(0);

    // the screens' revenue (the demo's months of sales) is the ledger's
    const figures = await t.app.get(PaymentsReconciliation).figures();
    expect(figures.revenue).toBeGreaterThan(0);
    expect(figures.ledger_revenue).toBe(figures.revenue);

    // the demo seller's delivered sales are released at once (the demo's payout delay is 0)
    const token = await loginToken(t, 'vendeur@mbolo.test', 'Mbolo2026!');
    const page = await request(t.http).get('/api/merchant/payouts').set(bearer(token)).expect(200);
    expect(page.body.balance.available).toBeGreaterThan(0);
    expect(page.body.balance.payout_phone).toMatch(/^\+241/);
  });
});
