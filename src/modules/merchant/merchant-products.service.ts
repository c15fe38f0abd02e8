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
import { Category } from '../catalogue/index.js';
import { Product } from '../catalogue/index.js';
import { ProductWrites } from '../catalogue/index.js';
import { guardLotteryTermsEdit } from '../catalogue/index.js';
import { LotteriesService } from '../lotteries/index.js';
import { Lottery } from '../lotteries/index.js';
import { SettingsService } from '../settings/index.js';
import { lotteryTerms } from './merchant-terms.js';
import { SOLD_STATUSES_SQL } from './merchant-scope.js';
import { isLocked, productView } from './merchant-views.js';
import { pageOf } from '../../contracts/pagination.js';

type Sales = { orders: number; amount: number };
const NOT_FOUND = 'merchant.errors.product_not_found';

/**
 * A merchant's own products: every query is scoped by merchant id, so another's id is simply not found.
 * The checks are the seller area's; the rows are written by their owners (ProductWrites, LotteriesService).
 */
@Injectable()
export class MerchantProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly lotteries: LotteriesService,
    private readonly products: ProductWrites,
  ) {}

  async terms(kind: SellerKind, em: EntityManager = this.em.fork()): Promise<MerchantLotteryTerms> {
    return lotteryTerms(kind, await this.settings.getAll(em));
  }

  async list(
    merchantId: number,
    q: MerchantProductsQuery,
  ): Promise<{ data: MerchantProductView[]; pagination: MerchantPagination }> {
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
    return { data, pagination: pageOf(total, q.page, q.per_page) };
  }

  async detail(merchantId: number, id: number): Promise<MerchantProductView> {
    const em = this.em.fork();
    const product = await em.findOne(Product, { id, merchant: merchantId }, { populate: ['category'] });
    if (!product) throw new NotFoundError(NOT_FOUND);
    return (await this.views(em, [product]))[0]!;
  }

  async create(
    merchantId: number,
    kind: SellerKind,
    input: ProductCreateInput,
    locale: Locale,
  ): Promise<MerchantProductView> {
    const id = await this.em.fork().transactional(async (tx) => {
      const category = await this.category(tx, input.category_id);
      const product = this.products.create(tx, {
        merchantId,
        category,
        name: input.name,
        description: input.description,
        detailedDescription: input.detailed_description ?? null,
        price: input.price,
        saleMode: input.sale_mode,
        status: input.status,
        stock: input.sale_mode === 'direct' ? (input.stock ?? 0) : null,
      });
      if (input.sale_mode === 'lottery') {
        const terms = await this.terms(kind, tx);
        const checked = this.check(terms, locale, {
          price: input.price,
          total_tickets: input.total_tickets,
          min_participants: input.min_participants ?? terms.min_participants,
          end_date: input.end_date!,
          ticket_price: input.ticket_price,
        });
        const lottery = this.lotteries.createDraft(tx, product, {
          ticketPrice: checked.ticketPrice,
          totalTickets: checked.totalTickets,
          minParticipants: input.min_participants ?? terms.min_participants,
          endDate: new Date(input.end_date!),
        });
        if (input.status === 'active') this.lotteries.open(tx, lottery);
      }
      await tx.flush();
      return product.id;
    });
    return this.detail(merchantId, id);
  }

  async update(
    merchantId: number,
    kind: SellerKind,
    id: number,
    input: ProductUpdateInput,
    locale: Locale,
  ): Promise<MerchantProductView> {
    await this.em.fork().transactional(async (tx) => {
      const product = await tx.findOne(Product, { id, merchant: merchantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw new NotFoundError(NOT_FOUND);
      if (product.status === 'archived') throw new ConflictError('merchant.errors.archived_readonly');
      // the row lock makes sold/reserved counts current: a purchase cannot slip in between check and write
      const lottery = product.saleMode === 'lottery' ? await this.currentLottery(tx, product.id, true) : undefined;

      this.products.edit(tx, product, {
        name: input.name,
        description: input.description,
        detailedDescription: input.detailed_description,
        category: input.category_id !== undefined ? await this.category(tx, input.category_id) : undefined,
      });

      if (product.saleMode === 'direct') {
        this.products.editDirectSale(tx, product, { price: input.price, stock: input.stock, status: input.status });
      } else if (lottery) {
        await this.updateLottery(tx, kind, product, lottery, input, locale);
      } else if (input.price !== undefined) {
        // a raffle product without a raffle (older data): nothing is promised to buyers yet
        this.products.edit(tx, product, { price: input.price });
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
      this.products.moveTo(tx, product, 'archived');
      await tx.flush();
    });
    return this.detail(merchantId, id);
  }

  /** Raffle terms on edit: checked again only when touched, and frozen once a ticket is sold or reserved. */
  private async updateLottery(
    tx: EntityManager,
    kind: SellerKind,
    product: Product,
    lottery: Lottery,
    input: ProductUpdateInput,
    locale: Locale,
  ) {
    const changed = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== b;
    const { termsTouched, endChanged } = guardLotteryTermsEdit(product, lottery, input);
    if (input.status === 'draft' && lottery.status !== 'draft')
      throw new ConflictError('merchant.errors.unpublish_open_lottery');
    const publishing = input.status === 'active' && lottery.status === 'draft';

    if (termsTouched) {
      const terms = await this.terms(kind, tx);
      const minParticipants = input.min_participants ?? lottery.minParticipants;
      const checked = this.check(
        terms,
        locale,
        {
          price: input.price ?? product.price,
          total_tickets: input.total_tickets ?? lottery.totalTickets,
          min_participants: minParticipants,
          end_date: input.end_date ?? lottery.endDate.toISOString(),
          ticket_price:
            input.ticket_price ??
            (terms.can_set_ticket_price &&
            !changed(input.price, product.price) &&
            !changed(input.total_tickets, lottery.totalTickets)
              ? lottery.ticketPrice
              : null),
        },
        !endChanged && !publishing,
      );
      this.products.edit(tx, product, { price: input.price ?? product.price });
      this.lotteries.setTerms(tx, lottery, {
        totalTickets: checked.totalTickets,
        ticketPrice: checked.ticketPrice,
        minParticipants,
        ...(endChanged ? { endDate: new Date(input.end_date!) } : {}),
      });
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
        this.lotteries.setTerms(tx, lottery, { totalTickets: checked.totalTickets, ticketPrice: checked.ticketPrice });
      }
      this.products.moveTo(tx, product, 'active');
      this.lotteries.open(tx, lottery);
    }
  }

  /** Field errors with their limits spelled out in the request's language. */
  private check(
    terms: MerchantLotteryTerms,
    locale: Locale,
    input: Parameters<typeof checkLotteryTerms>[0],
    keepEndDate = false,
  ) {
    const result = checkLotteryTerms(input, terms);
    if (keepEndDate) delete result.errors.end_date;
    if (Object.keys(result.errors).length) {
      const t = translator(locale);
      const params = lotteryTermsParams(terms);
      throw new ValidationFailedError(
        Object.fromEntries(Object.entries(result.errors).map(([k, keys]) => [k, keys.map((key) => t(key, params))])),
      );
    }
    return result;
  }

  private async category(tx: EntityManager, id: number): Promise<Category> {
    const category = await tx.findOne(Category, { id, isActive: true });
    if (!category) throw new ValidationFailedError({ category_id: ['merchant.errors.category_invalid'] });
    return category;
  }

  private async currentLottery(tx: EntityManager, productId: number, lock = false): Promise<Lottery | undefined> {
    const lottery = await tx.findOne(
      Lottery,
      { product: productId },
      { orderBy: { id: 'desc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
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
    const sales = new Map<number, Sales>(
      rows.map((r) => [Number(r.product_id), { orders: Number(r.orders), amount: Number(r.amount) }]),
    );
    return products.map((p) => productView(p, latest.get(p.id), sales.get(p.id)));
  }
}
