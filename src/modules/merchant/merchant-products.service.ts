import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  checkLotteryTerms,
  lotteryTermsParams,
  type MerchantLotteryTerms,
  type MerchantPagination,
  type MerchantProductsQuery,
  type MerchantProductView,
  type ProductCreateInput,
  type ProductUpdateInput,
  type SellerKind,
} from '../../contracts/merchant.js';
import { Category } from '../catalogue/category.entity.js';
import { Product } from '../catalogue/product.entity.js';
import { transitionProduct } from '../catalogue/product.state.js';
import { LotteriesService } from '../lotteries/lotteries.service.js';
import { Lottery } from '../lotteries/lottery.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { guardLotteryTermsEdit, lotteryTerms, newLotteryNumber } from './merchant-terms.js';
import { SOLD_STATUSES_SQL } from './merchant-scope.js';
import { isLocked, productView } from './merchant-views.js';

type Sales = { orders: number; amount: number };
const NOT_FOUND = 'merchant.errors.product_not_found';

/** A merchant's own products: every query is scoped by merchant id, so another's id is simply not found. */
@Injectable()
export class MerchantProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly lotteries: LotteriesService,
  ) {}

  async terms(kind: SellerKind, em: EntityManager = this.em.fork()): Promise<MerchantLotteryTerms> {
    return lotteryTerms(kind, await this.settings.getAll(em));
  }

  async list(merchantId: number, q: MerchantProductsQuery): Promise<{ data: MerchantProductView[]; pagination: MerchantPagination }> {
    const em = this.em.fork();
    const where: Record<string, unknown> = { merchant: merchantId };
    if (q.status) where.status = q.status;
    if (q.sale_mode) where.saleMode = q.sale_mode;
    if (q.search) where.name = { $ilike: `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    const [products, total] = await em.findAndCount(Product, where, {
      populate: ['category'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    const data = await this.views(em, products);
    return { data, pagination: { current_page: q.page, per_page: q.per_page, total, last_page: Math.max(1, Math.ceil(total / q.per_page)) } };
  }

  async detail(merchantId: number, id: number): Promise<MerchantProductView> {
    const em = this.em.fork();
    const product = await em.findOne(Product, { id, merchant: merchantId }, { populate: ['category'] });
    if (!product) throw new NotFoundError(NOT_FOUND);
    return (await this.views(em, [product]))[0]!;
  }

  async create(merchantId: number, kind: SellerKind, input: ProductCreateInput, locale: Locale): Promise<MerchantProductView> {
    const id = await this.em.fork().transactional(async (tx) => {
      const category = await this.category(tx, input.category_id);
      const product = tx.create(Product, {
        merchant: merchantId,
        category,
        name: input.name,
        description: input.description,
        detailedDescription: input.detailed_description ?? null,
        price: input.price,
        saleMode: input.sale_mode,
        status: input.status,
        stock: input.sale_mode === 'direct' ? (input.stock ?? 0) : null,
        images: [],
      });
      if (input.sale_mode === 'direct' && input.status === 'active' && product.stock === 0) transitionProduct(product, 'sold_out');
      if (input.sale_mode === 'lottery') {
        const terms = await this.terms(kind, tx);
        const checked = this.check(terms, locale, {
          price: input.price,
          total_tickets: input.total_tickets,
          min_participants: input.min_participants ?? terms.min_participants,
          end_date: input.end_date!,
          ticket_price: input.ticket_price,
        });
        const lottery = tx.create(Lottery, {
          product,
          lotteryNumber: newLotteryNumber(),
          ticketPrice: checked.ticketPrice,
          totalTickets: checked.totalTickets,
          minParticipants: input.min_participants ?? terms.min_participants,
          endDate: new Date(input.end_date!),
          status: 'draft',
        });
        if (input.status === 'active') this.lotteries.open(tx, lottery);
      }
      await tx.flush();
      return product.id;
    });
    return this.detail(merchantId, id);
  }

  async update(merchantId: number, kind: SellerKind, id: number, input: ProductUpdateInput, locale: Locale): Promise<MerchantProductView> {
    await this.em.fork().transactional(async (tx) => {
      const product = await tx.findOne(Product, { id, merchant: merchantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw new NotFoundError(NOT_FOUND);
      if (product.status === 'archived') throw new ConflictError('merchant.errors.archived_readonly');
      // the row lock makes sold/reserved counts current: a purchase cannot slip in between check and write
      const lottery = product.saleMode === 'lottery' ? await this.currentLottery(tx, product.id, true) : undefined;

      if (input.name !== undefined) product.name = input.name;
      if (input.description !== undefined) product.description = input.description;
      if (input.detailed_description !== undefined) product.detailedDescription = input.detailed_description;
      if (input.category_id !== undefined) product.category = await this.category(tx, input.category_id);

      if (product.saleMode === 'direct') {
        if (input.price !== undefined) product.price = input.price;
        if (input.stock != null) product.stock = input.stock;
        if (input.status !== undefined) transitionProduct(product, input.status);
        if (product.status === 'active' && product.stock === 0) transitionProduct(product, 'sold_out');
        else if (product.status === 'sold_out' && (product.stock ?? 0) > 0) transitionProduct(product, 'active');
      } else if (lottery) {
        await this.updateLottery(tx, kind, product, lottery, input, locale);
      } else if (input.price !== undefined) {
        // a raffle product without a raffle (older data): nothing is promised to buyers yet
        product.price = input.price;
      }
      await tx.flush();
    });
    return this.detail(merchantId, id);
  }

  async archive(merchantId: number, id: number): Promise<MerchantProductView> {
    await this.em.fork().transactional(async (tx) => {
      const product = await tx.findOne(Product, { id, merchant: merchantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw new NotFoundError(NOT_FOUND);
      if (product.status === 'archived') return;
      const lottery = product.saleMode === 'lottery' ? await this.currentLottery(tx, product.id, true) : undefined;
      if (lottery && (lottery.status === 'draft' || lottery.status === 'open')) {
        // buyers hold tickets: only the administration may cancel (and refund) this raffle
        if (isLocked(lottery)) throw new ConflictError('merchant.errors.archive_open_lottery');
        this.lotteries.cancel(lottery);
      }
      transitionProduct(product, 'archived');
      await tx.flush();
    });
    return this.detail(merchantId, id);
  }

  /** Raffle terms on edit: checked again only when touched, and frozen once a ticket is sold or reserved. */
  private async updateLottery(tx: EntityManager, kind: SellerKind, product: Product, lottery: Lottery, input: ProductUpdateInput, locale: Locale) {
    const changed = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== b;
    const { termsTouched, endChanged } = guardLotteryTermsEdit(product, lottery, input);
    if (input.status === 'draft' && lottery.status !== 'draft') throw new ConflictError('merchant.errors.unpublish_open_lottery');
    const publishing = input.status === 'active' && lottery.status === 'draft';

    if (termsTouched) {
      const terms = await this.terms(kind, tx);
      const minParticipants = input.min_participants ?? lottery.minParticipants;
      const checked = this.check(terms, locale, {
        price: input.price ?? product.price,
        total_tickets: input.total_tickets ?? lottery.totalTickets,
        min_participants: minParticipants,
        end_date: input.end_date ?? lottery.endDate.toISOString(),
        ticket_price: input.ticket_price ?? (terms.can_set_ticket_price && !changed(input.price, product.price) && !changed(input.total_tickets, lottery.totalTickets) ? lottery.ticketPrice : null),
      }, !endChanged && !publishing);
      product.price = input.price ?? product.price;
      lottery.totalTickets = checked.totalTickets;
      lottery.ticketPrice = checked.ticketPrice;
      lottery.minParticipants = minParticipants;
      if (endChanged) lottery.endDate = new Date(input.end_date!);
    }
    if (publishing) {
      if (!termsTouched) {
        // publishing a draft: its end date must still lie ahead within the allowed duration, and the
        // terms are those of today's settings (they may have changed since the draft was saved)
        const checked = this.check(await this.terms(kind, tx), locale, {
          price: product.price,
          total_tickets: lottery.totalTickets,
          min_participants: lottery.minParticipants,
          end_date: lottery.endDate.toISOString(),
          ticket_price: kind === 'enterprise' ? lottery.ticketPrice : null,
        });
        lottery.totalTickets = checked.totalTickets;
        lottery.ticketPrice = checked.ticketPrice;
      }
      transitionProduct(product, 'active');
      this.lotteries.open(tx, lottery);
    }
  }

  /** Field errors with their limits spelled out in the request's language. */
  private check(terms: MerchantLotteryTerms, locale: Locale, input: Parameters<typeof checkLotteryTerms>[0], keepEndDate = false) {
    const result = checkLotteryTerms(input, terms);
    if (keepEndDate) delete result.errors.end_date;
    if (Object.keys(result.errors).length) {
      const t = translator(locale);
      const params = lotteryTermsParams(terms);
      throw new ValidationFailedError(Object.fromEntries(Object.entries(result.errors).map(([k, keys]) => [k, keys.map((key) => t(key, params))])));
    }
    return result;
  }

  private async category(tx: EntityManager, id: number): Promise<Category> {
    const category = await tx.findOne(Category, { id, isActive: true });
    if (!category) throw new ValidationFailedError({ category_id: ['merchant.errors.category_invalid'] });
    return category;
  }

  private async currentLottery(tx: EntityManager, productId: number, lock = false): Promise<Lottery | undefined> {
    const lottery = await tx.findOne(Lottery, { product: productId }, { orderBy: { id: 'desc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
    return lottery ?? undefined;
  }

  private async views(em: EntityManager, products: Product[]): Promise<MerchantProductView[]> {
    if (!products.length) return [];
    const ids = products.map((p) => p.id);
    const lotteries = await em.find(Lottery, { product: { $in: ids } }, { orderBy: { id: 'asc' } });
    const latest = new Map<number, Lottery>();
    for (const l of lotteries) latest.set(l.product.id, l);
    const rows = await em.getConnection().execute<{ product_id: number; orders: string; amount: string }[]>(
      `select product_id, count(*) as orders, coalesce(sum(total_amount), 0) as amount from orders
       where product_id in (${ids.map(() => '?').join(',')}) and status in ${SOLD_STATUSES_SQL} group by product_id`,
      ids,
    );
    const sales = new Map<number, Sales>(rows.map((r) => [Number(r.product_id), { orders: Number(r.orders), amount: Number(r.amount) }]));
    return products.map((p) => productView(p, latest.get(p.id), sales.get(p.id)));
  }
}
