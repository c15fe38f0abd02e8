import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CATALOGUE_LIMITS,
  type LatestLotteryDto,
  type Pagination,
  type ProductDetailDto,
  type ProductDto,
  type ProductsQuery,
} from '../../contracts/catalogue.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { ProductLotteries } from './product-lotteries.port.js';
import { DETAIL_STATUSES, isWithinDays, likePattern, productDto } from './product-view.js';
import { Product } from './product.entity.js';
import { cataloguePageOf } from '../../contracts/pagination.js';

/**
 * Listed in the catalogue: on sale, plus tombolas whose tickets are all sold (they still show their
 * progress). A function, not a shared constant: the ORM may rewrite a filter object while using it.
 */
const listed = (): FilterQuery<Product> => ({
  $or: [{ status: 'active' }, { status: 'sold_out', saleMode: 'lottery' }],
});
const POPULATE = ['category', 'merchant', 'merchant.roles'] as const;
// Tie-breaks on id keep pages stable when many rows share a price or a date.
const ORDER: Record<NonNullable<ProductsQuery['sort']>, Record<string, 'asc' | 'desc'>[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  'price-asc': [{ price: 'asc' }, { id: 'asc' }],
  'price-desc': [{ price: 'desc' }, { id: 'desc' }],
  popular: [{ viewsCount: 'desc' }, { id: 'desc' }],
};

export interface ProductPage {
  products: ProductDto[];
  pagination: Pagination;
}

/** The public catalogue: lists, details (with a view counter), and the home page's selections. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lotteries: ProductLotteries,
  ) {}

  async list(query: ProductsQuery, locale: Locale): Promise<ProductPage> {
    const perPage = query.limit ?? query.per_page ?? CATALOGUE_LIMITS.perPage;
    const page = query.page ?? 1;
    const and: FilterQuery<Product>[] = [listed()];
    if (query.search) {
      const like = likePattern(query.search);
      and.push({ $or: [{ name: { $ilike: like } }, { description: { $ilike: like } }] });
    }
    if (query.category_id) and.push({ category: query.category_id });
    if (query.sale_mode) and.push({ saleMode: query.sale_mode });
    if (query.min_price !== undefined) and.push({ price: { $gte: query.min_price } });
    if (query.max_price !== undefined) and.push({ price: { $lte: query.max_price } });
    if (query.exclude) and.push({ id: { $ne: query.exclude } });

    const [rows, total] = await this.em.findAndCount(
      Product,
      { $and: and },
      { populate: POPULATE, orderBy: ORDER[query.sort ?? 'newest'], limit: perPage, offset: (page - 1) * perPage },
    );
    return {
      products: await this.toDtos(rows, locale),
      pagination: cataloguePageOf(total, page, perPage),
    };
  }

  /** Counts one view of a public product page (also for a page served from the micro-cache); false when the product is not public. */
  async countView(id: number): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `update products set views_count = views_count + 1 where id = ? and status in (?, ?) returning id`,
        [id, ...DETAIL_STATUSES],
      );
    return rows.length > 0;
  }

  /**
   * One product for its public page. The view is counted by a single UPDATE … + 1 (no read-modify-write,
   * so concurrent visits are never lost); that same statement tells whether the product is public.
   */
  async detail(id: number, locale: Locale, opts: { countView?: boolean } = {}): Promise<ProductDetailDto> {
    const shown = opts.countView
      ? await this.countView(id)
      : (
          await this.em
            .getConnection()
            .execute<{ id: number }[]>(`select id from products where id = ? and status in (?, ?)`, [
              id,
              ...DETAIL_STATUSES,
            ])
        ).length > 0;
    if (!shown) throw new NotFoundError('catalogue.errors.product_not_found');

    const product = await this.em.findOneOrFail(Product, { id }, { populate: POPULATE, refresh: true });
    const [dto] = await this.toDtos([product], locale);
    const drawn = await this.lotteries.use.drawnOf(this.em, id, 10);
    const participants = dto!.active_lottery
      ? await this.lotteries.use.participantsCount(this.em, dto!.active_lottery.id)
      : 0;
    const similar = product.category
      ? (await this.list({ category_id: product.category.id, limit: CATALOGUE_LIMITS.similar, exclude: id }, locale))
          .products
      : [];
    return {
      ...dto!,
      detailed_description: product.detailedDescription ?? null,
      category_id: product.category?.id ?? null,
      status: product.status,
      views_count: product.viewsCount,
      is_recent: isWithinDays(product.createdAt, CATALOGUE_LIMITS.recentDays),
      participants,
      lotteries: drawn,
      similar,
    };
  }

  /** The newest tombolas still selling tickets (home page: 2 of them are mixed with 2 direct sales). */
  async latestLotteryOnly(limit: number, locale: Locale): Promise<ProductDto[]> {
    return this.toDtos(await this.lotteries.use.newestOpenProducts(this.em, limit, POPULATE), locale);
  }

  async latestDirect(limit: number, locale: Locale): Promise<ProductDto[]> {
    return (await this.list({ sale_mode: 'direct', sort: 'newest', limit }, locale)).products;
  }

  /** The home page's hero draw: the open tombola closest to completion, else the most recent current one. */
  async latestLottery(locale: Locale): Promise<LatestLotteryDto> {
    const hero = await this.lotteries.use.hero(this.em, DETAIL_STATUSES, POPULATE);
    if (!hero) return { product: null, lottery: null };
    return { product: productDto(hero.product, hero.lottery, locale), lottery: hero.lottery };
  }

  /** Maps a page of products, loading the draws they show in one query. */
  private async toDtos(products: Product[], locale: Locale): Promise<ProductDto[]> {
    const ids = products.filter((p) => p.saleMode === 'lottery').map((p) => p.id);
    const now = new Date();
    const shown = ids.length ? await this.lotteries.use.shownOf(this.em, ids, now) : new Map();
    return products.map((p) => productDto(p, shown.get(p.id), locale, now));
  }
}
