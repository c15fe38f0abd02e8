import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ appUrl: 'https://mbolo.example' });
});
afterAll(() => t?.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists the public content pages with absolute URLs', async () => {
    const res = await request(t.http).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/about',
      '/how-it-works',
      '/contact',
      '/terms',
      '/privacy',
      '/sell-on-mbolo',
      '/sitemap',
    ]) {
      expect(res.text).toContain(`<loc>https://mbolo.example${path}</loc>`);
    }
    expect(res.text).not.toContain('/login');
  });

  it('keeps non-production sites out of search engines', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.text).toMatch(/^Disallow: \/$/m);
    expect(res.text).toContain('Sitemap: https://mbolo.example/sitemap.xml');
  });
});
