import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminProductListQuery, AdminProductStats, AdminProductView } from '../../contracts/admin-products.js';
import type { ProductStatus } from './product.entity.js';
import { specProductStatus, storedProductStatus } from './product.state.js';

/**
 * Read model of the admin product list: products with their category, merchant and latest raffle in
 * one query (the raffle and merchant columns are read-only here; their modules own them).
 */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  category_id: number | null;
  category_name: string | null;
  sale_mode: 'direct' | 'lottery';
  status: ProductStatus;
  featured: boolean;
  stock: number | null;
  images: string[] | string;
  created_at: Date | string;
  merchant_id: number;
  merchant_first_name: string;
  merchant_last_name: string;
  merchant_company: string | null;
  merchant_email: string;
  lottery_id: number | null;
  lottery_number: string | null;
  lottery_status: string | null;
  sold_tickets: number | null;
  reserved_tickets: number | null;
  total_tickets: number | null;
  ticket_price: number | null;
  min_participants: number | null;
  end_date: Date | string | null;
}

export const PRODUCT_SELECT = `
  select p.id, p.name, p.description, p.price, p.category_id, c.name as category_name, p.sale_mode, p.status, p.featured,
    p.stock, p.images, p.created_at, u.id as merchant_id, u.first_name as merchant_first_name, u.last_name as merchant_last_name,
    u.company_name as merchant_company, u.email as merchant_email,
    l.id as lottery_id, l.lottery_number, l.status as lottery_status, l.sold_tickets, l.reserved_tickets, l.total_tickets,
    l.ticket_price, l.min_participants, l.end_date
  from products p
  join users u on u.id = p.merchant_id
  left join categories c on c.id = p.category_id
  left join lateral (select * from lotteries x where x.product_id = p.id order by x.id desc limit 1) l on true`;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(q: Pick<AdminProductListQuery, 'search' | 'category_id' | 'status'>): {
  sql: string;
  params: unknown[];
} {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    parts.push(
      `(p.name ilike ? or u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ? or u.company_name ilike ? or l.lottery_number ilike ?)`,
    );
    params.push(...Array(5).fill(like(q.search)));
  }
  if (q.category_id) {
    parts.push('p.category_id = ?');
    params.push(q.category_id);
  }
  if (q.status) {
    parts.push('p.status = ?');
    params.push(storedProductStatus(q.status));
  }
  return { sql: parts.length ? ` where ${parts.join(' and ')}` : '', params };
}

export function merchantName(
  r: Pick<ProductRow, 'merchant_first_name' | 'merchant_last_name' | 'merchant_company'>,
): string {
  return r.merchant_company?.trim() || `${r.merchant_first_name} ${r.merchant_last_name}`.trim();
}

export function productRowView(r: ProductRow): AdminProductView {
  const images = typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : (r.images ?? []);
  const total = r.total_tickets ?? 0;
  const sold = r.sold_tickets ?? 0;
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    price: Number(r.price),
    ticket_price: r.ticket_price == null ? null : Number(r.ticket_price),
    category_id: r.category_id == null ? null : Number(r.category_id),
    category: r.category_name ? { name: r.category_name } : null,
    sale_mode: r.sale_mode,
    status: specProductStatus(r.status),
    is_featured: Boolean(r.featured),
    stock: r.stock == null ? null : Number(r.stock),
    merchant: { id: Number(r.merchant_id), name: merchantName(r), email: r.merchant_email },
    image_url: images[0] ?? null,
    main_image: images[0] ?? null,
    lottery:
      r.lottery_id == null
        ? null
        : {
            id: Number(r.lottery_id),
            lottery_number: r.lottery_number!,
            status: r.lottery_status!,
            progress: total ? Math.round((sold / total) * 100) : 0,
            sold_tickets: sold,
            reserved_tickets: Number(r.reserved_tickets ?? 0),
            total_tickets: total,
            ticket_price: Number(r.ticket_price),
            min_participants: Number(r.min_participants ?? 1),
            end_date: new Date(r.end_date!).toISOString(),
            locked: sold + Number(r.reserved_tickets ?? 0) > 0,
          },
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function listProducts(
  em: EntityManager,
  q: AdminProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const conn = em.getConnection();
  const w = where(q);
  const [count] = await conn.execute<{ n: number }[]>(
    `select count(*)::int as n from products p join users u on u.id = p.merchant_id
     left join lateral (select x.lottery_number from lotteries x where x.product_id = p.id order by x.id desc limit 1) l on true${w.sql}`,
    w.params,
  );
  const rows = await conn.execute<ProductRow[]>(
    `${PRODUCT_SELECT}${w.sql} order by p.created_at desc, p.id desc limit ? offset ?`,
    [...w.params, q.per_page, (q.page - 1) * q.per_page],
  );
  return { rows, total: count?.n ?? 0 };
}

export async function productRow(em: EntityManager, id: number): Promise<ProductRow | undefined> {
  const [row] = await em.getConnection().execute<ProductRow[]>(`${PRODUCT_SELECT} where p.id = ?`, [id]);
  return row;
}

/** The four cards: over the whole catalogue, whatever the filters. */
export async function productStats(em: EntityManager): Promise<AdminProductStats> {
  const [r] = await em
    .getConnection()
    .execute<{ total: number; active: number; total_value: string; lottery_value: string; lottery_count: number }[]>(
      `select count(*)::int as total,
       count(*) filter (where p.status = 'active')::int as active,
       coalesce(sum(p.price) filter (where p.status <> 'archived'), 0)::bigint as total_value,
       coalesce(sum(p.price) filter (where l.id is not null), 0)::bigint as lottery_value,
       count(l.id)::int as lottery_count
     from products p
     left join lateral (select x.id from lotteries x where x.product_id = p.id and x.status = 'open' order by x.id desc limit 1) l on true`,
    );
  return {
    total: r?.total ?? 0,
    active: r?.active ?? 0,
    total_value: Number(r?.total_value ?? 0),
    total_lottery_value: Number(r?.lottery_value ?? 0),
    lottery_count: r?.lottery_count ?? 0,
  };
}

export async function categoryOptions(em: EntityManager): Promise<{ id: number; name: string }[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; name: string }[]>(`select id, name from categories order by sort_order, name`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
