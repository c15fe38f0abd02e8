import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mbolo-avatar-'));
  t = await startTestApp({ dataDir });
  const user = await createUser(t.em());
  userId = user.id;
  token = await loginToken(t, user.email);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const avatarsDir = () => join(dataDir, 'uploads', 'avatars');
const storedFiles = async () => (existsSync(avatarsDir()) ? (await readdir(avatarsDir())).sort() : []);
const avatarUrl = async () => (await t.em().findOneOrFail(User, userId)).avatarUrl ?? null;

const photo = (format: 'png' | 'gif' | 'jpeg') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 0, g: 122, b: 74 } } })
    .toFormat(format)
    .toBuffer();

const upload = (buffer: Buffer, filename: string, contentType: string, field = 'avatar') =>
  request(t.http).post('/api/user/avatar').set(bearer(token)).attach(field, buffer, { filename, contentType });

describe('POST /api/user/avatar', () => {
  let firstUrl: string;

  it('accepts a PNG, stores a 256×256 webp and serves it at avatar_url', async () => {
    const res = await upload(await photo('png'), 'photo.png', 'image/png').expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Photo de profil mise à jour' });
    firstUrl = res.body.data.avatar_url;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await avatarUrl()).toBe(firstUrl);
    expect(await storedFiles()).toEqual([firstUrl.split('/').pop()]);

    const served = await request(t.http)
      .get(firstUrl)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const me = await request(t.http).get('/api/user/profile').set(bearer(token)).expect(200);
    expect(me.body.data.user.avatar_url).toBe(firstUrl);
  });

  it('accepts a GIF and deletes the previous file', async () => {
    const res = await upload(await photo('gif'), 'anim.gif', 'image/gif').expect(200);
    const url: string = res.body.data.avatar_url;
    expect(url).not.toBe(firstUrl);
    expect(await storedFiles()).toEqual([url.split('/').pop()]);
    await request(t.http).get(firstUrl).expect(404);
    await request(t.http).get(url).expect(200).expect('Content-Type', 'image/webp');
    firstUrl = url;
  });

  it('accepts a JPEG sent as application/octet-stream with a .jpg name', async () => {
    const res = await upload(await photo('jpeg'), 'IMG_0001.JPG', 'application/octet-stream').expect(200);
    expect(await storedFiles()).toEqual([res.body.data.avatar_url.split('/').pop()]);
    firstUrl = res.body.data.avatar_url;
  });

  describe('refused uploads leave nothing on disk and keep the avatar', () => {
    let before: string[];
    beforeEach(async () => {
      before = await storedFiles();
    });
    afterEach(async () => {
      expect(await storedFiles()).toEqual(before);
      expect(await avatarUrl()).toBe(firstUrl);
    });

    it('a text file renamed .png → 422', async () => {
      const res = await upload(
        Buffer.from('Bonjour, ceci n’est pas une image.\n'.repeat(50)),
        'photo.png',
        'image/png',
      ).expect(422);
      expect(res.body.message).toBe("Format d'image non supporté (jpeg, png, gif, webp)");
      expect(res.body.errors).toEqual({ avatar: ["Format d'image non supporté (jpeg, png, gif, webp)"] });
    });

    it('a truncated PNG → 422', async () => {
      const png = await photo('png');
      await upload(png.subarray(0, 40), 'cut.png', 'image/png').expect(422);
    });

    it('an SVG or a BMP name → 422', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const res = await upload(svg, 'logo.svg', 'image/svg+xml').expect(422);
      expect(res.body.errors.avatar).toEqual(["Format d'image non supporté (jpeg, png, gif, webp)"]);
      await upload(await photo('png'), 'photo.bmp', 'image/bmp').expect(422);
    });

    it('a 6 MB file → 413 in French', async () => {
      const big = Buffer.concat([await photo('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
      const res = await upload(big, 'huge.png', 'image/png').expect(413);
      expect(res.body).toMatchObject({
        success: false,
        message: "L'image ne doit pas dépasser 5 Mo",
        error_code: 'payload_too_large',
      });
    });

    it('5 MB + 1 byte → 413 too (the limit is exactly 5 MB)', async () => {
      const png = await photo('png');
      const res = await upload(
        Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]),
        'edge.png',
        'image/png',
      ).expect(413);
      expect(res.body.message).toBe("L'image ne doit pas dépasser 5 Mo");
    });

    it('no file, or a file in another field → 422', async () => {
      const none = await request(t.http).post('/api/user/avatar').set(bearer(token)).field('name', 'x').expect(422);
      expect(none.body.errors).toEqual({ avatar: ['Veuillez sélectionner une image'] });
      await request(t.http).post('/api/user/avatar').set(bearer(token)).send({}).expect(422);
      const other = await upload(await photo('png'), 'photo.png', 'image/png', 'file').expect(422);
      expect(other.body.errors).toEqual({ avatar: ["L'image doit être envoyée dans le champ « avatar »"] });
    });

    it('without a session → 401', async () => {
      await request(t.http)
        .post('/api/user/avatar')
        .attach('avatar', await photo('png'), 'photo.png')
        .expect(401);
    });
  });

  it('serves uploads read-only and nothing outside the uploads folder', async () => {
    await request(t.http).put(firstUrl).send('x').expect(404);
    await request(t.http).delete(firstUrl).expect(404);
    const traversal = await request(t.http).get('/uploads/..%2f..%2fpackage.json');
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    await request(t.http).get('/uploads/avatars/missing.webp').expect(404);
  });
});
