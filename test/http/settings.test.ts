import request from 'supertest';
import { SETTING_DEFAULTS } from '../../src/contracts/settings.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let admin: string;
let customer: string;
let lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
});
afterAll(() => t?.close());
// every test starts from the defaults
beforeEach(() => t.em().nativeDelete(Setting, {}));

const put = (token: string, body: unknown) => request(t.http).put('/api/admin/settings').set(bearer(token)).send(body as object);

describe('GET/PUT /api/admin/settings', () => {
  it('reads every key with its default when none was saved', async () => {
    const res = await request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        auto_draw: true,
        auto_refund: true,
        platform_commission: 0.1,
        ticket_price_min: 500,
        ticket_price_max: 50_000,
        lottery_max_duration_days: 60,
        enterprise_tickets_min: 50,
        enterprise_tickets_max: 10_000,
        individual_tickets: 500,
        // STAFF_2FA_REQUIRED=0 in the tests' environment
        staff_two_factor_required: false,
      },
    });
    expect(await t.app.get(SettingsService).get('auto_draw')).toBe(true);
  });

  it('saves a subset of keys and keeps the others', async () => {
    const res = await put(admin, { auto_draw: false, ticket_price_max: 80_000, platform_commission: 0.125 }).expect(200);
    expect(res.body.message).toBe('Paramètres enregistrés avec succès');
    expect(res.body.data).toEqual({
      ...SETTING_DEFAULTS,
      staff_two_factor_required: false,
      auto_draw: false,
      ticket_price_max: 80_000,
      platform_commission: 0.125,
    });
    const again = await request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);
    expect(again.body.data).toEqual(res.body.data);
    await put(admin, { ticket_price_max: 90_000 }).expect(200);
    const settings = t.app.get(SettingsService);
    expect(await settings.get('ticket_price_max')).toBe(90_000);
    expect(await settings.get('auto_draw')).toBe(false);
    expect(await t.em().count(Setting, {})).toBe(3);
  });

  it('refuses invalid values with French messages and changes nothing', async () => {
    const bad = await put(admin, { auto_draw: 'oui', ticket_price_min: 50, platform_commission: 1.5, lottery_max_duration_days: 2.5 }).expect(422);
    expect(bad.body.errors).toEqual({
      auto_draw: ['Le tirage automatique doit être activé ou désactivé'],
      ticket_price_min: ["Le prix minimum d'un ticket doit être un nombre entier d'au moins 100 FCFA"],
      platform_commission: ['La commission de la plateforme doit être comprise entre 0 et 1 (0,10 pour 10 %)'],
      lottery_max_duration_days: ["La durée maximale d'une tombola doit être comprise entre 1 et 365 jours"],
    });
    // a max below the stored min, sent alone, is caught against the stored value
    await put(admin, { ticket_price_min: 5000 }).expect(200);
    const range = await put(admin, { ticket_price_max: 4000, individual_tickets: 300 }).expect(422);
    expect(range.body.errors).toEqual({ ticket_price_max: ["Le prix maximum d'un ticket doit être supérieur ou égal au prix minimum"] });
    expect(await t.app.get(SettingsService).get('individual_tickets')).toBe(500);
    const empty = await put(admin, {}).expect(422);
    expect(empty.body.errors._).toEqual(['Aucun paramètre à modifier']);
    const unknown = await put(admin, { maintenance: true }).expect(422);
    expect(unknown.body.success).toBe(false);
  });

  it('is for administrators only', async () => {
    await request(t.http).get('/api/admin/settings').expect(401);
    await request(t.http).get('/api/admin/settings').set(bearer(customer)).expect(403);
    await put(customer, { auto_draw: false }).expect(403);
    expect(await t.app.get(SettingsService).get('auto_draw')).toBe(true);
  });

  it('reads a stored value that breaks its rule as the default', async () => {
    await t.em().insert(Setting, { key: 'ticket_price_min', value: 'cinq cents', updatedAt: new Date() });
    expect(await t.app.get(SettingsService).get('ticket_price_min')).toBe(500);
  });
});

describe('end-date draws follow auto_draw', () => {
  async function pastLottery(minParticipants: number, buyers: number) {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants });
    for (let i = 0; i < buyers; i++) {
      const token = await loginToken(t, (await createUser(t.em())).email);
      const r = await request(t.http).post('/api/tickets/purchase').set(bearer(token)).send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 }).expect(201);
      await t.em().transactional(async (tx) => {
        const order = await tx.findOneOrFail(Order, { orderNumber: r.body.data.order_number }, { populate: ['lottery'] });
        order.status = 'paid';
        order.paidAt = new Date();
        await lotteries.confirm(tx, order);
      });
    }
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
    return lottery;
  }
  const statusOf = async (l: Lottery) => (await t.em().findOneOrFail(Lottery, l.id)).status;

  it('on: draws a lottery that reached its minimum, expires one that did not', async () => {
    const enough = await pastLottery(2, 2);
    const tooFew = await pastLottery(3, 1);
    const result = await t.app.get(DrawService).closeExpired();
    expect(result).toEqual({ drawn: 1, expired: 1 });
    expect(await statusOf(enough)).toBe('drawn');
    expect(await statusOf(tooFew)).toBe('expired');
  });

  it('off: leaves a drawable lottery open for the admin to draw, still expires one that fell short', async () => {
    await put(admin, { auto_draw: false }).expect(200);
    const enough = await pastLottery(1, 2);
    const tooFew = await pastLottery(3, 1);
    const draws = t.app.get(DrawService);
    expect(await draws.closeExpired()).toEqual({ drawn: 0, expired: 1 });
    expect(await draws.closeExpired()).toEqual({ drawn: 0, expired: 0 });
    expect(await statusOf(enough)).toBe('open');
    expect(await statusOf(tooFew)).toBe('expired');
    expect(await t.em().count(Draw, { lottery: enough.id })).toBe(0);
    // sales stay closed while it waits
    const token = await loginToken(t, (await createUser(t.em())).email);
    await request(t.http).post('/api/tickets/purchase').set(bearer(token)).send({ lottery_id: enough.id, quantity: 1, total_amount: 1000 }).expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    const drawn = await request(t.http).post(`/api/admin/lotteries/${enough.id}/draw`).set(bearer(admin)).expect(200);
    expect(drawn.body.data.verification_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await statusOf(enough)).toBe('drawn');
    expect((await t.em().findOneOrFail(Draw, { lottery: enough.id })).trigger).toBe('admin');
  });
});
