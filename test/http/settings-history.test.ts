import request from 'supertest';
import { SettingsHistory } from '../../src/modules/settings/settings-history.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  const user = await createUser(t.em(), { roles: ['Admin'], firstName: 'Awa', lastName: 'Ndong' });
  adminId = user.id;
  admin = await loginToken(t, user.email);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.em().nativeDelete(SettingsHistory, {});
  await t.em().nativeDelete(Setting, {});
});

const putGroup = (group: string, body: object) =>
  request(t.http).put(`/api/admin/settings/${group}`).set(bearer(admin)).send(body);
const history = (query: object = {}) =>
  request(t.http).get('/api/admin/settings/history').query(query).set(bearer(admin)).expect(200);
const restore = (id: number, token = admin) =>
  request(t.http).post(`/api/admin/settings/history/${id}/restore`).set(bearer(token));

describe('settings history', () => {
  it('records who changed which keys, before and after, newest first', async () => {
    // auto_refund is sent unchanged: only the keys whose value moves are kept
    await putGroup('lottery', { min_ticket_price: 1500, auto_refund: true }).expect(200);
    await request(t.http)
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ auto_draw: true, platform_commission: 12.5 })
      .expect(200);
    // a save that changes nothing leaves no entry
    await putGroup('lottery', { min_ticket_price: 1500 }).expect(200);

    const res = await history();
    expect(res.body.data.pagination).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    const [flat, lottery] = res.body.data.entries;
    expect(lottery).toMatchObject({
      group: 'lottery',
      changes: { ticket_price_min: { before: 1000, after: 1500 } },
      actor: { id: adminId, name: 'Awa Ndong' },
      restored_from_id: null,
    });
    expect(new Date(lottery.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(flat).toMatchObject({
      group: 'all',
      changes: { auto_draw: { before: false, after: true }, platform_commission: { before: 5, after: 12.5 } },
    });

    const paged = await history({ per_page: 1, page: 2 });
    expect(paged.body.data.entries.map((e: { id: number }) => e.id)).toEqual([lottery.id]);
    expect(paged.body.data.pagination.last_page).toBe(2);
  });

  it("writes the entry in the save's transaction: a refused save leaves none", async () => {
    await putGroup('lottery', { min_ticket_price: 5000, max_ticket_price: 4000 }).expect(422);
    expect(await t.em().count(SettingsHistory, {})).toBe(0);
  });

  it('restores the values an entry replaced, as a new entry', async () => {
    await putGroup('lottery', { min_ticket_price: 1500, auto_draw: true }).expect(200);
    await putGroup('payment', { platform_commission: 7 }).expect(200);
    const [, lottery] = (await history()).body.data.entries;

    const res = await restore(lottery.id).expect(200);
    expect(res.body.message).toBe('Paramètres restaurés avec succès');
    expect(res.body.data.lottery).toMatchObject({ min_ticket_price: 1000, auto_draw: false });
    // the later save of another key is kept
    expect(res.body.data.payment.platform_commission).toBe(7);
    const settings = t.app.get(SettingsService);
    expect(await settings.get('ticket_price_min')).toBe(1000);

    const [newest] = (await history()).body.data.entries;
    expect(newest).toMatchObject({
      group: 'lottery',
      restored_from_id: lottery.id,
      actor: { id: adminId },
      changes: { ticket_price_min: { before: 1500, after: 1000 }, auto_draw: { before: true, after: false } },
    });
  });

  it('checks restored values with the rules of a save', async () => {
    await putGroup('lottery', { max_ticket_price: 2000 }).expect(200);
    // an entry whose old minimum is above today's maximum, and one from before a stricter rule
    const em = t.em();
    const above = em.create(SettingsHistory, {
      group: 'lottery',
      changes: { ticket_price_min: { before: 5000, after: 1000 } },
    });
    const old = em.create(SettingsHistory, {
      group: 'lottery',
      changes: { ticket_price_min: { before: 50, after: 1000 } },
    });
    await em.flush();
    const conflict = await restore(above.id).expect(422);
    expect(conflict.body.errors).toEqual({
      max_ticket_price: ["Le prix maximum d'un ticket doit être supérieur ou égal au prix minimum"],
    });
    const invalid = await restore(old.id).expect(422);
    expect(invalid.body.errors).toEqual({
      min_ticket_price: ["Le prix minimum d'un ticket doit être un nombre entier d'au moins 100 FCFA"],
    });
    expect((await restore(999_999).expect(404)).body.message).toBe("Entrée d'historique introuvable");
    expect(await t.app.get(SettingsService).get('ticket_price_min')).toBe(1000);
    expect(await t.em().count(SettingsHistory, {})).toBe(3);
  });

  it('is for administrators only', async () => {
    await putGroup('lottery', { auto_draw: true }).expect(200);
    const [entry] = (await history()).body.data.entries;
    const customer = await loginToken(t, (await createUser(t.em())).email);
    const agent = await loginToken(t, (await createUser(t.em(), { roles: ['Agent'] })).email);
    await request(t.http).get('/api/admin/settings/history').expect(401);
    for (const token of [customer, agent]) {
      await request(t.http).get('/api/admin/settings/history').set(bearer(token)).expect(403);
      await restore(entry.id, token).expect(403);
    }
    expect(await t.app.get(SettingsService).get('auto_draw')).toBe(true);
  });
});
