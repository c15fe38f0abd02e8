import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors/domain-error.js';
import type {
  MerchantLotteriesQuery,
  MerchantLotteryDetail,
  MerchantLotteryView,
  MerchantPagination,
} from '../../contracts/merchant.js';
import { Lottery } from '../lotteries/index.js';
import { ResultsService } from '../lotteries/index.js';
import { isoDay } from './merchant-scope.js';
import { lotteryView } from './merchant-views.js';
import { pageOf } from '../../contracts/pagination.js';

/** Ticket states of a sale that went through (paid, then won or lost at the draw). */
const SOLD_TICKETS_SQL = `('paid', 'won', 'lost')`;
const MAX_SERIES_DAYS = 366;

/** The merchant's raffles, read only: progress, revenue, sales over time and the draw proof. */
@Injectable()
export class MerchantLotteriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly results: ResultsService,
  ) {}

  async list(
    merchantId: number,
    q: MerchantLotteriesQuery,
  ): Promise<{ data: MerchantLotteryView[]; pagination: MerchantPagination }> {
    const where: Record<string, unknown> = { product: { merchant: merchantId } };
    if (q.status) where.status = q.status;
    if (q.search) {
      const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ lotteryNumber: { $ilike: like } }, { product: { name: { $ilike: like } } }];
    }
    const [lotteries, total] = await this.em.fork().findAndCount(Lottery, where, {
      populate: ['product'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return {
      data: lotteries.map(lotteryView),
      pagination: pageOf(total, q.page, q.per_page),
    };
  }

  /** Open raffles ending soonest first (dashboards). */
  async open(em: EntityManager, merchantId: number, limit = 10): Promise<MerchantLotteryView[]> {
    const lotteries = await em.find(
      Lottery,
      { product: { merchant: merchantId }, status: 'open' },
      { populate: ['product'], orderBy: { endDate: 'asc' }, limit },
    );
    return lotteries.map(lotteryView);
  }

  async detail(merchantId: number, id: number, now = new Date()): Promise<MerchantLotteryDetail> {
    const em = this.em.fork();
    const lottery = await em.findOne(Lottery, { id, product: { merchant: merchantId } }, { populate: ['product'] });
    if (!lottery) throw new NotFoundError('merchant.errors.lottery_not_found');
    const conn = em.getConnection();
    const [p] = await conn.execute<{ n: string }[]>(
      `select count(distinct owner_id) as n from tickets where lottery_id = ? and status in ${SOLD_TICKETS_SQL}`,
      [lottery.id],
    );
    const start = lottery.openedAt ?? lottery.createdAt;
    const endCandidate = lottery.drawnAt ?? lottery.closedAt ?? (lottery.endDate < now ? lottery.endDate : now);
    const end = new Date(Math.max(start.getTime(), endCandidate.getTime()));
    const first = new Date(Math.max(start.getTime(), end.getTime() - (MAX_SERIES_DAYS - 1) * 86_400_000));
    const series = await conn.execute<{ day: string; tickets: string; amount: string }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, count(t.id) as tickets, coalesce(sum(t.price_paid), 0) as amount
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       left join tickets t on t.lottery_id = ? and t.status in ${SOLD_TICKETS_SQL}
         and (t.purchased_at at time zone 'UTC')::date = d.day::date
       group by d.day order by d.day`,
      [isoDay(first), isoDay(end), lottery.id],
    );
    const drawn = lottery.status === 'drawn';
    const proof = drawn ? await this.results.proof(lottery.id) : null;
    return {
      ...lotteryView(lottery),
      participants_count: Number(p?.n ?? 0),
      sales_series: series.map((s) => ({ date: s.day, tickets: Number(s.tickets), amount: Number(s.amount) })),
      winning_ticket_number: proof?.winning_ticket ?? null,
      proof,
    };
  }
}
