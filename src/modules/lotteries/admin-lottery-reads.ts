import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity, SearchHit, StatGroup } from '../../contracts/admin-dashboard.js';
import { containsPattern, monthBounds } from '../../common/growth.js';
import { type StatCounts, sqlRows, statGroup } from '../../common/sql-reads.js';
import type { UserSummaryList, UserTicketItem } from '../../contracts/admin-users.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The back-office's name for a raffle's state (spec 3 §4 "Draw"): open with a future end date is
 * active, ended or sold out without a draw is pending, drawn is completed.
 */
export function adminDrawStatus(status: string, endDate: Date, now = new Date()): string {
  if (status === 'drawn') return 'completed';
  if (status === 'sold_out' || (status === 'open' && endDate <= now)) return 'pending';
  if (status === 'open') return 'active';
  return status; // draft, expired, cancelled
}

/** What the back-office dashboard, badges and header search read about raffles. */
@Injectable()
export class AdminLotteryReads {
  constructor(private readonly em: EntityManager) {}

  /**
   * Raffles (drafts aside), those open for sale now, and the change against those that were open
   * when this month began (opened before it, neither closed nor cancelled by then).
   */
  async stats(now = new Date()): Promise<StatGroup> {
    const { thisMonth } = monthBounds(now);
    const [row] = await sqlRows<StatCounts>(
      this.em,
      `select count(*) filter (where status <> 'draft') as total,
              count(*) filter (where status = 'open' and end_date > ?) as active,
              count(*) filter (where opened_at < ? and end_date > ?
                                 and (closed_at is null or closed_at >= ?) and (drawn_at is null or drawn_at >= ?)
                                 and not (status = 'cancelled' and updated_at < ?)) as before
         from lotteries`,
      [now, thisMonth, thisMonth, thisMonth, thisMonth, thisMonth],
    );
    return statGroup(row);
  }

  /** Spec 3 §2 sidebar badge: open raffles whose end falls within the next 24 hours. */
  async endingSoonCount(now = new Date()): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(
      this.em,
      `select count(*) as n from lotteries where status = 'open' and end_date > ? and end_date <= ?`,
      [now, new Date(now.getTime() + DAY)],
    );
    return Number(row?.n ?? 0);
  }

  async search(q: string, limit: number): Promise<SearchHit[]> {
    const rows = await sqlRows<{ id: number; lottery_number: string; name: string }>(
      this.em,
      `select l.id, l.lottery_number, p.name from lotteries l join products p on p.id = l.product_id
        where l.lottery_number ilike ? order by (l.lottery_number ilike ?) desc, l.id desc limit ?`,
      [containsPattern(q), q, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      label: r.lottery_number,
      detail: r.name,
      url: `/admin/lotteries?search=${encodeURIComponent(r.lottery_number)}`,
    }));
  }

  /** The latest draws, as dashboard activities. */
  async recentActivities(limit: number): Promise<Activity[]> {
    const rows = await sqlRows<{
      id: number;
      lottery_number: string;
      product_id: number;
      name: string;
      drawn_at: Date;
    }>(
      this.em,
      `select l.id, l.lottery_number, l.product_id, p.name, l.drawn_at from lotteries l join products p on p.id = l.product_id
        where l.drawn_at is not null order by l.drawn_at desc, l.id desc limit ?`,
      [limit],
    );
    return rows.map((r) => ({
      id: `draw-${r.id}`,
      type: 'lottery',
      kind: 'draw',
      title: 'admin_dashboard.activity.draw',
      description: `${r.lottery_number} · ${r.name}`,
      created_at: new Date(r.drawn_at).toISOString(),
      url: `/admin/lotteries?search=${encodeURIComponent(r.lottery_number)}`,
      product_id: Number(r.product_id),
    }));
  }

  /** How many draw activities there are (draws made), for the activity log's pages. */
  async activityCount(): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(
      this.em,
      `select count(*) as n from lotteries where drawn_at is not null`,
    );
    return Number(row?.n ?? 0);
  }
}

/** A user's tickets for the back-office user drawer: how many, and the latest `limit` with their raffle's number. */
export async function userTickets(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<UserSummaryList<UserTicketItem>> {
  const rows = await em
    .fork()
    .getConnection()
    .execute<{ id: number; ticket_number: string; lottery_number: string; status: string; total: number | string }[]>(
      `select t.id, t.ticket_number, l.lottery_number, t.status, count(*) over () as total
       from tickets t join lotteries l on l.id = t.lottery_id
      where t.owner_id = ? order by t.created_at desc, t.id desc limit ?`,
      [userId, limit],
    );
  return {
    count: Number(rows[0]?.total ?? 0),
    latest: rows.map((r) => ({
      id: Number(r.id),
      ticket_number: r.ticket_number,
      lottery_number: r.lottery_number,
      status: r.status,
    })),
  };
}
