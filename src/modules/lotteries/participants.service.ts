import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { CUSTOMER_LIMITS, type ParticipantsDto } from '../../contracts/customer.js';
import { winnerInitials } from './lottery-view.js';

interface StaffParticipantRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  tickets_count: number;
  total_spent: string;
  first_purchase_at: Date | string | null;
}

export interface StaffParticipant {
  user: { id: number; first_name: string; last_name: string; email: string };
  tickets_count: number;
  total_spent: number;
  first_purchase_at: string | null;
}

interface ParticipantRow {
  first_name: string;
  last_name: string;
  city: string | null;
  tickets: number;
  participants: number;
  tickets_sold: number;
}

/**
 * Who takes part in a draw, as other buyers may see it: initials and city only. Paid tickets count
 * (and drawn ones); a reservation still being paid for is not a participation yet.
 */
@Injectable()
export class ParticipantsService {
  constructor(private readonly em: EntityManager) {}

  async list(lotteryId: number, limit: number = CUSTOMER_LIMITS.participants): Promise<ParticipantsDto> {
    const [lottery] = await this.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from lotteries where id = ? and status <> 'draft'`, [lotteryId]);
    if (!lottery) throw new NotFoundError('tickets.errors.lottery_not_found');
    // the window functions give the exact totals whatever the limit
    const rows = await this.byBuyer<ParticipantRow>(
      `u.first_name, u.last_name, u.city, count(*)::int as tickets,
         (count(*) over ())::int as participants, (sum(count(*)) over ())::int as tickets_sold`,
      'u.first_name, u.last_name, u.city',
      lotteryId,
      limit,
    );
    return {
      lottery_id: lotteryId,
      count: rows[0]?.participants ?? 0,
      tickets_sold: rows[0]?.tickets_sold ?? 0,
      participants: rows.map((r) => ({
        initials: winnerInitials({ firstName: r.first_name, lastName: r.last_name }),
        city: r.city?.trim() || null,
        tickets: r.tickets,
      })),
    };
  }

  /**
   * Who takes part, as staff see it (spec 3 §3 participants_list): names, e-mails, tickets and money
   * paid per buyer. Same rule as above: paid, won or lost tickets, not reservations being paid for.
   */
  async forStaff(lotteryId: number, limit = 200): Promise<{ count: number; participants: StaffParticipant[] }> {
    const rows = await this.byBuyer<StaffParticipantRow & { participants: number }>(
      `u.id, u.first_name, u.last_name, u.email, count(*)::int as tickets_count,
         coalesce(sum(t.price_paid), 0)::bigint as total_spent, min(coalesce(t.purchased_at, t.created_at)) as first_purchase_at,
         (count(*) over ())::int as participants`,
      'u.first_name, u.last_name, u.email',
      lotteryId,
      limit,
    );
    return {
      count: rows[0]?.participants ?? 0,
      participants: rows.map((r) => ({
        user: { id: Number(r.id), first_name: r.first_name, last_name: r.last_name, email: r.email },
        tickets_count: Number(r.tickets_count),
        total_spent: Number(r.total_spent),
        first_purchase_at: r.first_purchase_at ? new Date(r.first_purchase_at).toISOString() : null,
      })),
    };
  }

  /** `columns` per participating buyer (paid, won or lost tickets), the earliest buyers first. */
  private byBuyer<T extends object>(
    columns: string,
    userColumns: string,
    lotteryId: number,
    limit: number,
  ): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(
      `select ${columns}
       from tickets t join users u on u.id = t.owner_id
       where t.lottery_id = ? and t.status in ('paid', 'won', 'lost')
       group by u.id, ${userColumns}
       order by min(coalesce(t.purchased_at, t.created_at)) asc, u.id asc
       limit ?`,
      [lotteryId, limit],
    );
  }
}
