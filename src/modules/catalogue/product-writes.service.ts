import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from './category.entity.js';
import { Product, type SaleMode, type ProductStatus } from './product.entity.js';
import { transitionProduct } from './product.state.js';

/** A seller's new product; the caller has checked the fields and the category. */
export interface NewProduct {
  merchantId: number;
  category: Category;
  name: string;
  description: string;
  detailedDescription: string | null;
  price: number;
  saleMode: SaleMode;
  status: ProductStatus;
  /** units for a direct sale; null for a raffle */
  stock: number | null;
}

/** Fields a product's edit may set; absent ones stay as they are. */
export interface ProductChanges {
  name?: string;
  description?: string;
  detailedDescription?: string | null;
  category?: Category;
  price?: number;
}

/** A direct sale's commercial fields; absent ones (and a null stock) stay as they are. */
export interface DirectSaleChanges {
  price?: number;
  stock?: number | null;
  status?: ProductStatus;
}

/**
 * The catalogue's write side for other modules (the seller area): they never set a product's columns
 * themselves. Each command runs in the caller's transaction `tx` and is flushed with it, so the caller
 * keeps its own row locks and its all-or-nothing boundary.
 */
@Injectable()
export class ProductWrites {
  /** The new product (no images yet); a direct sale put on sale without stock starts sold out. */
  create(tx: EntityManager, input: NewProduct): Product {
    const product = tx.create(Product, {
      merchant: input.merchantId,
      category: input.category,
      name: input.name,
      description: input.description,
      detailedDescription: input.detailedDescription,
      price: input.price,
      saleMode: input.saleMode,
      status: input.status,
      stock: input.stock,
      images: [],
    });
    if (input.saleMode === 'direct' && input.status === 'active' && product.stock === 0)
      transitionProduct(product, 'sold_out');
    return product;
  }

  edit(_tx: EntityManager, product: Product, changes: ProductChanges): void {
    if (changes.name !== undefined) product.name = changes.name;
    if (changes.description !== undefined) product.description = changes.description;
    if (changes.detailedDescription !== undefined) product.detailedDescription = changes.detailedDescription;
    if (changes.category !== undefined) product.category = changes.category;
    if (changes.price !== undefined) product.price = changes.price;
  }

  /** Price, stock and status of a direct sale; then the status follows the stock (none left: sold out, restocked: back on sale). */
  editDirectSale(_tx: EntityManager, product: Product, changes: DirectSaleChanges): void {
    if (changes.price !== undefined) product.price = changes.price;
    if (changes.stock != null) product.stock = changes.stock;
    if (changes.status !== undefined) transitionProduct(product, changes.status);
    if (product.status === 'active' && product.stock === 0) transitionProduct(product, 'sold_out');
    else if (product.status === 'sold_out' && (product.stock ?? 0) > 0) transitionProduct(product, 'active');
  }

  /** Through the products' transition table (product.state.ts). */
  moveTo(_tx: EntityManager, product: Product, to: ProductStatus): void {
    transitionProduct(product, to);
  }

  /** The product's pictures, main image first; the caller has checked and stored them. Answers the new list. */
  setImages(_tx: EntityManager, product: Product, images: string[]): string[] {
    product.images = [...images];
    return product.images;
  }
}
