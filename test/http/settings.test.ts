import request from 'supertest';
import { SETTING_DEFAULTS } from '../../src/contracts/settings.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { COMMISSION_TO_PERCENT } from '../../migrations/Migration20261126090001_SettingsGroups.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createCategory } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp, admin: string, customer: string, lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
});
afterAll(() => t?.close());
// every test starts from the defaults
beforeEach(() => t.em().nativeDelete(Setting, {}));

const put = (token: string, body: unknown) =>
  request(t.http)
    .put('/api/admin/settings')
    .set(bearer(token))
    .send(body as object);
const putGroup = (token: string, group: string, body: unknown) =>
  request(t.http)
    .put(`/api/admin/settings/${group}`)
    .set(bearer(token))
    .send(body as object);
const getAll = () => request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);

// payouts: test/http/payouts.test.ts; the operator's fee: ledger-fees.test.ts
const PAYMENT_EXTRAS = { operator_fee_percent: 0, payout_delay_days: 7, payout_min_amount: 5_000 };
// spec 3 §9 for keys never saved
const DEFAULT_GROUPS = {
  general: {
    app_name: 'Mbolo',
    app_url: '',
    app_description: '',
    contact_email: '',
    contact_phone: '',
    default_language: 'fr',
    default_country: 'GA',
    timezone: 'Africa/Libreville',
  },
  payment: { default_currency: 'XAF', platform_commission: 5, ...PAYMENT_EXTRAS },
  lottery: {
    min_ticket_price: 1000,
    max_ticket_price: 100_000,
    min_participants: 10,
    max_duration_days: 30,
    auto_draw: false,
    auto_refund: true,
    enterprise_tickets_min: 50,
    enterprise_tickets_max: 10_000,
    individual_tickets: 500,
    monthly_spending_cap: 200_000,
  },
  // STAFF_2FA_REQUIRED=0 in the tests' environment
  security: { staff_two_factor_required: false },
  // MAIL_FROM's default
  notifications: { from_email: 'no-reply@mbolo.ga', from_name: 'Mbolo' },
  maintenance: { maintenance_mode: false, maintenance_message: '' },
  notification_types: expect.any(Array),
};

