import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CUSTOMER_LIMITS, type CustomerDashboardDto, type TicketStatsDto } from '../../contracts/customer.js';
import { MyTicketsService } from './my-tickets.service.js';

type Counts = Record<string, string | number | null>;
// counts and sums come back from PostgreSQL as bigint strings
const num = (row: Counts | undefined, key: string) => Number(row?.[key] ?? 0);

/** A bought ticket: paid, then drawn (won or lost). Reservations awaiting payment and refunds are not purchases. */
const BOUGHT = `t.status in ('paid', 'won', 'lost')`;
/** Orders whose money was received (direct sales and tickets alike). */
const PAID_ORDER = `status in ('paid', 'shipping', 'fulfilled')`;

/** The customer dashboard's and "my tickets" figures, computed by the database from the user's own rows. */
@Injectable()
export class CustomerStatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly myTickets: MyTicketsService,
  ) {}

  async dashboard(userId: number, now = new Date()): Promise<CustomerDashboardDto> {
    const conn = this.em.getConnection();
    const [tickets] = await conn.execute<Counts[]>(
      `select count(*) filter (where ${BOUGHT}) as total_tickets,
        count(distinct t.lottery_id) filter (where ${BOUGHT}) as lotteries_participated,
        count(distinct t.lottery_id) filter (where t.status = 'paid') as active_participations,
        count(*) filter (where t.status = 'won') as prizes_won,
        count(*) filter (where t.status = 'won' and t.claimed_at is null and coalesce(d.drawn_at, l.drawn_at) > ?) as prizes_to_claim
       from tickets t join lotteries l on l.id = t.lottery_id left join draws d on d.lottery_id = l.id
       where t.owner_id = ?`,
      [new Date(now.getTime() - CUSTOMER_LIMITS.claimDays * 86_400_000), userId],
    );
    const [orders] = await conn.execute<Counts[]>(
      `select coalesce(sum(total_amount) filter (where ${PAID_ORDER}), 0) as total_spent,
        count(*) filter (where status = 'awaiting_payment' and (expires_at is null or expires_at > ?)) as awaiting
       from orders where user_id = ?`,
      [now, userId],
    );
    return {
      total_tickets: num(tickets, 'total_tickets'),
      lotteries_participated: num(tickets, 'lotteries_participated'),
      active_participations: num(tickets, 'active_participations'),
      prizes_won: num(tickets, 'prizes_won'),
      prizes_to_claim: num(tickets, 'prizes_to_claim'),
      total_spent: num(orders, 'total_spent'),
      orders_awaiting_payment: num(orders, 'awaiting'),
      recent_tickets: await this.myTickets.recent(userId, CUSTOMER_LIMITS.recentTickets),
    };
  }

  async tickets(userId: number): Promise<TicketStatsDto> {
    const [row] = await this.em.getConnection().execute<Counts[]>(
      `select count(*) filter (where ${BOUGHT}) as total_tickets,
        count(*) filter (where t.status = 'won') as prizes_won,
        coalesce(sum(t.price_paid) filter (where ${BOUGHT}), 0) as total_spent,
        count(*) filter (where t.status = 'paid') as active_tickets,
        count(*) filter (where t.status = 'reserved') as reserved,
        count(*) filter (where t.status = 'paid') as paid,
        count(*) filter (where t.status = 'won') as won,
        count(*) filter (where t.status = 'lost') as lost,
        count(*) filter (where t.status = 'refunded') as refunded,
        count(*) filter (where t.status = 'released') as released
       from tickets t where t.owner_id = ?`,
      [userId],
    );
    return {
      total_tickets: num(row, 'total_tickets'),
      prizes_won: num(row, 'prizes_won'),
      total_spent: num(row, 'total_spent'),
      active_tickets: num(row, 'active_tickets'),
      by_status: {
        reserved: num(row, 'reserved'),
        paid: num(row, 'paid'),
        won: num(row, 'won'),
        lost: num(row, 'lost'),
        refunded: num(row, 'refunded'),
        released: num(row, 'released'),
      },
    };
  }
}
