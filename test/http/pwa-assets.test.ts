import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ appUrl: 'https://mbolo.example' });
});
afterAll(() => t?.close());

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('the installable app files', () => {
  it('serves /sw.js as JavaScript allowed to control the whole site, checked again on every visit', async () => {
    const res = await request(t.http).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.text;
    expect(body).toBe(await readFile('public/sw.js', 'utf8'));
    expect(body).toContain("addEventListener('fetch'");
    // a repeat visit with the same file costs a 304
    expect(res.headers.etag).toBeTruthy();
    await request(t.http).get('/sw.js').set('If-None-Match', res.headers.etag!).expect(304);
    // the same headers on HEAD
    const head = await request(t.http).head('/sw.js').expect(200);
    expect(head.headers['service-worker-allowed']).toBe('/');
  });

  it('serves /manifest.webmanifest as application/manifest+json, French first, with its icons', async () => {
    const res = await request(t.http)
      .get('/manifest.webmanifest')
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => cb(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(res.body as string) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Mbolo',
      short_name: 'Mbolo',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#009e60',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['512x512']);
    // every icon is a real PNG of the size it claims (public/ is copied as is into the build)
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const meta = await sharp(`public${icon.src}`).metadata();
      expect([icon.src, meta.format, `${meta.width}x${meta.height}`]).toEqual([icon.src, 'png', icon.sizes]);
    }
  });

  it('lets the worker and the manifest load under the content security policy', async () => {
    const res = await request(t.http).get('/sw.js').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
  });
});
