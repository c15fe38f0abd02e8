import { LedgerService } from '../../src/modules/ledger/index.js';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  await seedDemo(t.em());
});
afterAll(() => t?.close());

describe('the ledger on the demo data (a fresh `npm start`)', () => {
  it('balances and agrees with the seeded payments and refunds, so the nightly check raises no false alarm', async () => {
    const result = await t.app.get(LedgerService).verify();
    expect(result.differences).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
