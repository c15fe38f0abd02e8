import { z } from 'zod';
import './zod-locale.js';
import { text } from './zod-helpers.js';
import { pageQuery, type PageInfo } from './pagination.js';

/**
 * Admin product management (spec 3 §2 "Product management", §3 Product (admin), §5, §7):
 *   GET  /admin/products              ?page&per_page&search&category_id&status → { products, pagination, categories, stats }
 *   GET  /admin/products/{id}         → AdminProductDetail (images, merchant, raffle, participants, orders, history)
 *   PUT  /admin/products/{id}         adminProductUpdateSchema → AdminProductView, 'Produit mis à jour avec succès'
 *   POST /admin/products/{id}/feature toggles is_featured → AdminProductView
 */

const E = (k: string) => `admin_products.errors.${k}`;

export const ADMIN_PRODUCTS_PER_PAGE = 20;

/** The spec's product statuses; stored as draft, active, sold_out (completed) and archived (cancelled). */
export const ADMIN_PRODUCT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const noNul = (v: string) => !v.includes('\u0000');
const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v;

export const adminProductListQuerySchema = z.object({
  ...pageQuery({ perPage: ADMIN_PRODUCTS_PER_PAGE, maxPerPage: 100 }),
  search: z.preprocess(blank, z.string().trim().max(100).refine(noNul).optional()),
  category_id: z.preprocess(blank, z.coerce.number().int().min(1).optional()),
  status: z.preprocess(blank, z.enum(ADMIN_PRODUCT_STATUSES).optional()),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

const amount = (key: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? E(`${key}_required`) : E(`${key}_invalid`)) })
    .int(E(`${key}_invalid`))
    .min(0, E(`${key}_min`))
    .max(100_000_000, E(`${key}_invalid`));

/**
 * PUT /admin/products/{id} (spec 3 §5): name, category and price required, price ≥ 0, ticket price ≥ 0.
 * total_tickets and end_date are accepted for a raffle too; every raffle term is frozen once tickets are
 * sold or reserved (the merchants' rule, 409).
 */
export const adminProductUpdateSchema = z.object({
  name: text({ required: E('name_required'), max: [200, E('name_too_long')] }).refine(noNul, E('name_required')),
  description: z.preprocess(
    blank,
    z
      .string({ error: E('description_invalid') })
      .trim()
      .max(5000, E('description_too_long'))
      .refine(noNul, E('description_invalid'))
      .optional(),
  ),
  price: z.preprocess(toNumber, amount('price')),
  ticket_price: z.preprocess(toNumber, amount('ticket_price').nullish()),
  category_id: z.preprocess(
    toNumber,
    z
      .number({ error: E('category_required') })
      .int(E('category_required'))
      .min(1, E('category_required')),
  ),
  sale_mode: z.preprocess(blank, z.enum(['direct', 'lottery'], { error: E('sale_mode_invalid') }).optional()),
  status: z.preprocess(blank, z.enum(ADMIN_PRODUCT_STATUSES, { error: E('status_invalid') }).optional()),
  is_featured: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v)),
    z.boolean({ error: E('featured_invalid') }).optional(),
  ),
  total_tickets: z.preprocess(
    toNumber,
    z
      .number({ error: E('total_tickets_invalid') })
      .int(E('total_tickets_invalid'))
      .min(1, E('total_tickets_invalid'))
      .max(1_000_000, E('total_tickets_invalid'))
      .nullish(),
  ),
  end_date: z.preprocess(
    blank,
    z
      .string({ error: E('end_date_invalid') })
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), E('end_date_invalid'))
      .optional(),
  ),
});
export type AdminProductUpdateInput = z.infer<typeof adminProductUpdateSchema>;

export interface AdminProductLottery {
  id: number;
  lottery_number: string;
  status: string;
  progress: number;
  sold_tickets: number;
  reserved_tickets: number;
  total_tickets: number;
  ticket_price: number;
  min_participants: number;
  end_date: string;
  /** sold or reserved tickets: price, tickets and end date are promises made to buyers */
  locked: boolean;
}

export interface AdminProductView {
  id: number;
  name: string;
  description: string;
  price: number;
  ticket_price: number | null;
  category_id: number | null;
  category: { name: string } | null;
  sale_mode: 'direct' | 'lottery';
  status: AdminProductStatus;
  is_featured: boolean;
  stock: number | null;
  merchant: { id: number; name: string; email: string };
  image_url: string | null;
  main_image: string | null;
  lottery: AdminProductLottery | null;
  created_at: string;
}

export interface AdminProductStats {
  total: number;
  active: number;
  /** sum of the prices of the products not cancelled (FCFA) */
  total_value: number;
  /** sum of the prices of the products whose raffle is open (FCFA) */
  total_lottery_value: number;
  /** number of products whose raffle is open */
  lottery_count: number;
}

export interface AdminProductList {
  products: AdminProductView[];
  pagination: PageInfo;
  categories: { id: number; name: string }[];
  stats: AdminProductStats;
}

export interface AdminParticipant {
  user: { id: number; first_name: string; last_name: string; email: string };
  tickets_count: number;
  total_spent: number;
  first_purchase_at: string | null;
}

export interface AdminProductOrder {
  order_number: string;
  customer_name: string;
  customer_email: string;
  quantity: number;
  total_amount: number;
  status: string;
  created_at: string;
}

export interface AdminProductDetail extends AdminProductView {
  detailed_description: string | null;
  images: string[];
  views_count: number;
  updated_at: string;
  merchant: { id: number; name: string; email: string; phone: string | null };
  lottery:
    | (AdminProductLottery & {
        revenue: number;
        participants_count: number;
        drawn_at: string | null;
        participants: AdminParticipant[];
      })
    | null;
  orders: AdminProductOrder[];
  orders_total: number;
  /** what happened to the product and its raffle, oldest first, from the recorded timestamps */
  history: { type: string; at: string }[];
  /** the edit modal's choices */
  categories: { id: number; name: string }[];
}
