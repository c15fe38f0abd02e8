import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { pageOf, type PageInfo } from '../../contracts/pagination.js';
import type {
  DrawRegisterQuery,
  DrawRegisterRowDto,
  DrawRegisterStatsDto,
  DrawRegisterStatus,
} from '../../contracts/transparency.js';
import { DRAW_ALGORITHM_V1 } from './fair-draw.js';

const STATUS_SQL: Record<DrawRegisterStatus, string> = {
  all: `l.status <> 'draft'`,
  awaiting: `l.status in ('open', 'sold_out', 'expired')`,
  drawn: `l.status = 'drawn'`,
  cancelled: `l.status = 'cancelled'`,
};

type Row = Omit<DrawRegisterRowDto, 'opened_at' | 'end_date' | 'drawn_at'> & {
  opened_at: Date | null;
  end_date: Date;
  drawn_at: Date | null;
  total: string;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The public register of draws (transparency page): every raffle ever opened with the commitment it
 * published then, and, once drawn, what anyone needs to recompute its winner. A draft has published
 * nothing and is left out; the seed of a raffle not drawn stays secret (it is only in the draws table).
 */
@Injectable()
export class DrawRegisterService {
  constructor(private readonly em: EntityManager) {}

  async list(query: DrawRegisterQuery): Promise<{ draws: DrawRegisterRowDto[]; pagination: PageInfo }> {
    const params: unknown[] = [];
    let where = STATUS_SQL[query.status];
    if (query.q) {
      where += ` and (l.lottery_number ilike ? or p.name ilike ?)`;
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like);
    }
    const rows = await this.em.getConnection().execute<Row[]>(
      `select l.id as lottery_id, l.lottery_number, p.name as product_name, l.status,
         coalesce(d.algorithm, l.draw_algorithm, ?) as algorithm, coalesce(d.seed_commitment, l.seed_commitment) as seed_commitment,
         l.beacon as beacon_source, l.opened_at, l.end_date, l.total_tickets, l.sold_tickets,
         d.drawn_at, d.seed, d.pool_hash, jsonb_array_length(d.pool) as pool_size, d.counter, d.winning_ticket,
         d.beacon_round, d.beacon_value, d.verification_code, count(*) over () as total
       from lotteries l join products p on p.id = l.product_id left join draws d on d.lottery_id = l.id
       where ${where}
       order by coalesce(d.drawn_at, l.opened_at, l.created_at) desc, l.id desc
       limit ? offset ?`,
      [DRAW_ALGORITHM_V1, ...params, query.per_page, (query.page - 1) * query.per_page],
    );
    const total = rows.length ? Number(rows[0]!.total) : await this.count(where, params);
    const draws = rows.map(({ total: _total, ...r }) => ({
      ...r,
      opened_at: iso(r.opened_at),
      end_date: iso(r.end_date)!,
      drawn_at: iso(r.drawn_at),
    }));
    return { draws, pagination: pageOf(total, query.page, query.per_page) };
  }

  async stats(): Promise<DrawRegisterStatsDto> {
    const [row] = await this.em.getConnection().execute<Record<string, string>[]>(
      `select count(*) filter (where status <> 'draft') as committed, count(*) filter (where status = 'drawn') as drawn,
         count(*) filter (where status in ('open', 'sold_out', 'expired')) as awaiting from lotteries`,
    );
    return { committed: Number(row!.committed), drawn: Number(row!.drawn), awaiting: Number(row!.awaiting) };
  }

  /** A page past the end has no rows to carry the total. */
  private async count(where: string, params: unknown[]): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from lotteries l join products p on p.id = l.product_id where ${where}`,
        params,
      );
    return Number(row?.n ?? 0);
  }
}
