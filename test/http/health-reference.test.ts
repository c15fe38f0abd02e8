import request from 'supertest';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.em());
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports the database as up, with the version', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up', version: t.config.version });
    expect(typeof res.body.data.database_latency_ms).toBe('number');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/countries', () => {
  it('lists the twelve countries with Gabon first and preselected', async () => {
    const res = await request(t.http).get('/api/countries').expect(200);
    expect(res.body.success).toBe(true);
    const codes = res.body.data.map((c: { iso2: string }) => c.iso2);
    expect(codes).toEqual(['GA', 'CM', 'CI', 'CG', 'CF', 'TD', 'GQ', 'BF', 'BJ', 'TG', 'FR', 'CA']);
    expect(res.body.data[0]).toMatchObject({ name: 'Gabon', dial_code: '+241', currency: 'XAF', is_default: true });
    expect(res.body.data.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1);
    expect(typeof res.body.data[0].id).toBe('number');
  });

  it('names countries in English when the visitor chose English', async () => {
    const res = await request(t.http).get('/api/countries').set('Cookie', 'lang=en').expect(200);
    expect(res.body.data.find((c: { iso2: string }) => c.iso2 === 'TD').name).toBe('Chad');
  });
});

describe('GET /api/categories', () => {
  it('lists the active categories in order, in French by default', async () => {
    const res = await request(t.http).get('/api/categories').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Téléphones & Tablettes',
      slug: 'telephones-tablettes',
      icon: 'smartphone',
    });
  });

  it('follows Accept-Language', async () => {
    const res = await request(t.http).get('/api/categories').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
    expect(res.body.data[0].name).toBe('Phones & Tablets');
  });
});
