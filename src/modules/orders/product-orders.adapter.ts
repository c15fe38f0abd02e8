import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminProductOrder } from '../../contracts/admin-products.js';
import { ProductOrders, type ProductOrdersPort } from '../catalogue/index.js';

/** The orders placed on one product, newest first, for staff screens (the admin product page). */
@Injectable()
export class ProductOrdersAdapter implements ProductOrdersPort, OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly slot: ProductOrders,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  async forProduct(productId: number, limit = 20): Promise<{ total: number; orders: AdminProductOrder[] }> {
    const rows = await this.em.getConnection().execute<
      {
        order_number: string;
        first_name: string;
        last_name: string;
        email: string;
        quantity: number;
        total_amount: number;
        status: string;
        created_at: Date | string;
        total: number;
      }[]
    >(
      `select o.order_number, u.first_name, u.last_name, u.email, o.quantity, o.total_amount, o.status, o.created_at,
         (count(*) over ())::int as total
       from orders o join users u on u.id = o.user_id
       where o.product_id = ?
       order by o.created_at desc, o.id desc
       limit ?`,
      [productId, limit],
    );
    return {
      total: rows[0]?.total ?? 0,
      orders: rows.map((r) => ({
        order_number: r.order_number,
        customer_name: `${r.first_name} ${r.last_name}`.trim(),
        customer_email: r.email,
        quantity: Number(r.quantity),
        total_amount: Number(r.total_amount),
        status: r.status,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
