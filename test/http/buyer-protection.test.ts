import request from 'supertest';
import { Country } from '../../src/modules/geo/country.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { BuyerLimit } from '../../src/modules/lotteries/buyer-limit.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;
beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

// French amounts group thousands with a narrow no-break space
const fcfa = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)} FCFA`;

async function buyer() {
  const user = await createUser(t.em());
  return { user, token: await loginToken(t, user.email) };
}

const purchase = (token: string, lotteryId: number, quantity: number) =>
  request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity, total_amount: quantity * 1000 });
const setCap = (token: string, monthly_cap: number) =>
  request(t.http).put('/api/user/spending-limits').set(bearer(token)).send({ monthly_cap });
const limits = async (token: string) =>
  (await request(t.http).get('/api/user/spending-limits').set(bearer(token)).expect(200)).body.data;
const exclude = (token: string, months: number) =>
  request(t.http).post('/api/user/self-exclusion').set(bearer(token)).send({ months });

/** What a refusal must leave untouched: the raffle's counters and the buyer's orders. */
async function snapshot(lotteryId: number, userId: number) {
  const em = t.em();
  const l = await em.findOneOrFail(Lottery, lotteryId);
  return { reserved: l.reservedTickets, sold: l.soldTickets, orders: await em.count(Order, { user: userId }) };
}

describe('monthly spending cap', () => {
  it('refuses exactly past the cap, with what is left this month, and writes nothing', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    const saved = await setCap(token, 5_000).expect(200);
    expect(saved.body.message).toBe("Votre plafond mensuel est enregistré et s'applique immédiatement.");
    expect(saved.body.data).toMatchObject({ personal_cap: 5_000, effective_cap: 5_000, pending_cap: null });

    await purchase(token, lottery.id, 3).expect(201);
    const before = await snapshot(lottery.id, user.id);
    const refused = await purchase(token, lottery.id, 3).expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'spending_cap',
      message: `Vous avez atteint votre plafond mensuel de dépenses en tickets (${fcfa(5_000)}). Il vous reste ${fcfa(2_000)} ce mois-ci.`,
    });
    expect(await snapshot(lottery.id, user.id)).toEqual(before);

    // exactly up to the cap is allowed, one franc more is not
    await purchase(token, lottery.id, 2).expect(201);
    const full = await purchase(token, lottery.id, 1).expect(409);
    expect(full.body.message).toContain(`Il vous reste ${fcfa(0)} ce mois-ci.`);
    expect(await limits(token)).toMatchObject({ spent_this_month: 5_000, remaining: 0 });

    // an order past its payment window no longer counts; last month's orders neither
    const [first] = await t.em().find(Order, { user: user.id }, { orderBy: { id: 'asc' } });
    await t.em().nativeUpdate(Order, { id: first!.id }, { expiresAt: new Date(Date.now() - 1000) });
    await purchase(token, lottery.id, 3).expect(201);
    await purchase(token, lottery.id, 1).expect(409);
    await t.em().nativeUpdate(Order, { user: user.id }, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    await purchase(token, lottery.id, 5).expect(201);
  });

  it('holds parallel purchases of one buyer to the cap', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    await setCap(token, 3_000).expect(200);
    const statuses = (await Promise.all([1, 2, 3, 4, 5].map(() => purchase(token, lottery.id, 1)))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await t.em().count(Order, { user: user.id })).toBe(3);
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(3);
  });

  it('applies the platform cap to buyers without their own, and refuses a personal cap above it', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    expect(await limits(token)).toMatchObject({
      platform_cap: 200_000,
      personal_cap: null,
      effective_cap: 200_000,
      spent_this_month: 0,
      remaining: 200_000,
      excluded_until: null,
    });
    const above = await setCap(token, 200_001).expect(422);
    expect(above.body.errors).toEqual({ monthly_cap: ['Le plafond ne peut pas dépasser celui de la plateforme'] });
    const tooLow = await setCap(token, 50).expect(422);
    expect(tooLow.body.errors.monthly_cap[0]).toBe("Le plafond doit être un nombre entier d'au moins 100 FCFA");
    expect(await t.em().count(BuyerLimit, { user: user.id })).toBe(0);

    // the platform's cap binds buyers who chose none; 0 lifts it
    const settings = t.app.get(SettingsService);
    await settings.update({ lottery_monthly_spending_cap: 3_000 });
    try {
      await purchase(token, lottery.id, 3).expect(201);
      const refused = await purchase(token, lottery.id, 1).expect(409);
      expect(refused.body.message).toBe(
        `Vous avez atteint votre plafond mensuel de dépenses en tickets (${fcfa(3_000)}). Il vous reste ${fcfa(0)} ce mois-ci.`,
      );
      await settings.update({ lottery_monthly_spending_cap: 0 });
      expect(await limits(token)).toMatchObject({ platform_cap: 0, effective_cap: null, remaining: null });
      await purchase(token, lottery.id, 1).expect(201);
    } finally {
      await settings.update({ lottery_monthly_spending_cap: 200_000 });
    }
  });

  it('lowers the cap at once and raises it only after 72 hours', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    await setCap(token, 4_000).expect(200);
    await purchase(token, lottery.id, 4).expect(201);

    const raised = await setCap(token, 8_000).expect(200);
    expect(raised.body.message).toMatch(
      /^Votre hausse de plafond s'appliquera le \d{2}\/\d{2}\/\d{4}, dans 72 heures\.$/,
    );
    const view = raised.body.data;
    expect(view).toMatchObject({ personal_cap: 4_000, effective_cap: 4_000, pending_cap: 8_000 });
    const delay = new Date(view.pending_from).getTime() - Date.now();
    expect(delay).toBeGreaterThan(71.9 * 3_600_000);
    expect(delay).toBeLessThanOrEqual(72 * 3_600_000);
    // still the old cap until then
    await purchase(token, lottery.id, 1).expect(409);

    // 72 hours later (moved in the database)
    await t.em().nativeUpdate(BuyerLimit, { user: user.id }, { pendingFrom: new Date(Date.now() - 1000) });
    expect(await limits(token)).toMatchObject({ personal_cap: 8_000, effective_cap: 8_000, pending_cap: null });
    await purchase(token, lottery.id, 4).expect(201);
    await purchase(token, lottery.id, 1).expect(409);

    // lowering again applies at once and drops a waiting raise
    await setCap(token, 9_000).expect(200);
    expect((await limits(token)).pending_cap).toBe(9_000);
    await setCap(token, 3_000).expect(200);
    expect(await limits(token)).toMatchObject({ personal_cap: 3_000, pending_cap: null, pending_from: null });
  });
});

describe('self-exclusion', () => {
  it('refuses tickets until its end, cannot be shortened, may be extended; items stay buyable', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    const done = await exclude(token, 3).expect(200);
    const until = new Date(done.body.data.excluded_until);
    expect(until.getTime() - Date.now()).toBeGreaterThan(88 * 86_400_000);
    const date = new Intl.DateTimeFormat('fr', {
      timeZone: 'Africa/Libreville',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(until);
    expect(done.body.message).toBe(`Vous êtes exclu(e) des tombolas jusqu'au ${date}.`);

    const before = await snapshot(lottery.id, user.id);
    const refused = await purchase(token, lottery.id, 1).expect(403);
    expect(refused.body).toMatchObject({
      error_code: 'self_excluded',
      message: `Vous vous êtes exclu(e) des tombolas jusqu'au ${date} : aucun ticket ne peut être acheté d'ici là.`,
    });
    expect(await snapshot(lottery.id, user.id)).toEqual(before);

    const shorter = await exclude(token, 1).expect(409);
    expect(shorter.body.message).toBe(
      `Votre auto-exclusion court déjà jusqu'au ${date} : elle ne peut pas être raccourcie.`,
    );
    expect((await limits(token)).excluded_until).toBe(until.toISOString());
    const invalid = await exclude(token, 2).expect(422);
    expect(invalid.body.errors.months).toEqual(['Choisissez une durée de 1, 3 ou 12 mois']);
    // there is no way back: no route lifts it
    await request(t.http).delete('/api/user/self-exclusion').set(bearer(token)).expect(404);

    const longer = await exclude(token, 12).expect(200);
    expect(new Date(longer.body.data.excluded_until).getTime()).toBeGreaterThan(until.getTime());

    // a direct purchase of an item is still allowed
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
    const em = t.em();
    const product = em.create(Product, {
      merchant,
      name: 'Lampe solaire',
      description: 'Une lampe',
      price: 5_000,
      saleMode: 'direct',
      status: 'active',
      stock: 10,
      images: [],
    });
    await em.flush();
    await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, amount: 5_000 })
      .expect(201);
  });
});

