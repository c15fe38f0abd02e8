import { Injectable } from '@nestjs/common';
import type { AdminProductOrder } from '../../contracts/admin-products.js';
import { PortSlot } from '../../common/port-slot.js';

/**
 * The orders placed on a product, for the administration's product page. The orders module depends on
 * this one, so it fills the slot at start-up (orders/product-orders.adapter.ts).
 */
export interface ProductOrdersPort {
  /** Newest first, at most `limit`, with how many there are in all. */
  forProduct(productId: number, limit?: number): Promise<{ total: number; orders: AdminProductOrder[] }>;
}

@Injectable()
export class ProductOrders extends PortSlot<ProductOrdersPort> {}
