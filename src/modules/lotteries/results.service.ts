import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CATALOGUE_LIMITS,
  type DrawBeaconDto,
  type DrawProofDto,
  type Pagination,
  type PublicResultDto,
  type RecentWinnerDto,
  type ResultsQuery,
  type ResultsStatsDto,
  type VerificationDto,
} from '../../contracts/catalogue.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { numberFields } from '../../common/sql-reads.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { beaconRoundUrl } from './beacon/beacon-source.js';
import { DRAW_ALGORITHM_V1 } from './fair-draw.js';
import { Draw } from './draw.entity.js';
import { Lottery } from './lottery.entity.js';
import { participationRate, publicWinner } from './lottery-view.js';
import { cataloguePageOf } from '../../contracts/pagination.js';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, quarter: 91, year: 365 } as const;
const SORT_SQL = {
  date_desc: 'd.drawn_at desc, d.id desc',
  date_asc: 'd.drawn_at asc, d.id asc',
  value_desc: 'p.price desc, d.drawn_at desc',
  value_asc: 'p.price asc, d.drawn_at desc',
  participation_desc: 'l.sold_tickets::float / l.total_tickets desc, d.drawn_at desc',
} as const;

/** One finished draw as the results read model selects it; the winner's name never leaves this service. */
interface ResultRow {
  lottery_id: number;
  lottery_number: string;
  sold_tickets: number;
  total_tickets: number;
  ticket_price: number;
  product_id: number;
  product_name: string;
  product_price: number;
  images: string[] | null;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
  first_name: string;
  last_name: string;
  city: string | null;
  winning_ticket: string;
  verification_code: string;
  drawn_at: Date | string;
  total?: string | number;
}

/** `extra` adds computed columns (the total row count for paging). */
const select = (
  extra = '',
) => `select l.id as lottery_id, l.lottery_number, l.sold_tickets, l.total_tickets, l.ticket_price,
  p.id as product_id, p.name as product_name, p.price as product_price, p.images,
  c.id as category_id, c.name as category_name, c.name_en as category_name_en,
  u.first_name, u.last_name, u.city, d.winning_ticket, d.verification_code, d.drawn_at${extra}
  from draws d
  join lotteries l on l.id = d.lottery_id
  join products p on p.id = l.product_id
  left join categories c on c.id = p.category_id
  join users u on u.id = d.winner_id`;

interface Filter {
  where: string;
  params: unknown[];
}

/** Public, read-only view of finished draws: results, statistics, winners, verification codes and proofs. */
@Injectable()
export class ResultsService {
  constructor(private readonly em: EntityManager) {}

  async results(
    query: ResultsQuery,
    locale: Locale,
  ): Promise<{ results: PublicResultDto[]; stats: ResultsStatsDto; pagination: Pagination }> {
    const filter = this.filter(query);
    const limit = query.limit ?? CATALOGUE_LIMITS.resultsDefault;
    const page = query.page ?? 1;
    const rows = await this.rows(
      `${select(', count(*) over () as total')} ${filter.where} order by ${SORT_SQL[query.sort ?? 'date_desc']} limit ? offset ?`,
      [...filter.params, limit, (page - 1) * limit],
    );
    const stats = await this.statsFor(filter);
    const total = rows.length ? Number(rows[0]!.total) : stats.total_lotteries;
    return {
      results: rows.map((r) => this.resultDto(r, locale)),
      stats,
      pagination: cataloguePageOf(total, page, limit),
    };
  }

  async stats(): Promise<ResultsStatsDto> {
    return this.statsFor({ where: '', params: [] });
  }

  async recentWinners(limit: number, now = new Date()): Promise<RecentWinnerDto[]> {
    const rows = await this.rows(`${select()} order by d.drawn_at desc, d.id desc limit ?`, [limit]);
    return rows.map((r) => {
      const winner = publicWinner({ firstName: r.first_name, lastName: r.last_name, city: r.city });
      return {
        lottery_id: r.lottery_id,
        lottery_number: r.lottery_number,
        product_title: r.product_name,
        product_image: r.images?.[0] ?? null,
        product_value: r.product_price,
        winner_initial: winner.initial,
        winner_city: winner.city,
        days_ago: Math.max(0, Math.floor((now.getTime() - new Date(r.drawn_at).getTime()) / DAY)),
        verification_code: r.verification_code,
      };
    });
  }

  /** Codes are printed in capitals; what a visitor types is upper-cased before the lookup. */
  async verify(code: string): Promise<VerificationDto> {
    const normalized = code.trim().toUpperCase();
    const rows = /^[A-Z0-9]{8}$/.test(normalized)
      ? await this.rows(`${select()} where d.verification_code = ?`, [normalized])
      : [];
    const r = rows[0];
    if (!r) throw new NotFoundError('results.errors.invalid_code');
    const winner = publicWinner({ firstName: r.first_name, lastName: r.last_name, city: r.city });
    return {
      lottery_id: r.lottery_id,
      lottery_number: r.lottery_number,
      product_title: r.product_name,
      winner_initial: winner.initial,
      winner_city: winner.city,
      winning_ticket: r.winning_ticket,
      draw_date: new Date(r.drawn_at).toISOString(),
      verification_date: new Date().toISOString(),
      verification_code: r.verification_code,
    };
  }

