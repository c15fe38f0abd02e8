import request from 'supertest';
import { Country } from '../../src/modules/geo/country.entity.js';
import { Language } from '../../src/modules/geo/language.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
});
afterAll(() => t?.close());
beforeEach(async () => {
  const em = t.em();
  await em.nativeDelete(Setting, {});
  // the seeded countries stay (accounts point at Gabon); the tests' own codes start afresh
  await em
    .getConnection()
    .execute(
      `update "users" set "country_id" = null where "country_id" in (select "id" from "countries" where "iso2" in ('ZZ', 'ZY'))`,
    );
  await em.nativeDelete(Country, { iso2: { $in: ['ZZ', 'ZY'] } });
  await em.nativeDelete(Language, {});
});

const send = (method: 'post' | 'put', path: string, body?: object, token = admin) =>
  request(t.http)
    [method](`/api${path}`)
    .set(bearer(token))
    .send(body ?? {});
const zland = { name: 'Zédie', code: 'zz', currency: 'xaf', flag: 'https://flagcdn.com/zz.svg', is_active: true };
const byCode = (list: { iso_code_2: string }[], code: string) => list.find((c) => c.iso_code_2 === code);
const english = { name: 'Anglais', native_name: 'English', code: 'en', flag: '🇬🇧', direction: 'ltr', is_active: true };

describe('countries (settings, Pays tab)', () => {
  it('creates a country in upper case and lists it in GET /admin/settings', async () => {
    const res = await send('post', '/admin/countries', zland).expect(201);
    expect(res.body.message).toBe('Pays ajouté avec succès');
    expect(byCode(res.body.data.countries, 'ZZ')).toEqual({
      id: expect.any(Number),
      name: 'Zédie',
      iso_code_2: 'ZZ',
      iso_code_3: null,
      currency_code: 'XAF',
      flag: 'https://flagcdn.com/zz.svg',
      is_active: true,
    });
    const all = await request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);
    expect(all.body.data.countries).toEqual(res.body.data.countries);
  });

  it('refuses a bad code or flag with French messages', async () => {
    const res = await send('post', '/admin/countries', { ...zland, code: 'ZZZ', flag: 'ftp://x/y.png' }).expect(422);
    expect(res.body.errors.code).toEqual(['Le code doit comporter exactement 2 lettres (ISO 3166).']);
    expect(res.body.errors.flag).toEqual(['Le drapeau doit être une adresse web (http ou https).']);
    const noName = await send('post', '/admin/countries', { ...zland, name: ' ' }).expect(422);
    expect(noName.body.errors.name).toEqual(['Le nom est obligatoire.']);
  });

  it('refuses a code already used (409) and a change by a customer (403)', async () => {
    await send('post', '/admin/countries', zland).expect(201);
    const dup = await send('post', '/admin/countries', { ...zland, name: 'Autre' }).expect(409);
    expect(dup.body.message).toBe('Un pays utilise déjà ce code.');
    await send('post', '/admin/countries', { ...zland, code: 'ZY' }, customer).expect(403);
  });

  it('toggles, edits and deletes a country; refuses while a user or the settings name it', async () => {
    const cm = byCode(
      (await send('post', '/admin/countries', { ...zland, name: 'Zylande', code: 'ZY' }).expect(201)).body.data
        .countries,
      'ZY',
    ) as unknown as { id: number };
    const off = await send('put', `/admin/countries/${cm.id}/toggle-status`).expect(200);
    expect(byCode(off.body.data.countries, 'ZY')).toMatchObject({ is_active: false });
    // the public list (phone widgets, forms) offers active countries only
    const publicList = (await request(t.http).get('/api/countries').expect(200)).body.data as { iso2: string }[];
    expect(publicList.map((c) => c.iso2)).not.toContain('ZY');
    expect(publicList.map((c) => c.iso2)).toContain('GA');
    const edited = await send('put', `/admin/countries/${cm.id}`, {
      ...zland,
      name: 'Zylandie',
      code: 'ZY',
      is_active: true,
    }).expect(200);
    expect(byCode(edited.body.data.countries, 'ZY')).toMatchObject({ name: 'Zylandie', is_active: true });

    const user = await createUser(t.em());
    await t.em().getConnection().execute('update "users" set "country_id" = ? where "id" = ?', [cm.id, user.id]);
    const inUse = await send('post', `/admin/countries/${cm.id}/delete`).expect(409);
    expect(inUse.body.message).toBe('Ce pays ne peut pas être supprimé : il est utilisé par 1 compte(s).');
    await t.em().getConnection().execute('update "users" set "country_id" = null');
    const gone = await send('post', `/admin/countries/${cm.id}/delete`).expect(200);
    expect(byCode(gone.body.data.countries, 'ZY')).toBeUndefined();

    // GA is the default country (settings): neither off nor deleted
    const ga = await t.em().findOneOrFail(Country, { iso2: 'GA' });
    expect((await send('put', `/admin/countries/${ga.id}/toggle-status`).expect(409)).body.message).toBe(
      'Le pays par défaut ne peut être ni désactivé ni supprimé.',
    );
    await send('post', `/admin/countries/${ga.id}/delete`).expect(409);
    await send('post', '/admin/countries/999999/delete').expect(404);
  });
});

