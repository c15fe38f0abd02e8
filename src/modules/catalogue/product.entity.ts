import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Category } from './category.entity.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';

export const SALE_MODES = ['direct', 'lottery'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
export const PRODUCT_STATUSES = ['draft', 'active', 'sold_out', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  checks: [
    { name: 'products_price_not_negative', expression: 'price >= 0' },
    { name: 'products_stock_not_negative', expression: 'stock is null or stock >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    merchant: () => p.manyToOne(User).index(),
    category: () => p.manyToOne(Category).nullable().index(),
    name: p.string().length(200),
    description: p.text(),
    detailedDescription: p.text().nullable(),
    /** integer XAF */
    price: p.integer(),
    saleMode: p.enum(SALE_MODES).index(),
    status: p.enum(PRODUCT_STATUSES).default('active').index(),
    featured: p.boolean().default(false),
    /** units left for direct sale; null for lottery products */
    stock: p.integer().nullable(),
    viewsCount: p.integer().default(0),
    /** image URLs, main image first */
    images: p.json<string[]>().default([]),
    createdAt: indexedCreatedAt(),
    updatedAt: updatedAt(),
  },
});

export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);
export { ProductSchema };
