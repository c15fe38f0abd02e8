import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../mikro-orm.config.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { sessionCookie } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * The micro-cache of anonymous pages on the built app: a page is rendered once and served again, with
 * an ETag and compressed once; a signed-in visitor's page, which names them, never enters it.
 */
let server: ServerProcess;
let orm: MikroORM;
let db: pg.Client;
let member: User;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  member = await createUser(orm.em.fork(), { firstName: 'Ornella', email: `ornella.cache.${Date.now()}@example.ga` });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await orm?.close();
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('anonymous page micro-cache (built app)', () => {
  it('renders a page once, then serves the same bytes, revalidated by ETag and compressed once', async () => {
    const first = await get('/?cache=1');
    const firstBody = await first.text();
    const second = await get('/?cache=1');
    expect([first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([200, 'miss', 'hit']);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/?cache=1', { 'If-None-Match': etag })).status).toBe(304);
    const br = await get('/?cache=1', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(firstBody);
    // the language chosen by cookie is a page of its own
    const english = await get('/?cache=1', { Cookie: 'lang=en' });
    expect(english.headers.get('x-cache')).toBe('miss');
    expect(await english.text()).toContain('lang="en"');
  });

  it('never keeps nor serves the page of a signed-in visitor', async () => {
    const cookie = await sessionCookie(server.url, member.email, FACTORY_PASSWORD);
    const mine = await get('/?who=1', { Cookie: cookie });
    const mineBody = await mine.text();
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mineBody).toContain(member.email);
    // the same address asked anonymously right after: rendered afresh, and nothing of theirs in it
    const anonymous = await get('/?who=1');
    const anonymousBody = await anonymous.text();
    expect(anonymous.headers.get('x-cache')).toBe('miss');
    expect(anonymousBody).not.toContain(member.email);
    expect(anonymousBody).not.toContain('Ornella');
    // and an anonymous copy is never handed to them
    const again = await get('/?who=1', { Cookie: cookie });
    expect(again.headers.get('x-cache')).toBeNull();
    expect(await again.text()).toContain(member.email);
  });

  it("hands a visitor's page scripts to the after-load loader, a signed-in screen's to the HTML", async () => {
    const visitor = await (await get('/?scripts=1')).text();
    expect(visitor).toContain('<script id="mbolo-scripts" type="application/json">{"entry":"/assets/');
    expect(visitor).not.toMatch(/<script src="[^"]+" type="module"/);
    expect(visitor).not.toContain('<link rel="modulepreload"');
    const cookie = await sessionCookie(server.url, member.email, FACTORY_PASSWORD);
    for (const path of ['/?scripts=1', '/customer']) {
      const signedIn = await (await get(path, { Cookie: cookie })).text();
      expect(signedIn).toMatch(/<script src="[^"]+" type="module" async>/);
      expect(signedIn).not.toContain('mbolo-scripts');
    }
  });

  it('shows a change at once and still counts every product page view', async () => {
    const { rows } = await db.query<{ id: number; views_count: number }>(
      `select id, views_count from products where status = 'active' order by id limit 1`,
    );
    const product = rows[0]!;
    const path = `/products/${product.id}`;
    await (await get(path)).text();
    const hit = await get(path);
    await hit.text();
    expect(hit.headers.get('x-cache')).toBe('hit');
    await new Promise((r) => setTimeout(r, 100));
    const counted = await db.query<{ views_count: number }>(`select views_count from products where id = $1`, [
      product.id,
    ]);
    expect(counted.rows[0]!.views_count).toBe(product.views_count + 2);

    // a change written elsewhere (another instance) moves the data version: seen well within the 2 s bound
    await db.query(`update products set name = 'Nom changé pour le cache' where id = $1`, [product.id]);
    let seen = false;
    for (const end = Date.now() + 1000; !seen && Date.now() < end; ) {
      seen = (await (await get(path)).text()).includes('Nom changé pour le cache');
      if (!seen) await new Promise((r) => setTimeout(r, 25));
    }
    expect(seen).toBe(true);
  });
});