describe('languages (settings, Langues tab)', () => {
  it('validates code, flag and direction in French', async () => {
    const res = await send('post', '/admin/languages', {
      ...english,
      code: 'eng',
      flag: 'GBR',
      direction: 'up',
    }).expect(422);
    expect(res.body.errors).toMatchObject({
      code: ['Le code doit comporter exactement 2 lettres.'],
      flag: ['Le drapeau doit tenir en 2 caractères au plus (un emoji).'],
      direction: ['Le sens d’écriture doit être ltr ou rtl.'],
    });
  });

  it('an inactive language leaves the language switch; the default language cannot be switched off or deleted', async () => {
    const fr = (
      await send('post', '/admin/languages', {
        name: 'Français',
        native_name: 'Français',
        code: 'fr',
        flag: '🇫🇷',
      }).expect(201)
    ).body.data.languages[0];
    const created = await send('post', '/admin/languages', english).expect(201);
    const en = created.body.data.languages.find((l: { code: string }) => l.code === 'en');
    expect(en).toEqual({
      id: expect.any(Number),
      name: 'Anglais',
      native_name: 'English',
      code: 'en',
      flag: '🇬🇧',
      direction: 'ltr',
      is_active: true,
    });
    // a language the site has no translation for is listed in the settings, never in the switch
    await send('post', '/admin/languages', {
      name: 'Arabe',
      native_name: 'العربية',
      code: 'ar',
      direction: 'rtl',
    }).expect(201);
    expect((await request(t.http).get('/api/languages').expect(200)).body.data.locales).toEqual(['fr', 'en']);

    await send('put', `/admin/languages/${en.id}/toggle-status`).expect(200);
    expect((await request(t.http).get('/api/languages').expect(200)).body.data.locales).toEqual(['fr']);
    await send('put', `/admin/languages/${en.id}/toggle-status`).expect(200);
    expect((await request(t.http).get('/api/languages').expect(200)).body.data.locales).toEqual(['fr', 'en']);

    expect((await send('post', '/admin/languages', english).expect(409)).body.message).toBe(
      'Une langue utilise déjà ce code.',
    );
    expect((await send('put', `/admin/languages/${fr.id}/toggle-status`).expect(409)).body.message).toBe(
      'La langue par défaut ne peut être ni désactivée ni supprimée.',
    );
    await send('post', `/admin/languages/${fr.id}/delete`).expect(409);
    await send('put', `/admin/languages/${fr.id}`, { name: 'Français', code: 'fr', is_active: false }).expect(409);
    expect((await send('post', `/admin/languages/${en.id}/delete`).expect(200)).body.message).toBe(
      'Langue supprimée avec succès',
    );
  });
});