describe('18+ confirmation', () => {
  const form = (gabon: number, extra: Record<string, unknown>) => ({
    role: 'Particulier',
    first_name: 'Awa',
    last_name: 'Nguema',
    email: `awa.${Date.now()}@example.ga`,
    phone: `+2417765${String(Date.now()).slice(-4)}`,
    country_id: gabon,
    password: 'MotDePasse2026',
    password_confirmation: 'MotDePasse2026',
    terms_accepted: true,
    ...extra,
  });

  it('refuses a registration without it (422, French, on the field) and records it otherwise', async () => {
    const gabon = (await t.em().findOneOrFail(Country, { iso2: 'GA' })).id;
    const count = await t.em().count(User);
    const missing = form(gabon, {});
    const refused = await request(t.http).post('/api/auth/register').send(missing).expect(422);
    expect(refused.body.errors).toEqual({ adult_confirmed: ['Vous devez confirmer avoir 18 ans ou plus'] });
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...missing, adult_confirmed: false })
      .expect(422);
    expect(await t.em().count(User)).toBe(count);

    const ok = form(gabon, { adult_confirmed: true });
    await request(t.http).post('/api/auth/register').send(ok).expect(201);
    const created = await t.em().findOneOrFail(User, { email: ok.email.toLowerCase() });
    expect(created.adultConfirmedAt).toBeInstanceOf(Date);
  });

  it('asks a social account to confirm before its first ticket', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { user, token } = await buyer();
    await t
      .em()
      .getConnection()
      .execute(
        `insert into social_identities (provider, subject, user_id, created_at) values ('google', ?, ?, now())`,
        [`sub-${user.id}`, user.id],
      );
    const before = await snapshot(lottery.id, user.id);
    const refused = await purchase(token, lottery.id, 1).expect(403);
    expect(refused.body).toMatchObject({
      error_code: 'adult_confirmation_required',
      message: "Confirmez avoir 18 ans ou plus avant d'acheter des tickets (Mon profil, onglet Jeu responsable).",
    });
    expect(await snapshot(lottery.id, user.id)).toEqual(before);
    expect((await limits(token)).adult_confirmed).toBe(false);
    await request(t.http).post('/api/user/adult-confirmation').set(bearer(token)).expect(200);
    expect((await limits(token)).adult_confirmed).toBe(true);
    await purchase(token, lottery.id, 1).expect(201);
  });
});

