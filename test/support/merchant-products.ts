import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createCategory } from '../factories/catalogue.js';
import { startTestApp, type TestApp } from './app.js';
import { bearer } from './auth.js';

export interface MerchantApp {
  t: TestApp;
  /** Where the uploaded images land, under `uploads/`. */
  dataDir: string;
  categoryId: number;
  close(): Promise<void>;
}

/** An application writing its files to a folder of its own, removed on close, with one product category. */
export async function startMerchantApp(): Promise<MerchantApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mbolo-merchant-'));
  const t = await startTestApp({ dataDir });
  const categoryId = (await createCategory(t.em(), 'Électronique')).id;
  return {
    t,
    dataDir,
    categoryId,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const merchantApi = (t: TestApp, token: string) => ({
  get: (url: string) => request(t.http).get(url).set(bearer(token)),
  post: (url: string, body?: object) =>
    request(t.http)
      .post(url)
      .set(bearer(token))
      .send(body ?? {}),
  put: (url: string, body: object) => request(t.http).put(url).set(bearer(token)).send(body),
  del: (url: string) => request(t.http).delete(url).set(bearer(token)),
});

export const directProductForm = (categoryId: number, extra: object = {}) => ({
  name: 'Sac en raphia',
  description: 'Sac tressé à la main à Lambaréné.',
  category_id: categoryId,
  price: 15_000,
  sale_mode: 'direct',
  stock: 4,
  ...extra,
});

export const productImage = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 1600) =>
  sharp({ create: { width, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
