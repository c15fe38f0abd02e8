import type { EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../catalogue/index.js';

/**
 * What a customer is searched by, as one text: "First Last First" holds both name orders, then the
 * e-mail and the E.164 phone. The trigram index `users_search_trgm` (migration AdminOrderSearch) is
 * built on exactly this expression, so a "contains" search reads the index, not the table.
 */
export const USER_SEARCH_TEXT = `(first_name || ' ' || last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(phone, ''))`;

/** Beyond this many matching customers (or products, raffles), the ids are not listed but sub-selected. */
const MAX_IDS = 2000;

/** Digits of a search that looks like a phone number, in the forms our E.164 numbers contain. */
export function phoneDigits(search: string): string[] {
  if (!/^[\d\s+().-]+$/.test(search)) return [];
  const digits = search.replace(/\D/g, '');
  if (digits.length < 4) return [];
  const forms = new Set([digits]);
  // 074010203 is stored +24174010203; old 8-digit numbers keep their 0 (06031234 → +24106031234), so both forms are tried
  if (digits.length === 9 && digits.startsWith('0')) forms.add(digits.slice(1));
  return [...forms];
}

/**
 * The condition on `orders o` for a free-text search: its number, its customer (name, e-mail, phone),
 * its product or its raffle number contains the text. The customers, products and raffles that match
 * are looked up first through their own indexes; the orders are then found through their foreign-key
 * indexes (a bitmap OR), never by reading every order.
 */
export async function orderSearchClause(
  em: EntityManager,
  search: string,
): Promise<{ sql: string; params: unknown[] }> {
  const like = likePattern(search);
  const conn = em.getConnection();
  const userWhere = [`${USER_SEARCH_TEXT} ilike ?`];
  const userParams: unknown[] = [like];
  for (const d of phoneDigits(search)) {
    userWhere.push(`${USER_SEARCH_TEXT} like ?`);
    userParams.push(`%${d}%`);
  }
  const sources = [
    { column: 'o.user_id', select: `select id from users where ${userWhere.join(' or ')}`, params: userParams },
    { column: 'o.product_id', select: 'select id from products where name ilike ?', params: [like] },
    { column: 'o.lottery_id', select: 'select id from lotteries where lottery_number ilike ?', params: [like] },
  ];
  const arms = ['o.order_number ilike ?'];
  const params: unknown[] = [like];
  for (const s of sources) {
    const rows = await conn.execute<{ id: number }[]>(`${s.select} limit ${MAX_IDS + 1}`, s.params);
    if (rows.length > MAX_IDS) {
      // a very broad search: let PostgreSQL join instead of listing thousands of ids
      arms.push(`${s.column} in (${s.select})`);
      params.push(...s.params);
    } else if (rows.length) {
      // integers read from the database, written inline so the planner sees a constant list
      arms.push(`${s.column} in (${rows.map((r) => Number(r.id)).join(',')})`);
    }
  }
  return { sql: `(${arms.join(' or ')})`, params };
}