describe('GET /api/admin/settings and PUT /api/admin/settings/{group}', () => {
  it('reads every group with the defaults of spec 3 §9 when nothing was saved', async () => {
    const res = await getAll();
    // the Pays, Langues and Paiements tabs' lists come along (test/http/admin-geo.test.ts, payment-methods.test.ts)
    expect(res.body).toEqual({
      success: true,
      data: {
        ...DEFAULT_GROUPS,
        countries: expect.any(Array),
        languages: expect.any(Array),
        payment_methods: expect.any(Array),
      },
    });
    expect(await t.app.get(SettingsService).get('auto_draw')).toBe(false);
  });

  it('saves a group, keeps the other fields and answers every group', async () => {
    const res = await putGroup(admin, 'lottery', {
      min_ticket_price: 1500,
      max_ticket_price: 80_000,
      min_participants: 2,
      auto_draw: true,
    }).expect(200);
    expect(res.body.message).toBe('Paramètres enregistrés avec succès');
    expect(res.body.data).toEqual({
      ...DEFAULT_GROUPS,
      lottery: {
        ...DEFAULT_GROUPS.lottery,
        min_ticket_price: 1500,
        max_ticket_price: 80_000,
        min_participants: 2,
        auto_draw: true,
      },
    });
    expect((await getAll()).body.data).toMatchObject(res.body.data);
    const general = {
      app_name: 'Mbolo Gabon',
      app_url: 'https://mbolo.ga',
      contact_email: 'contact@mbolo.ga',
      contact_phone: '+241 01 23 45 67',
      default_language: 'en',
      default_country: 'CM',
      timezone: 'Africa/Douala',
    };
    await putGroup(admin, 'general', general).expect(200);
    await putGroup(admin, 'payment', { default_currency: 'EUR', platform_commission: 12.5 }).expect(200);
    const after = (await getAll()).body.data;
    expect(after.general).toEqual({ ...DEFAULT_GROUPS.general, ...general });
    expect(after.payment).toEqual({ ...DEFAULT_GROUPS.payment, default_currency: 'EUR', platform_commission: 12.5 });
    expect(after.lottery.min_ticket_price).toBe(1500);
    const settings = t.app.get(SettingsService);
    expect(await settings.get('ticket_price_min')).toBe(1500);
    expect(await settings.get('auto_draw')).toBe(true);
  });

  it('refuses invalid values with the French messages of spec 3 §5 and changes nothing', async () => {
    const lottery = await putGroup(admin, 'lottery', {
      min_ticket_price: 50,
      max_ticket_price: 500,
      min_participants: 1,
      max_duration_days: 0,
      auto_refund: 'oui',
    }).expect(422);
    expect(lottery.body.errors).toEqual({
      min_ticket_price: ["Le prix minimum d'un ticket doit être un nombre entier d'au moins 100 FCFA"],
      max_ticket_price: ["Le prix maximum d'un ticket doit être un nombre entier d'au moins 1 000 FCFA"],
      min_participants: ["Le nombre minimum de participants doit être un nombre entier d'au moins 2"],
      max_duration_days: ["La durée maximale d'une tombola doit être comprise entre 1 et 365 jours"],
      auto_refund: ['Le remboursement automatique doit être activé ou désactivé'],
    });
    // a max below the stored min, sent alone, is caught against the stored value, under the form's field
    await putGroup(admin, 'lottery', { min_ticket_price: 5000 }).expect(200);
    const range = await putGroup(admin, 'lottery', { max_ticket_price: 4000, individual_tickets: 300 }).expect(422);
    expect(range.body.errors).toEqual({
      max_ticket_price: ["Le prix maximum d'un ticket doit être supérieur ou égal au prix minimum"],
    });
    expect(await t.app.get(SettingsService).get('individual_tickets')).toBe(500);
    const general = await putGroup(admin, 'general', {
      contact_email: 'pas-un-email',
      app_url: 'pas une url',
      app_name: '',
    }).expect(422);
    expect(general.body.errors).toEqual({
      contact_email: ["L'e-mail de contact doit être une adresse e-mail valide"],
      app_url: ["L'URL de base doit être une URL valide (https://…)"],
      app_name: ['Le nom de la plateforme est requis (120 caractères au maximum)'],
    });
    const message = 'La commission de la plateforme doit être un pourcentage entre 0 et 100, au dixième près';
    for (const platform_commission of [150, -1, 12.34]) {
      const bad = await putGroup(admin, 'payment', { platform_commission }).expect(422);
      expect(bad.body.errors).toEqual({ platform_commission: [message] });
    }
    expect(
      (await putGroup(admin, 'payment', { default_currency: 'GBP' }).expect(422)).body.errors.default_currency,
    ).toEqual(['La devise par défaut doit être XAF, XOF, EUR ou USD']);
    expect((await putGroup(admin, 'lottery', {}).expect(422)).body.errors._).toEqual(['Aucun paramètre à modifier']);
    // a field of another group, or an unknown group
    await putGroup(admin, 'lottery', { platform_commission: 5 }).expect(422);
    await putGroup(admin, 'nope', { a: 1 }).expect(404);
    expect((await getAll()).body.data.payment).toEqual(DEFAULT_GROUPS.payment);
  });

  it('takes as default only an active country and language of the Pays and Langues tabs', async () => {
    const unknown = await putGroup(admin, 'general', { default_country: 'ZZ' }).expect(422);
    expect(unknown.body.errors).toEqual({
      default_country: ["Le pays par défaut doit être un pays actif de l'onglet Pays"],
    });
    const conn = t.em().getConnection();
    await conn.execute(`update "countries" set "is_active" = false where "iso2" = 'CM'`);
    await conn.execute(`update "languages" set "is_active" = false where "code" = 'en'`);
    try {
      const inactive = await putGroup(admin, 'general', { default_country: 'CM', default_language: 'en' }).expect(422);
      expect(inactive.body.errors).toEqual({
        default_country: ["Le pays par défaut doit être un pays actif de l'onglet Pays"],
        default_language: ["La langue par défaut doit être une langue active de l'onglet Langues"],
      });
      expect((await getAll()).body.data.general).toMatchObject({ default_country: 'GA', default_language: 'fr' });
    } finally {
      await conn.execute(`update "countries" set "is_active" = true where "iso2" = 'CM'`);
      await conn.execute(`update "languages" set "is_active" = true where "code" = 'en'`);
    }
    await putGroup(admin, 'general', { default_country: 'CM', default_language: 'en' }).expect(200);
  });

  it('keeps the flat PUT of the stored keys', async () => {
    const res = await put(admin, { auto_draw: true, ticket_price_max: 80_000, platform_commission: 12.5 }).expect(200);
    expect(res.body.message).toBe('Paramètres enregistrés avec succès');
    expect(res.body.data).toEqual({
      ...SETTING_DEFAULTS,
      staff_two_factor_required: false,
      auto_draw: true,
      ticket_price_max: 80_000,
      platform_commission: 12.5,
    });
    expect(await t.em().count(Setting, {})).toBe(3);
    const bad = await put(admin, { auto_draw: 'oui', ticket_price_min: 50, platform_commission: 1.55 }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['auto_draw', 'platform_commission', 'ticket_price_min']);
    expect((await put(admin, {}).expect(422)).body.errors._).toEqual(['Aucun paramètre à modifier']);
    expect((await put(admin, { maintenance: true }).expect(422)).body.success).toBe(false);
  });

  it('is for administrators only', async () => {
    await request(t.http).get('/api/admin/settings').expect(401);
    await request(t.http).put('/api/admin/settings/lottery').send({ auto_draw: true }).expect(401);
    const agent = await loginToken(t, (await createUser(t.em(), { roles: ['Agent'] })).email);
    for (const token of [customer, agent]) {
      await request(t.http).get('/api/admin/settings').set(bearer(token)).expect(403);
      await put(token, { auto_draw: true }).expect(403);
      for (const group of ['general', 'payment', 'lottery'])
        await putGroup(
          token,
          group,
          group === 'general'
            ? { app_name: 'X' }
            : group === 'payment'
              ? { platform_commission: 1 }
              : { auto_draw: true },
        ).expect(403);
    }
    expect(await t.app.get(SettingsService).get('auto_draw')).toBe(false);
  });

  it('reads a stored value that breaks its rule as the default', async () => {
    await t.em().insert(Setting, { key: 'ticket_price_min', value: 'cinq cents', updatedAt: new Date() });
    expect(await t.app.get(SettingsService).get('ticket_price_min')).toBe(1000);
  });
});

