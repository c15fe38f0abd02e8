import { CATALOGUE_LIMITS, type ActiveLotteryDto, type ProductDto } from '../../contracts/catalogue.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import type { User } from '../users/index.js';
import type { Category } from './category.entity.js';
import type { Product } from './product.entity.js';

const DAY = 86_400_000;

/** Statuses a visitor may open on the detail page; draft and archived products do not exist publicly. */
export const DETAIL_STATUSES = ['active', 'sold_out'] as const;

/** Spec 1 §3: company name first, else first and last name, else the word for seller. */
export function merchantDto(user: User): ProductDto['merchant'] {
  const roles = user.roles.isInitialized() ? user.roles.getItems().map((r) => r.name) : [];
  const enterprise = roles.includes('Business Enterprise');
  const name = user.companyName?.trim() || user.fullName() || 'Vendeur';
  return {
    display_name: name,
    kind: enterprise ? 'enterprise' : 'individual',
    type: enterprise ? 'Entreprise' : 'Vendeur individuel',
  };
}

export function categoryDto(category: Category | null | undefined, locale: Locale): ProductDto['category'] {
  if (!category) return null;
  return { id: category.id, name: locale === 'en' ? category.nameEn : category.name, slug: category.slug };
}

export function isWithinDays(date: Date, days: number, now = new Date()): boolean {
  return now.getTime() - date.getTime() <= days * DAY;
}

/**
 * The card view of a product. `active` is the public view of the draw it shows (open, or complete and
 * waiting to be drawn, else drawn), loaded in one batch by the caller for a whole page of products.
 */
export function productDto(
  product: Product,
  active: ActiveLotteryDto | undefined,
  locale: Locale,
  now = new Date(),
): ProductDto {
  const images = Array.isArray(product.images) ? product.images.filter((i) => typeof i === 'string' && i) : [];
  const main = images[0] ?? null;
  const hasActive = !!active && active.status === 'open' && active.time_remaining > 0;
  return {
    id: product.id,
    name: product.name,
    title: product.name,
    price: product.price,
    ticket_price: active?.ticket_price ?? null,
    image_url: main,
    main_image: main,
    image: main,
    images,
    category: categoryDto(product.category, locale),
    merchant: merchantDto(product.merchant),
    description: product.description,
    featured: product.featured,
    stock: product.stock ?? null,
    sale_mode: product.saleMode,
    has_active_lottery: hasActive,
    lottery_ends_soon: hasActive && active!.is_ending_soon,
    created_at: product.createdAt.toISOString(),
    is_new: isWithinDays(product.createdAt, CATALOGUE_LIMITS.newDays, now),
    active_lottery: active ?? null,
  };
}

/** `%` and `_` typed by a visitor are searched for literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
