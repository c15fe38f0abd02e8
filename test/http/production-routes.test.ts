import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ isProduction: true, env: 'production' });
});
afterAll(() => t?.close());

describe('in production', () => {
  it('has no dev outbox API', async () => {
    const res = await request(t.http).get('/api/dev/outbox').expect(404);
    expect(res.body.success).toBe(false);
  });

  it('lets search engines index the public pages', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).not.toMatch(/^Disallow: \/$/m);
    expect(res.text).toContain('Sitemap: ');
  });
});
