import type { EntityManager } from '@mikro-orm/postgresql';
import type { StatGroup } from '../contracts/admin-dashboard.js';
import { growthPercent, monthBounds } from './growth.js';

/** Rows of a read-only query, on a fork of its own so that it never sees or flushes a caller's unit of work. */
export function sqlRows<T extends object>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.fork().getConnection().execute<T[]>(query, params);
}

/** A dashboard group's counts as PostgreSQL answers them (bigint strings): all, active now, active before this month. */
export interface StatCounts {
  total: string;
  active: string;
  before: string;
}

export function statGroup(row: StatCounts | undefined): StatGroup {
  const active = Number(row?.active ?? 0);
  return { total: Number(row?.total ?? 0), active, growth: growthPercent(active, Number(row?.before ?? 0)) };
}

/**
 * The dashboard group of a table whose rows have a `status` and a `created_at`: all rows, the active
 * ones, and the change of active ones since the end of last month.
 */
export async function activeRowStats(
  em: EntityManager,
  table: 'products' | 'users',
  now = new Date(),
): Promise<StatGroup> {
  const [row] = await sqlRows<StatCounts>(
    em,
    `select count(*) as total,
            count(*) filter (where status = 'active') as active,
            count(*) filter (where status = 'active' and created_at < ?) as before
       from ${table}`,
    [monthBounds(now).thisMonth],
  );
  return statGroup(row);
}

/** Each of `keys` of a row of counts and sums (PostgreSQL answers bigint strings) as a number, 0 where missing. */
export function numberFields<K extends string>(
  row: Partial<Record<K, string | number | null>> | undefined,
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>;
}
