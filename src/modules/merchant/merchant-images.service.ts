import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { MERCHANT_LIMITS } from '../../contracts/merchant.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { Product, ProductWrites } from '../catalogue/index.js';
import type { UploadedImage } from '../users/index.js';
import { normaliseImage, PRODUCT_IMAGE_RULES } from './merchant-image.js';
import { imagesOf } from './merchant-views.js';

const tooMany = () =>
  new ValidationFailedError({ images: ['merchant.errors.images_too_many'] }, 'merchant.errors.images_too_many');

/** A product's pictures: at most five, WebP on our storage, the first one is the main image. */
@Injectable()
export class MerchantImagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: StorageService,
    private readonly products: ProductWrites,
  ) {}

  /** Every file is checked and converted before anything is stored; the list is appended under a row lock. */
  async add(merchantId: number, productId: number, files: UploadedImage[] | undefined): Promise<string[]> {
    if (!files?.length)
      throw new ValidationFailedError(
        { images: ['merchant.errors.images_required'] },
        'merchant.errors.images_required',
      );
    await this.owned(this.em.fork(), merchantId, productId);
    if (files.length > MERCHANT_LIMITS.maxImages) throw tooMany();
    const buffers: Buffer[] = [];
    for (const file of files) buffers.push(await normaliseImage(file, PRODUCT_IMAGE_RULES));
    const urls: string[] = [];
    try {
      for (const b of buffers) urls.push(await this.storage.put(this.storage.newKey('products', 'webp'), b));
      return await this.em.fork().transactional(async (tx) => {
        const product = await this.owned(tx, merchantId, productId, true);
        const images = imagesOf(product);
        if (images.length + urls.length > MERCHANT_LIMITS.maxImages) throw tooMany();
        const saved = this.products.setImages(tx, product, [...images, ...urls]);
        await tx.flush();
        return saved;
      });
    } catch (err) {
      await Promise.all(urls.map((u) => this.storage.remove(u)));
      throw err;
    }
  }

  async reorder(merchantId: number, productId: number, order: string[]): Promise<string[]> {
    return this.em.fork().transactional(async (tx) => {
      const product = await this.owned(tx, merchantId, productId, true);
      const images = imagesOf(product);
      const same =
        order.length === images.length &&
        new Set(order).size === order.length &&
        order.every((u) => images.includes(u));
      if (!same)
        throw new ValidationFailedError(
          { images: ['merchant.errors.images_reorder_mismatch'] },
          'merchant.errors.images_reorder_mismatch',
        );
      const saved = this.products.setImages(tx, product, order);
      await tx.flush();
      return saved;
    });
  }

  async remove(merchantId: number, productId: number, index: number): Promise<string[]> {
    let removed: string | undefined;
    const images = await this.em.fork().transactional(async (tx) => {
      const product = await this.owned(tx, merchantId, productId, true);
      const list = imagesOf(product);
      if (!Number.isInteger(index) || index < 0 || index >= list.length)
        throw new NotFoundError('merchant.errors.image_not_found');
      removed = list.splice(index, 1)[0];
      const saved = this.products.setImages(tx, product, list);
      await tx.flush();
      return saved;
    });
    if (removed) await this.storage.remove(removed);
    return images;
  }

  private async owned(em: EntityManager, merchantId: number, productId: number, lock = false): Promise<Product> {
    const product = await em.findOne(
      Product,
      { id: productId, merchant: merchantId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!product) throw new NotFoundError('merchant.errors.product_not_found');
    if (product.status === 'archived') throw new ConflictError('merchant.errors.archived_readonly');
    return product;
  }
}