describe('one source of truth', () => {
  let seller: string;
  let categoryId: number;
  beforeAll(async () => {
    seller = await loginToken(t, (await createUser(t.em(), { roles: ['Business Enterprise'] })).email);
    categoryId = (await createCategory(t.em(), 'Électronique')).id;
  });
  const raffle = (extra: object) =>
    request(t.http)
      .post('/api/merchant/products')
      .set(bearer(seller))
      .send({
        name: 'Téléviseur Samsung 55"',
        category_id: categoryId,
        description: 'Un téléviseur 4K tout neuf, garanti un an.',
        price: 300_000,
        sale_mode: 'lottery',
        total_tickets: 300,
        min_participants: 10,
        end_date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        ...extra,
      });

  it('refuses a raffle below a minimum ticket price saved a moment ago, and a write elsewhere is seen at once', async () => {
    const settings = t.app.get(SettingsService);
    expect(await settings.get('ticket_price_min')).toBe(1000); // cached from now on
    await raffle({ ticket_price: 2000 }).expect(201);
    await putGroup(admin, 'lottery', { min_ticket_price: 2500 }).expect(200);
    const refused = await raffle({ ticket_price: 2000 }).expect(422);
    expect(refused.body.errors.ticket_price).toEqual(['Le prix du ticket doit être compris entre 2500 et 100000 FCFA']);
    // another instance's save reaches this one through the table's data version
    await t.em().nativeUpdate(Setting, { key: 'ticket_price_min' }, { value: 1500 });
    expect(await settings.get('ticket_price_min')).toBe(1500);
    await raffle({ ticket_price: 2000 }).expect(201);
  });

  it('refuses a raffle asking fewer participants than the setting, on creation and on edit', async () => {
    await putGroup(admin, 'lottery', { min_participants: 12 }).expect(200);
    const terms = await request(t.http).get('/api/merchant/products/terms').set(bearer(seller)).expect(200);
    expect(terms.body.data.min_participants).toBe(12);
    const refused = await raffle({ min_participants: 11 }).expect(422);
    expect(refused.body.errors.min_participants).toEqual(["Le minimum de participants doit être d'au moins 12"]);
    expect((await raffle({ min_participants: 1 }).expect(422)).body.errors.min_participants).toEqual([
      "Le minimum de participants doit être d'au moins 12",
    ]);
    const created = await raffle({ min_participants: 12 }).expect(201);
    expect(created.body.data.lottery.min_participants).toBe(12);
    const edit = await request(t.http)
      .put(`/api/merchant/products/${created.body.data.id}`)
      .set(bearer(seller))
      .send({ min_participants: 5 })
      .expect(422);
    expect(edit.body.errors.min_participants).toEqual(["Le minimum de participants doit être d'au moins 12"]);
    await request(t.http)
      .put(`/api/merchant/products/${created.body.data.id}`)
      .set(bearer(seller))
      .send({ min_participants: 20 })
      .expect(200);
  });

  it("keeps an administrator's ticket price correction within the saved bounds", async () => {
    const created = await raffle({ ticket_price: 3000 }).expect(201);
    await putGroup(admin, 'lottery', { min_ticket_price: 2500, max_ticket_price: 5000 }).expect(200);
    const edit = (ticket_price: number) =>
      request(t.http)
        .put(`/api/admin/products/${created.body.data.id}`)
        .set(bearer(admin))
        .send({ name: 'Téléviseur Samsung 55"', category_id: categoryId, price: 300_000, ticket_price });
    expect((await edit(2000).expect(422)).body.errors.ticket_price).toEqual([
      'Le prix du ticket doit être compris entre 2500 et 5000 FCFA',
    ]);
    expect((await edit(6000).expect(422)).body.errors.ticket_price).toEqual([
      'Le prix du ticket doit être compris entre 2500 et 5000 FCFA',
    ]);
    expect((await edit(4000).expect(200)).body.data.ticket_price).toBe(4000);
  });

  it('prices raffles with the commission as a percent', async () => {
    await putGroup(admin, 'payment', { platform_commission: 12.5 }).expect(200);
    const terms = await request(t.http).get('/api/merchant/products/terms').set(bearer(seller)).expect(200);
    expect(terms.body.data.platform_commission).toBe(12.5);
    // ceil(300000 × 1.125 / 300) = 1125
    expect((await raffle({}).expect(201)).body.data.lottery.ticket_price).toBe(1125);
  });
});