describe('admin spending watch', () => {
  it('lists buyers from 80 % of their cap and self-excluded ones, behind lotteries.view', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const near = await buyer();
    await setCap(near.token, 5_000).expect(200);
    await purchase(near.token, lottery.id, 4).expect(201);
    const far = await buyer();
    await setCap(far.token, 5_000).expect(200);
    await purchase(far.token, lottery.id, 3).expect(201);
    const excluded = await buyer();
    await exclude(excluded.token, 1).expect(200);

    await request(t.http).get('/api/admin/lotteries/spending-watch').expect(401);
    const denied = await request(t.http).get('/api/admin/lotteries/spending-watch').set(bearer(near.token)).expect(403);
    expect(denied.body.message).toMatch(/[éèà]|Accès|autoris/);

    const admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
    const res = await request(t.http)
      .get('/api/admin/lotteries/spending-watch?per_page=100')
      .set(bearer(admin))
      .expect(200);
    const ids = res.body.data.map((r: { user_id: number }) => r.user_id);
    expect(ids).toContain(near.user.id);
    expect(ids).toContain(excluded.user.id);
    expect(ids).not.toContain(far.user.id);
    expect(res.body.data.find((r: { user_id: number }) => r.user_id === near.user.id)).toMatchObject({
      spent_this_month: 4_000,
      effective_cap: 5_000,
      share: 80,
      excluded_until: null,
    });
    expect(res.body.data.find((r: { user_id: number }) => r.user_id === excluded.user.id).excluded_until).toEqual(
      expect.any(String),
    );
    expect(res.body.pagination).toMatchObject({ total: expect.any(Number) });
  });
});
