import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PopularLotteryDto, PublicLotteryDto } from '../../contracts/catalogue.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { Draw } from './draw.entity.js';
import { Lottery } from './lottery.entity.js';
import { activeLotteryDto, participationRate, winnerInitials } from './lottery-view.js';

/** The public draw page's data (/lotteries/{id}) and the most popular open draws. */
@Injectable()
export class PublicLotteriesService {
  constructor(private readonly em: EntityManager) {}

  async detail(id: number, locale: Locale): Promise<PublicLotteryDto> {
    const lottery = await this.em.findOne(Lottery, { id }, { populate: ['product', 'product.category'] });
    // a draft is not published yet: it does not exist for visitors
    if (!lottery || lottery.status === 'draft') throw new NotFoundError('results.errors.lottery_not_found');
    const draw = await this.em.findOne(Draw, { lottery: id }, { populate: ['winner'], exclude: ['pool'] });
    const [{ n: participants } = { n: 0 }] = await this.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(distinct owner_id)::int as n from tickets where lottery_id = ? and status in ('paid', 'won', 'lost')`,
        [id],
      );
    const product = lottery.product;
    const image = product.images?.[0] ?? null;
    const category = product.category ? (locale === 'en' ? product.category.nameEn : product.category.name) : null;
    return {
      ...activeLotteryDto(lottery),
      title: product.name,
      product: {
        id: product.id,
        name: product.name,
        title: product.name,
        price: product.price,
        image_url: image,
        main_image: image,
        category,
      },
      participants,
      end_date: lottery.endDate.toISOString(),
      drawn_at: draw?.drawnAt.toISOString() ?? lottery.drawnAt?.toISOString() ?? null,
      winning_ticket: draw?.winningTicket ?? null,
      verification_code: draw?.verificationCode ?? null,
      winner: draw ? { initial: winnerInitials(draw.winner), city: draw.winner.city?.trim() || null } : null,
    };
  }

  /** Open draws that sell fastest (share of tickets sold), for the customer dashboard (spec 2 §7). */
  async popular(limit: number): Promise<PopularLotteryDto[]> {
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `select l.id from lotteries l join products p on p.id = l.product_id
       where l.status = 'open' and l.end_date > now() and p.status = 'active'
       order by l.sold_tickets::float / l.total_tickets desc, l.end_date asc, l.id desc limit ?`,
      [limit],
    );
    if (!rows.length) return [];
    const lotteries = await this.em.find(Lottery, { id: { $in: rows.map((r) => r.id) } }, { populate: ['product'] });
    const byId = new Map(lotteries.map((l) => [l.id, l]));
    return rows.map(({ id }) => {
      const l = byId.get(id)!;
      return {
        id: l.id,
        lottery_number: l.lotteryNumber,
        product: { id: l.product.id, title: l.product.name, image_url: l.product.images?.[0] ?? null },
        ticket_price: l.ticketPrice,
        progress: participationRate(l.soldTickets, l.totalTickets),
        draw_date: l.endDate.toISOString(),
        sold_tickets: l.soldTickets,
        total_tickets: l.totalTickets,
      };
    });
  }
}