  /**
   * Everything needed to recompute a draw. Before the draw only the commitment is public: the seed
   * stays secret (null) until the winner is fixed, otherwise the outcome could be predicted.
   */
  async proof(lotteryId: number): Promise<DrawProofDto> {
    const lottery = await this.em.findOne(Lottery, { id: lotteryId });
    if (!lottery || lottery.status === 'draft') throw new NotFoundError('results.errors.lottery_not_found');
    const draw = await this.em.findOne(Draw, { lottery: lotteryId });
    return {
      lottery_id: lottery.id,
      lottery_number: lottery.lotteryNumber,
      status: lottery.status,
      drawn: !!draw,
      algorithm: draw?.algorithm ?? lottery.drawAlgorithm ?? DRAW_ALGORITHM_V1,
      seed_commitment: draw?.seedCommitment ?? lottery.seedCommitment ?? null,
      seed: draw?.seed ?? null,
      pool_hash: draw?.poolHash ?? null,
      tickets: draw?.pool ?? [],
      counter: draw?.counter ?? null,
      winning_ticket: draw?.winningTicket ?? null,
      verification_code: draw?.verificationCode ?? null,
      drawn_at: draw?.drawnAt.toISOString() ?? null,
      beacon: this.beaconOf(lottery, draw),
    };
  }

  private beaconOf(lottery: Lottery, draw: Draw | null): DrawBeaconDto | null {
    const source = draw ? draw.beacon : lottery.beacon;
    if (!source) return null;
    const round = draw?.beaconRound ?? null;
    return {
      source,
      round,
      value: draw?.beaconValue ?? null,
      published_at: draw?.beaconPublishedAt?.toISOString() ?? null,
      sales_closed_at: draw?.salesClosedAt?.toISOString() ?? null,
      url: round === null ? null : beaconRoundUrl(source, round),
    };
  }

  private filter(query: Pick<ResultsQuery, 'period' | 'category'>, now = new Date()): Filter {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (query.period && query.period !== 'all') {
      clauses.push('d.drawn_at >= ?');
      params.push(new Date(now.getTime() - PERIOD_DAYS[query.period] * DAY));
    }
    if (query.category) {
      clauses.push(/^\d+$/.test(query.category) ? 'p.category_id = ?' : 'c.slug = ?');
      params.push(/^\d+$/.test(query.category) ? Number(query.category) : query.category);
    }
    return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
  }

  private async statsFor(filter: Filter): Promise<ResultsStatsDto> {
    const [row] = await this.em.getConnection().execute<Record<string, string | number | null>[]>(
      `select count(*) as total_lotteries, count(distinct d.winner_id) as total_winners,
        coalesce(sum(p.price), 0) as total_prizes_value, coalesce(sum(l.sold_tickets), 0) as total_tickets_sold,
        coalesce(avg(l.sold_tickets::float * 100 / l.total_tickets), 0) as average_participation_rate
       from draws d join lotteries l on l.id = d.lottery_id join products p on p.id = l.product_id
       left join categories c on c.id = p.category_id ${filter.where}`,
      filter.params,
    );
    const n = numberFields(row, [
      'total_lotteries',
      'total_winners',
      'total_prizes_value',
      'total_tickets_sold',
      'average_participation_rate',
    ]);
    return { ...n, average_participation_rate: Math.round(n.average_participation_rate * 10) / 10 };
  }

  private rows(sql: string, params: unknown[]): Promise<ResultRow[]> {
    return this.em.getConnection().execute<ResultRow[]>(sql, params);
  }

  private resultDto(r: ResultRow, locale: Locale): PublicResultDto {
    const image = r.images?.[0] ?? null;
    return {
      lottery_id: r.lottery_id,
      lottery_number: r.lottery_number,
      product: {
        id: r.product_id,
        title: r.product_name,
        category: (locale === 'en' ? r.category_name_en : r.category_name) ?? null,
        category_id: r.category_id,
        price: r.product_price,
        image_url: image,
        image,
      },
      winner: publicWinner({ firstName: r.first_name, lastName: r.last_name, city: r.city }),
      winning_ticket: r.winning_ticket,
      sold_tickets: r.sold_tickets,
      total_tickets: r.total_tickets,
      participation_rate: participationRate(r.sold_tickets, r.total_tickets),
      draw_date: new Date(r.drawn_at).toISOString(),
      total_revenue: r.sold_tickets * r.ticket_price,
      verification_code: r.verification_code,
    };
  }
}
