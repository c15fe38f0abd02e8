import pg from 'pg';
import request from 'supertest';
import { createCategory, createProduct } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * The public API's micro-cache: anonymous reads are answered again from memory until what they show
 * changes (here or on another instance) or 2 s pass; a signed-in caller always reaches the handler.
 */
let t: TestApp;
let merchant: Awaited<ReturnType<typeof createUser>>;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
  category = await createCategory(t.em(), 'Cache');
});
afterAll(() => t?.close());

const LIST = '/api/products?per_page=20';
const names = (res: request.Response) => (res.body.data.products as { name: string }[]).map((p) => p.name);

async function until(probe: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('public API micro-cache', () => {
  it('answers the second anonymous read from memory, the same bytes', async () => {
    const first = await request(t.http).get(LIST).expect(200);
    const second = await request(t.http).get(LIST).expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    // the language is part of the key
    const english = await request(t.http).get(LIST).set('Accept-Language', 'en').expect(200);
    expect(english.headers['x-cache']).toBe('miss');
  });

  it('shows a product written by this instance on the very next read', async () => {
    await request(t.http).get(LIST).expect(200);
    await createProduct(t.em(), { merchant, category, name: 'Radio du cache' });
    const after = await request(t.http).get(LIST).expect(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after)).toContain('Radio du cache');
  });

  it('sees a change committed by another connection (another instance) within moments', async () => {
    const warm = await request(t.http).get(LIST).expect(200);
    const target = (warm.body.data.products as { id: number; name: string }[])[0]!;
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      await other.query(`update products set name = 'Renommé ailleurs' where id = $1`, [target.id]);
    } finally {
      await other.end();
    }
    // well before the 2 s maximum age: the data version moved
    expect(await until(async () => names(await request(t.http).get(LIST)).includes('Renommé ailleurs'), 1000)).toBe(
      true,
    );
  });

  it('serves no kept answer while the site is in maintenance', async () => {
    const admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
    const maintenance = (on: boolean) =>
      request(t.http)
        .put('/api/admin/settings/maintenance')
        .set(bearer(admin))
        .send({ maintenance_mode: on })
        .expect(200);
    await request(t.http).get('/api/categories').expect(200);
    expect((await request(t.http).get('/api/categories').expect(200)).headers['x-cache']).toBe('hit');
    await maintenance(true);
    try {
      expect((await request(t.http).get('/api/categories')).status).toBe(503);
    } finally {
      await maintenance(false);
    }
    await request(t.http).get('/api/categories').expect(200);
  });

  it('never serves nor stores an answer for a signed-in caller', async () => {
    const token = await loginToken(t, (await createUser(t.em())).email);
    const mine = await request(t.http).get('/api/categories').set(bearer(token)).expect(200);
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('no-store');
    const anonymous = await request(t.http).get('/api/categories').expect(200);
    expect(anonymous.headers['x-cache']).toBe('miss');
    // an expired session cookie is no reason to be served someone else's copy either
    const stale = await request(t.http).get('/api/categories').set('Cookie', 'mbolo_session=expired').expect(200);
    expect(stale.headers['x-cache']).toBeUndefined();
  });
});
