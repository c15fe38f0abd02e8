import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';
import {
  directProductForm,
  merchantApi,
  productImage as image,
  startMerchantApp,
} from '../support/merchant-products.js';

let t: TestApp;
let closeApp: () => Promise<void>;
let dataDir: string;
let categoryId: number;
let individual: string;

beforeAll(async () => {
  ({ t, dataDir, categoryId, close: closeApp } = await startMerchantApp());
  individual = await loginToken(t, (await createUser(t.em(), { roles: ['Business Individual'] })).email);
});
afterAll(() => closeApp?.());

const api = (token: string) => merchantApi(t, token);
const directProduct = (extra: object = {}) => directProductForm(categoryId, extra);

describe('product images', () => {
  let id: number;
  beforeAll(async () => {
    id = (await api(individual).post('/api/merchant/products', directProduct()).expect(201)).body.data.id;
  });
  const upload = (files: { buffer: Buffer; name: string; type: string }[], field = 'images') => {
    const req = request(t.http).post(`/api/merchant/products/${id}/images`).set(bearer(individual));
    for (const f of files) req.attach(field, f.buffer, { filename: f.name, contentType: f.type });
    return req;
  };

  it('stores JPEG/PNG/WebP as resized WebP, first image main', async () => {
    const res = await upload([
      { buffer: await image('png'), name: 'a.png', type: 'image/png' },
      { buffer: await image('jpeg', 800), name: 'b.jpg', type: 'image/jpeg' },
    ]).expect(200);
    const urls: string[] = res.body.data.images;
    expect(urls).toHaveLength(2);
    for (const u of urls) expect(u).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(join(dataDir, 'uploads', urls[0]!.replace('/uploads/', ''))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    const detail = await request(t.http).get(`/api/merchant/products/${id}`).set(bearer(individual)).expect(200);
    expect(detail.body.data.main_image).toBe(urls[0]);
  });

  it('refuses other types (422) and files over 5 MB (413) in French', async () => {
    const gif = await upload([{ buffer: await image('gif'), name: 'a.gif', type: 'image/gif' }]).expect(422);
    expect(gif.body.message).toBe("Format d'image non accepté : JPEG, PNG ou WebP uniquement");
    const fake = await upload([
      { buffer: Buffer.from('not an image at all'), name: 'x.png', type: 'image/png' },
    ]).expect(422);
    expect(fake.body.errors.images).toEqual(["Format d'image non accepté : JPEG, PNG ou WebP uniquement"]);
    const big = await upload([
      { buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'big.jpg', type: 'image/jpeg' },
    ]).expect(413);
    expect(big.body.message).toBe('Image trop volumineuse : 5 Mo au maximum');
    const none = await request(t.http).post(`/api/merchant/products/${id}/images`).set(bearer(individual)).expect(422);
    expect(none.body.message).toBe('Ajoutez au moins une image (champ « images »)');
  });

  it('keeps at most five images per product', async () => {
    const png = await image('png', 300);
    const four = Array.from({ length: 4 }, (_, i) => ({ buffer: png, name: `p${i}.png`, type: 'image/png' }));
    const res = await upload(four).expect(422);
    expect(res.body.message).toBe('5 images au maximum par produit');
    await upload(four.slice(0, 3)).expect(200);
    const six = Array.from({ length: 6 }, (_, i) => ({ buffer: png, name: `q${i}.png`, type: 'image/png' }));
    await upload(six).expect(422);
  });

  it('reorders and deletes images', async () => {
    const current: string[] = (await request(t.http).get(`/api/merchant/products/${id}`).set(bearer(individual))).body
      .data.images;
    expect(current).toHaveLength(5);
    const reversed = [...current].reverse();
    const res = await api(individual).put(`/api/merchant/products/${id}/images`, { images: reversed }).expect(200);
    expect(res.body.data.images).toEqual(reversed);
    const mismatch = await api(individual)
      .put(`/api/merchant/products/${id}/images`, { images: reversed.slice(1) })
      .expect(422);
    expect(mismatch.body.message).toBe("L'ordre envoyé doit contenir exactement les images du produit");
    const del = await api(individual).del(`/api/merchant/products/${id}/images/0`).expect(200);
    expect(del.body.data.images).toEqual(reversed.slice(1));
    await api(individual).del(`/api/merchant/products/${id}/images/9`).expect(404);
  });
});