describe('the commission unit migration', () => {
  it('turns a stored fraction into a percent and leaves a percent alone', async () => {
    await t.em().insert(Setting, { key: 'platform_commission', value: 0.125, updatedAt: new Date() });
    await t.em().getConnection().execute(COMMISSION_TO_PERCENT);
    expect(await t.app.get(SettingsService).get('platform_commission')).toBe(12.5);
    await t.em().nativeUpdate(Setting, { key: 'platform_commission' }, { value: 5 });
    await t.em().getConnection().execute(COMMISSION_TO_PERCENT);
    expect(await t.app.get(SettingsService).get('platform_commission')).toBe(5);
  });
});

describe('end-date draws follow auto_draw', () => {
  async function pastLottery(minParticipants: number, buyers: number) {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants });
    for (let i = 0; i < buyers; i++) {
      const token = await loginToken(t, (await createUser(t.em())).email);
      const r = await request(t.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
        .expect(201);
      await t.em().transactional(async (tx) => {
        const order = await tx.findOneOrFail(
          Order,
          { orderNumber: r.body.data.order_number },
          { populate: ['lottery'] },
        );
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
    await putGroup(admin, 'lottery', { auto_draw: true }).expect(200);
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
    await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: enough.id, quantity: 1, total_amount: 1000 })
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    const drawn = await request(t.http).post(`/api/admin/lotteries/${enough.id}/draw`).set(bearer(admin)).expect(200);
    expect(drawn.body.data.verification_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await statusOf(enough)).toBe('drawn');
    expect((await t.em().findOneOrFail(Draw, { lottery: enough.id })).trigger).toBe('admin');
  });
});
