import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let dataDir: string;
const UNIQUE = 'products/0123456789abcdef0123456789abcdef.webp';
const DEMO = 'products/demo-0a1b2c3d4e5f.webp';
const SMALL = 'products/fedcba9876543210fedcba9876543210.png';

const picture = (width: number, height: number, format: 'webp' | 'png', g = 122) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g, b: 74 } } })
    .toFormat(format)
    .toBuffer();

const uploads = (key: string) => join(dataDir, 'uploads', key);
const cached = (width: number, key: string) => join(dataDir, 'cache', 'media', String(width), key);

const get = (path: string) =>
  request(t.http)
    .get(path)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

const NOT_FOUND = { success: false, message: 'Ressource introuvable.', error_code: 'not_found' };
const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));

beforeAll(async () => {
  // a hidden folder, like the default DATA_DIR (.data): only names under it must not start with a dot
  dataDir = await mkdtemp(join(tmpdir(), '.mbolo-media-'));
  await mkdir(join(dataDir, 'uploads', 'products'), { recursive: true });
  await writeFile(uploads(UNIQUE), await picture(1200, 900, 'webp'));
  await writeFile(uploads(DEMO), await picture(1000, 1000, 'webp'));
  await writeFile(uploads(SMALL), await picture(300, 200, 'png'));
  await writeFile(uploads('products/not-an-image.webp'), 'plain text, not a picture');
  // a real image just outside the uploads, and a link inside them that points at it
  await writeFile(join(dataDir, 'outside.webp'), await picture(900, 900, 'webp'));
  await symlink(join(dataDir, 'outside.webp'), uploads('products/linked.webp'));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /media/w/:width/*path', () => {
  it('answers a WebP of the asked width, kept on disk, cached for a year when the name is unique', async () => {
    expect(existsSync(cached(320, UNIQUE))).toBe(false);
    const res = await get(`/media/w/320/${UNIQUE}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((res.body as Buffer).length).toBeLessThan((await readFile(uploads(UNIQUE))).length);
    expect(await readFile(cached(320, UNIQUE))).toEqual(res.body);

    const other = await get(`/media/w/160/${UNIQUE}`).expect(200);
    expect(await sharp(other.body as Buffer).metadata()).toMatchObject({ width: 160, height: 120 });
  });

  it('serves the second request from the disk copy without resizing again', async () => {
    // a copy that no resize of the source could produce: only the disk cache can answer it
    const marker = await picture(17, 13, 'webp', 200);
    await mkdir(join(dataDir, 'cache', 'media', '480', 'products'), { recursive: true });
    await writeFile(cached(480, UNIQUE), marker);
    const res = await get(`/media/w/480/${UNIQUE}`).expect(200);
    expect(res.body).toEqual(marker);

    const first = await get(`/media/w/320/${UNIQUE}`).expect(200);
    const again = await get(`/media/w/320/${UNIQUE}`).expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('never enlarges: a 300 px PNG stays 300 px wide, as WebP', async () => {
    const res = await get(`/media/w/800/${SMALL}`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(existsSync(cached(800, `${SMALL}.webp`))).toBe(true);
  });

  it('gives a name that may be rewritten a short life and an ETag, and makes it again when the source changes', async () => {
    const res = await get(`/media/w/480/${DEMO}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 480, height: 480 });

    const unchanged = await request(t.http).get(`/media/w/480/${DEMO}`).set('If-None-Match', etag).expect(304);
    expect(unchanged.headers.etag).toBe(etag);

    // the demo catalogue seeded again: same name, other picture, newer file
    await writeFile(uploads(DEMO), await picture(1000, 500, 'webp'));
    const later = new Date(Date.now() + 5_000);
    await utimes(uploads(DEMO), later, later);
    const fresh = await get(`/media/w/480/${DEMO}`).set('If-None-Match', etag).expect(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(await sharp(fresh.body as Buffer).metadata()).toMatchObject({ width: 480, height: 240 });
  });

  it.each(['333', '1200', '0', '320x', 'abc'])('refuses width %s with the French 404', async (width) => {
    const res = await get(`/media/w/${width}/${UNIQUE}`).expect(404);
    expect(json(res)).toEqual(NOT_FOUND);
    expect(existsSync(join(dataDir, 'cache', 'media', width))).toBe(false);
  });

  it.each([
    ['a missing file', '/media/w/320/products/00000000000000000000000000000000.webp'],
    ['a file that is not an image', '/media/w/320/products/not-an-image.webp'],
    ['a file without an image extension', '/media/w/320/products/notes.txt'],
    ['the folder itself', '/media/w/320/products'],
    ['a link leading out of the uploads', '/media/w/320/products/linked.webp'],
    ['a parent segment', '/media/w/320/products/../../outside.webp'],
    ['an encoded parent segment', '/media/w/320/%2e%2e/outside.webp'],
    ['encoded slashes', '/media/w/320/..%2F..%2Foutside.webp'],
    ['backslashes', '/media/w/320/products%5C..%5C..%5Coutside.webp'],
    ['a hidden file', '/media/w/320/.hidden.webp'],
  ])('answers 404 for %s', async (_, path) => {
    const res = await get(path).expect(404);
    expect(json(res)).toEqual(NOT_FOUND);
  });

  it('answers 404 for an absolute path to a real image', async () => {
    const absolute = encodeURIComponent(join(dataDir, 'outside.webp'));
    expect(absolute.startsWith('%2F')).toBe(true);
    expect(json(await get(`/media/w/320/${absolute}`).expect(404))).toEqual(NOT_FOUND);
    expect(json(await get(`/media/w/320/${join(dataDir, 'outside.webp')}`).expect(404))).toEqual(NOT_FOUND);
  });

  it('refuses a NUL in the path before looking at the disk', async () => {
    const res = await get('/media/w/320/products/x%00.webp').expect(400);
    expect(json(res)).toEqual({ success: false, message: 'Requête invalide.', error_code: 'bad_request' });
  });

  it('never wrote a copy outside its cache folder', async () => {
    expect(existsSync(cached(320, 'outside.webp'))).toBe(false);
    expect(existsSync(cached(320, 'products/linked.webp'))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads', 'cache'))).toBe(false);
  });
});
