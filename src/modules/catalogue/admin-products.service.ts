import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type {
  AdminProductDetail,
  AdminProductList,
  AdminProductListQuery,
  AdminProductUpdateInput,
  AdminProductView,
} from '../../contracts/admin-products.js';
import { SettingsService } from '../settings/index.js';
import { categoryOptions, listProducts, productRow, productRowView, productStats } from './admin-products.query.js';
import { Category } from './category.entity.js';
import { guardLotteryTermsEdit } from './lottery-terms-edit.js';
import { ProductLotteries, type ProductLotteryState, type ProductLotteryTerms } from './product-lotteries.port.js';
import { ProductOrders } from './product-orders.port.js';
import { Product, type ProductStatus } from './product.entity.js';
import { storedProductStatus, transitionProduct } from './product.state.js';
import { pageOf } from '../../contracts/pagination.js';

const E = (k: string) => `admin_products.errors.${k}`;

/** Spec 3 product management: any merchant's product, seen and corrected by the administration. */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lotteries: ProductLotteries,
    private readonly orders: ProductOrders,
    private readonly settings: SettingsService,
  ) {}

  async list(q: AdminProductListQuery): Promise<AdminProductList> {
    const em = this.em.fork();
    const { rows, total } = await listProducts(em, q);
    const categories = await categoryOptions(em);
    const stats = await productStats(em);
    return {
      products: rows.map(productRowView),
      pagination: pageOf(total, q.page, q.per_page),
      categories,
      stats,
    };
  }

  async view(id: number, em: EntityManager = this.em.fork()): Promise<AdminProductView> {
    const row = await productRow(em, id);
    if (!row) throw new NotFoundError(E('not_found'));
    return productRowView(row);
  }

  async detail(id: number): Promise<AdminProductDetail> {
    const em = this.em.fork();
    const product = await em.findOne(Product, id);
    if (!product) throw new NotFoundError(E('not_found'));
    const view = await this.view(id, em);
    const merchant = await em
      .getConnection()
      .execute<{ phone: string | null }[]>(`select phone from users where id = ?`, [view.merchant.id]);
    const lottery = view.lottery ? await this.lotteries.use.state(em, view.lottery.id) : null;
    const people = lottery ? await this.lotteries.use.participantsForStaff(lottery.id) : null;
    const sales = await this.orders.use.forProduct(id);
    const history: { type: string; at: string }[] = [{ type: 'created', at: product.createdAt.toISOString() }];
    if (lottery?.openedAt) history.push({ type: 'lottery_opened', at: lottery.openedAt.toISOString() });
    if (lottery?.closedAt)
      history.push({
        type: lottery.status === 'cancelled' ? 'lottery_cancelled' : 'lottery_closed',
        at: lottery.closedAt.toISOString(),
      });
    if (lottery?.drawnAt) history.push({ type: 'lottery_drawn', at: lottery.drawnAt.toISOString() });
    if (product.updatedAt.getTime() - product.createdAt.getTime() > 1000)
      history.push({ type: 'updated', at: product.updatedAt.toISOString() });
    history.sort((a, b) => a.at.localeCompare(b.at));
    return {
      ...view,
      detailed_description: product.detailedDescription ?? null,
      images: product.images ?? [],
      views_count: product.viewsCount,
      updated_at: product.updatedAt.toISOString(),
      merchant: { ...view.merchant, phone: merchant[0]?.phone ?? null },
      lottery:
        view.lottery && lottery
          ? {
              ...view.lottery,
              revenue: lottery.soldTickets * lottery.ticketPrice,
              participants_count: people?.count ?? 0,
              drawn_at: lottery.drawnAt?.toISOString() ?? null,
              participants: people?.participants ?? [],
            }
          : null,
      orders: sales.orders,
      orders_total: sales.total,
      history,
      categories: await categoryOptions(em),
    };
  }

  /** PUT /admin/products/{id}: one transaction, the product (and its raffle) locked while checked and written. */
  async update(id: number, input: AdminProductUpdateInput, locale: Locale = 'fr'): Promise<AdminProductView> {
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      const product = await tx.findOne(Product, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw new NotFoundError(E('not_found'));
      const category = await tx.findOne(Category, input.category_id);
      if (!category) throw new ValidationFailedError({ category_id: [E('category_invalid')] });
      if (input.sale_mode && input.sale_mode !== product.saleMode)
        throw new ValidationFailedError({ sale_mode: [E('sale_mode_fixed')] });
      let lottery = product.saleMode === 'lottery' ? await this.lotteries.use.lockLatest(tx, product.id) : null;

      if (lottery) {
        // the merchants' own rule: once a ticket is sold or reserved, the terms are promises to buyers
        const { termsTouched, endChanged } = guardLotteryTermsEdit(product, lottery, input);
        if (termsTouched) {
          const errors: Record<string, string[]> = {};
          if (input.ticket_price === 0) errors.ticket_price = [E('ticket_price_positive')];
          else if (input.ticket_price != null && input.ticket_price !== lottery.ticketPrice) {
            // the platform's bounds hold for the administration's corrections too
            const { ticket_price_min: min, ticket_price_max: max } = await this.settings.getAll();
            if (input.ticket_price < min || input.ticket_price > max)
              errors.ticket_price = [
                translator(locale)('merchant.errors.ticket_price_range', { price_min: min, price_max: max }),
              ];
          }
          if (endChanged && Date.parse(input.end_date!) <= Date.now()) errors.end_date = [E('end_date_past')];
          if (Object.keys(errors).length) throw new ValidationFailedError(errors);
          product.price = input.price;
          const terms: ProductLotteryTerms = {};
          if (input.ticket_price != null) terms.ticketPrice = input.ticket_price;
          if (input.total_tickets != null) terms.totalTickets = input.total_tickets;
          if (endChanged) terms.endDate = new Date(input.end_date!);
          lottery = await this.lotteries.use.setTerms(tx, lottery.id, terms);
        }
      } else {
        product.price = input.price;
      }
      product.name = input.name;
      if (input.description !== undefined) product.description = input.description;
      product.category = category;
      if (input.is_featured !== undefined) product.featured = input.is_featured;
      if (input.status) await this.changeStatus(tx, product, lottery, storedProductStatus(input.status));
      await tx.flush();
    });
    return this.view(id);
  }

  async toggleFeatured(id: number): Promise<AdminProductView> {
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      const product = await tx.findOne(Product, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw new NotFoundError(E('not_found'));
      product.featured = !product.featured;
    });
    return this.view(id);
  }

  /** A product's status, with what it means for its raffle; the transition table decides what is allowed. */
  private async changeStatus(
    tx: EntityManager,
    product: Product,
    lottery: ProductLotteryState | null,
    to: ProductStatus,
  ): Promise<void> {
    if (to === product.status) return;
    if (lottery) {
      if (to === 'draft' && lottery.status !== 'draft')
        throw new ConflictError('merchant.errors.unpublish_open_lottery');
      if (to === 'active' && lottery.status === 'draft') {
        if (lottery.endDate.getTime() <= Date.now()) throw new ValidationFailedError({ status: [E('end_date_past')] });
        transitionProduct(product, to);
        await this.lotteries.use.open(tx, lottery.id);
        return;
      }
      if (to === 'archived' && (lottery.status === 'draft' || lottery.status === 'open')) {
        if (lottery.soldTickets + lottery.reservedTickets > 0) throw new ConflictError(E('cancel_sold_lottery'));
        transitionProduct(product, to);
        await this.lotteries.use.cancel(tx, lottery.id);
        return;
      }
      if (to === 'sold_out' && lottery.status === 'open') throw new ConflictError(E('complete_open_lottery'));
    } else if (product.saleMode === 'direct' && to === 'active' && product.stock === 0) {
      throw new ConflictError(E('activate_without_stock'));
    }
    transitionProduct(product, to);
  }
}
