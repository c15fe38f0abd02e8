import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  CUSTOMER_LIMITS,
  type MyTicketDto,
  type MyTicketsQuery,
  type TicketsPagination,
} from '../../contracts/customer.js';
import { likePattern } from '../catalogue/index.js';
import { claimDeadline, drawnAt, ticketDto, ticketSelect, type TicketRow } from './my-ticket-view.js';
import { renderTicketPdf } from './ticket-pdf.js';
import { Ticket } from './ticket.entity.js';
import { pageOf } from '../../contracts/pagination.js';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, quarter: 91 } as const;

interface Where {
  sql: string;
  params: unknown[];
}

/**
 * A customer's own tickets: the list with its filters, prize claims and the printable ticket. Every
 * query is scoped by owner, so another user's ticket is indistinguishable from a missing one (404).
 */
@Injectable()
export class MyTicketsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(
    userId: number,
    query: MyTicketsQuery,
    now = new Date(),
  ): Promise<{ tickets: MyTicketDto[]; pagination: TicketsPagination }> {
    const perPage = query.per_page ?? CUSTOMER_LIMITS.ticketsPerPage;
    const page = query.page ?? 1;
    const where = this.where(userId, query, now);
    const rows = await this.rows(
      `${ticketSelect(', count(*) over () as total')} ${where.sql} order by t.created_at desc, t.id desc limit ? offset ?`,
      [...where.params, perPage, (page - 1) * perPage],
    );
    // a page past the end has no row to carry the total: count separately then
    const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await this.count(where) : 0;
    const from = rows.length ? (page - 1) * perPage + 1 : null;
    return {
      tickets: rows.map((r) => ticketDto(r, now)),
      pagination: {
        ...pageOf(total, page, perPage),
        page,
        from,
        to: from === null ? null : from + rows.length - 1,
      },
    };
  }

  /** The newest tickets (dashboard), released reservations left out. */
  async recent(userId: number, limit: number = CUSTOMER_LIMITS.recentTickets): Promise<MyTicketDto[]> {
    return (await this.list(userId, { per_page: limit })).tickets;
  }

  /**
   * Marks a won prize as claimed. The row lock serialises double clicks and retries, so a prize is
   * claimed once; the 30 days run from the draw (the proof's timestamp).
   */
  async claimPrize(userId: number, ticketId: number, now = new Date()): Promise<{ claimed_at: string }> {
    return this.em.fork().transactional(async (tx) => {
      const ticket = await tx.findOne(
        Ticket,
        { id: ticketId, owner: userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!ticket) throw new NotFoundError('customer_tickets.errors.not_found');
      if (ticket.status !== 'won')
        throw new DomainError(403, 'customer_tickets.errors.not_winner', { code: 'not_winner' });
      if (ticket.claimedAt)
        throw new DomainError(409, 'customer_tickets.errors.already_claimed', { code: 'already_claimed' });
      const [row] = await tx
        .getConnection()
        .execute<Pick<TicketRow, 'draw_drawn_at' | 'lottery_drawn_at'>[]>(
          `select d.drawn_at as draw_drawn_at, l.drawn_at as lottery_drawn_at from lotteries l left join draws d on d.lottery_id = l.id where l.id = ?`,
          [ticket.lottery.id],
          'all',
          tx.getTransactionContext(),
        );
      const drawn = row ? drawnAt(row) : null;
      if (!drawn || claimDeadline(drawn) <= now) {
        throw new DomainError(409, 'customer_tickets.errors.claim_expired', { code: 'claim_expired' });
      }
      ticket.claimedAt = now;
      await tx.flush();
      return { claimed_at: now.toISOString() };
    });
  }

  /** The printable ticket: every number of the order it was bought in, the commitment and a QR code to the draw page. */
  async pdf(userId: number, ticketId: number, locale: Locale): Promise<{ filename: string; content: Buffer }> {
    const [row] = await this.rows(`${ticketSelect()} where t.id = ? and t.owner_id = ?`, [ticketId, userId]);
    if (!row) throw new NotFoundError('customer_tickets.errors.not_found');
    const siblings = await this.em
      .getConnection()
      .execute<{ ticket_number: string }[]>(
        `select ticket_number from tickets where order_id = ? and owner_id = ? order by ticket_number`,
        [row.order_id, userId],
      );
    const dto = ticketDto(row);
    const content = await renderTicketPdf(
      {
        ticketNumber: row.ticket_number,
        orderNumber: row.order_number,
        orderTickets: siblings.map((s) => s.ticket_number),
        lotteryNumber: row.lottery_number,
        productName: row.product_name,
        price: row.price_paid,
        purchasedAt: new Date(row.purchased_at ?? row.created_at),
        status: row.status,
        drawDate: new Date(dto.lottery.draw_date),
        drawn: !!dto.lottery.drawn_at,
        seedCommitment: row.seed_commitment,
        winningNumber: row.winning_ticket,
        verificationCode: row.verification_code,
        lotteryUrl: `${this.config.appUrl.replace(/\/+$/, '')}/lotteries/${row.lottery_id}`,
      },
      translator(locale),
      locale,
    );
    // ticket numbers are letters, digits and dashes; anything else is dropped from the header anyway
    return { filename: `ticket-${row.ticket_number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, content };
  }

  private where(userId: number, query: MyTicketsQuery, now: Date): Where {
    const clauses = ['t.owner_id = ?'];
    const params: unknown[] = [userId];
    switch (query.status) {
      case undefined:
        // a released reservation was never bought: it only shows when asked for
        clauses.push(`t.status <> 'released'`);
        break;
      case 'active':
        clauses.push(`t.status = 'paid'`);
        break;
      case 'pending':
        clauses.push(`t.status = 'paid' and (l.status <> 'open' or l.end_date <= ?)`);
        params.push(now);
        break;
      default:
        clauses.push('t.status = ?');
        params.push(query.status);
    }
    if (query.lottery_id) {
      clauses.push('t.lottery_id = ?');
      params.push(query.lottery_id);
    }
    if (query.search) {
      const like = likePattern(query.search);
      clauses.push('(p.name ilike ? or t.ticket_number ilike ? or l.lottery_number ilike ? or o.order_number ilike ?)');
      params.push(like, like, like, like);
    }
    if (query.period) {
      clauses.push('t.created_at >= ?');
      params.push(new Date(now.getTime() - PERIOD_DAYS[query.period] * DAY));
    }
    return { sql: `where ${clauses.join(' and ')}`, params };
  }

  private async count(where: Where): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ n: string | number }[]>(`select count(*) as n from (${ticketSelect()} ${where.sql}) x`, where.params);
    return Number(row?.n ?? 0);
  }

  private rows(sql: string, params: unknown[]): Promise<TicketRow[]> {
    return this.em.getConnection().execute<TicketRow[]>(sql, params);
  }
}
