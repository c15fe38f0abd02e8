import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_LOTTERY_LIMITS,
  ADMIN_LOTTERY_TABS,
  type AdminLotteryDetail,
  type AdminLotteryListQuery,
  type AdminLotteryParticipant,
  type AdminLotteryPayment,
  type AdminLotteryStatistics,
  type AdminLotteryTab,
  type AdminLotteryView,
} from '../../contracts/admin-lotteries.js';
import { NotFoundError } from '../../common/errors/domain-error.js';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, quarter: 91 } as const;
/** tickets that took part in the draw (or will): paid, then won or lost */
const TAKING_PART = `('paid', 'won', 'lost')`;

/** How many people hold tickets of raffle `alias`.id that take part in its draw (an index-only count). */
const participants = (alias: string) =>
  `(select count(distinct t.owner_id)::int from tickets t where t.lottery_id = ${alias}.id and t.status in ${TAKING_PART})`;

/**
 * Every raffle with the tab of the draw screen it belongs to (null: draft, fell short or cancelled,
 * which the refunds screen handles). Pending means drawable: ended with enough participants, or sold
 * out and waiting (for its beacon round or for refunds to settle). The one parameter is "now".
 * Participants are counted only where they decide the tab (open raffles past their end date) and for
 * the rows shown, never for every raffle.
 */
const BASE = `
  with base as (
    select l.*, d.id as draw_id, d.winning_ticket, d.verification_code, d.drawn_at as draw_drawn_at, d.winner_id,
           case when d.id is not null then 'history'
                when l.status = 'sold_out' then 'pending'
                when l.status = 'open' and l.end_date <= ?::timestamptz then
                  case when ${participants('l')} >= greatest(1, l.min_participants) then 'pending' end
                when l.status = 'open' and l.end_date > ?::timestamptz then 'active'
           end as tab
      from lotteries l
      left join draws d on d.lottery_id = l.id
  )`;

const ROW = `
  select b.id, b.lottery_number, b.status, b.tab, b.end_date, b.draw_drawn_at, b.created_at, b.updated_at,
         b.sold_tickets, b.total_tickets, b.ticket_price, b.min_participants, ${participants('b')} as participants_count,
         b.winning_ticket, b.verification_code,
         p.id as product_id, p.name as product_name, p.description as product_description, p.price as product_price, p.images,
         u.id as winner_id, u.first_name as winner_first_name, u.last_name as winner_last_name, u.email as winner_email, u.phone as winner_phone,
         case when b.tab = 'pending' then exists (
           select 1 from refunds r join payments py on py.id = r.payment_id
            where r.lottery_id = b.id and r.status in ('pending', 'approved', 'processed', 'failed') and py.status = 'paid'
         ) else false end as refunds_open`;
const FROM = `from base b join products p on p.id = b.product_id left join users u on u.id = b.winner_id`;

interface Row {
  id: number;
  lottery_number: string;
  status: string;
  tab: AdminLotteryTab | null;
  end_date: Date | string;
  draw_drawn_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  sold_tickets: number;
  total_tickets: number;
  ticket_price: number;
  min_participants: number;
  participants_count: number;
  winning_ticket: string | null;
  verification_code: string | null;
  product_id: number;
  product_name: string;
  product_description: string;
  product_price: number;
  images: string[] | null;
  winner_id: number | null;
  winner_first_name: string | null;
  winner_last_name: string | null;
  winner_email: string | null;
  winner_phone: string | null;
  refunds_open: boolean;
  total?: string | number;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which tabs a list query asks for: `tab`, else the spec's status/is_drawn pair, else all three. */
export function tabsFor(q: Pick<AdminLotteryListQuery, 'tab' | 'status' | 'is_drawn'>): AdminLotteryTab[] {
  if (q.tab) return [q.tab];
  if (q.is_drawn === true || q.status === 'completed') return ['history'];
  if (q.is_drawn === false || q.status === 'active') return ['pending', 'active'];
  return [...ADMIN_LOTTERY_TABS];
}

/**
 * The read side of the admin draw screen (spec 3 §2, §3, §7): statistics, the three tabs, one
 * raffle with its participants, its payments. Read-only SQL over the raffle's tickets, payments and
 * buyers; the draw itself is DrawService's.
 */
@Injectable()
export class AdminLotteriesQuery {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.fork().getConnection().execute<T[]>(sql, params);
  }

  async statistics(now = new Date()): Promise<AdminLotteryStatistics> {
    const [row] = await this.run<Record<string, string | number | null>>(
      `${BASE} select count(*) filter (where tab = 'pending') as pending,
              count(*) filter (where tab = 'active') as active,
              count(*) filter (where tab = 'history') as completed,
              coalesce(sum(sold_tickets::bigint * ticket_price) filter (where tab is not null), 0) as revenue,
              coalesce(avg(sold_tickets * 100.0 / total_tickets) filter (where tab is not null), 0) as rate
         from base`,
      [now, now],
    );
    const n = (k: string) => Number(row?.[k] ?? 0);
    return {
      pending_draws: n('pending'),
      active_lotteries: n('active'),
      completed_lotteries: n('completed'),
      total_revenue: n('revenue'),
      average_participation_rate: Math.round(n('rate') * 10) / 10,
    };
  }

  /** Pending draws that can run now (none of their tickets' money is being paid back). */
  async eligibleForDraw(now = new Date()): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      `${BASE}, rows as (${ROW} ${FROM} where b.tab = 'pending') select count(*)::int as n from rows where not refunds_open`,
      [now, now],
    );
    return row?.n ?? 0;
  }

  async list(
    q: AdminLotteryListQuery,
    now = new Date(),
  ): Promise<{ rows: AdminLotteryView[]; total: number; counts: Record<AdminLotteryTab, number> }> {
    const tabs = tabsFor(q);
    const clauses = [`b.tab in (${tabs.map(() => '?').join(', ')})`];
    const params: unknown[] = [now, now, ...tabs];
    if (q.period) {
      clauses.push('coalesce(b.draw_drawn_at, b.end_date) >= ?');
      params.push(new Date(now.getTime() - PERIOD_DAYS[q.period] * DAY));
    }
    if (q.ending_within_hours) {
      clauses.push(`b.tab = 'active' and b.end_date <= ?`);
      params.push(new Date(now.getTime() + q.ending_within_hours * 3_600_000));
    }
    if (q.search) {
      clauses.push(
        `(b.lottery_number ilike ? or p.name ilike ? or u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)`,
      );
      params.push(...Array(4).fill(like(q.search)));
    }
    const order =
      tabs.length === 1 && tabs[0] === 'history'
        ? 'b.draw_drawn_at desc, b.id desc'
        : `array_position(array['pending', 'active', 'history'], b.tab), b.end_date asc, b.id asc`;
    const rows = await this.run<Row>(
      `${BASE} ${ROW}, count(*) over () as total ${FROM} where ${clauses.join(' and ')} order by ${order} limit ? offset ?`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    );
    const total = rows.length ? Number(rows[0]!.total) : await this.count(clauses, params);
    return { rows: rows.map(toView), total, counts: await this.counts(now) };
  }

  private async count(clauses: string[], params: unknown[]): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      `${BASE} select count(*)::int as n ${FROM} where ${clauses.join(' and ')}`,
      params,
    );
    return row?.n ?? 0;
  }

  async counts(now = new Date()): Promise<Record<AdminLotteryTab, number>> {
    const rows = await this.run<{ tab: AdminLotteryTab; n: number }>(
      `${BASE} select tab, count(*)::int as n from base where tab is not null group by tab`,
      [now, now],
    );
    const counts = { pending: 0, active: 0, history: 0 };
    for (const r of rows) counts[r.tab] = r.n;
    return counts;
  }

  /** Dashboard "recent draws" (spec 3 §2): the raffles opened last, whatever became of them. */
  async recent(limit: number, now = new Date()): Promise<AdminLotteryView[]> {
    const rows = await this.run<Row>(
      `${BASE} ${ROW} ${FROM} where b.status <> 'draft' order by b.created_at desc, b.id desc limit ?`,
      [now, now, limit],
    );
    return rows.map(toView);
  }

  async view(id: number, now = new Date()): Promise<AdminLotteryView> {
    const [row] = await this.run<Row>(`${BASE} ${ROW} ${FROM} where b.id = ? and b.status <> 'draft'`, [now, now, id]);
    if (!row) throw new NotFoundError('tickets.errors.lottery_not_found');
    return toView(row);
  }

  /** GET /admin/lotteries/{id}: the raffle and who bought its tickets (searchable, earliest buyers first). */
  async detail(id: number, search?: string): Promise<AdminLotteryDetail> {
    const view = await this.view(id);
    const params: unknown[] = [id];
    let filter = '';
    if (search) {
      filter = `and (u.email ilike ? or u.phone ilike ? or (u.first_name || ' ' || u.last_name) ilike ? or t.owner_id in (
        select owner_id from tickets where lottery_id = ? and ticket_number ilike ?))`;
      params.push(like(search), like(search), like(search), id, like(search));
    }
    const rows = await this.run<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      tickets_count: number;
      total_spent: string | number;
      tickets: { ticket_number: string; status: string; purchased_at: string | null; created_at: string }[];
      total: string | number;
    }>(
      `select u.id, u.first_name, u.last_name, u.email, u.phone, count(*)::int as tickets_count, sum(t.price_paid) as total_spent,
              json_agg(json_build_object('ticket_number', t.ticket_number, 'status', t.status, 'purchased_at', t.purchased_at, 'created_at', t.created_at) order by t.id) as tickets,
              count(*) over () as total
         from tickets t join users u on u.id = t.owner_id
        where t.lottery_id = ? and t.status in ${TAKING_PART} ${filter}
        group by u.id
        order by min(coalesce(t.purchased_at, t.created_at)), u.id
        limit ${ADMIN_LOTTERY_LIMITS.participants}`,
      params,
    );
    const participants: AdminLotteryParticipant[] = rows.map((r) => ({
      user: { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone },
      tickets_count: r.tickets_count,
      total_spent: Number(r.total_spent),
      tickets: r.tickets.map((t) => ({
        ...t,
        purchased_at: t.purchased_at ? iso(t.purchased_at) : null,
        created_at: iso(t.created_at),
      })),
    }));
    return { ...view, participants_list: participants, participants_total: rows.length ? Number(rows[0]!.total) : 0 };
  }

  /** GET /admin/lotteries/{id}/payments: every payment attempt for the raffle's orders, latest first. */
  async payments(id: number): Promise<AdminLotteryPayment[]> {
    await this.view(id);
    const rows = await this.run<{
      id: number;
      reference: string;
      gateway_transaction_id: string | null;
      order_number: string;
      user_id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      quantity: number;
      amount: number;
      status: string;
      method: string;
      paid_at: Date | null;
      created_at: Date;
    }>(
      `select py.id, py.reference, py.gateway_transaction_id, o.order_number, u.id as user_id, u.first_name, u.last_name, u.email, u.phone,
              o.quantity, py.amount, py.status, py.method, py.paid_at, py.created_at
         from payments py join orders o on o.id = py.order_id join users u on u.id = py.user_id
        where o.lottery_id = ?
        order by py.created_at desc, py.id desc
        limit ${ADMIN_LOTTERY_LIMITS.payments}`,
      [id],
    );
    return rows.map((r) => ({
      id: r.id,
      transaction_id: r.reference,
      gateway_transaction_id: r.gateway_transaction_id,
      order_number: r.order_number,
      user: { id: r.user_id, full_name: `${r.first_name} ${r.last_name}`.trim(), email: r.email, phone: r.phone },
      tickets_count: r.quantity,
      amount: r.amount,
      status: r.status,
      payment_method: r.method,
      paid_at: r.paid_at ? iso(r.paid_at) : null,
      created_at: iso(r.created_at),
    }));
  }
}

function specStatus(status: string): AdminLotteryView['status'] {
  if (status === 'open' || status === 'sold_out') return 'active';
  if (status === 'drawn') return 'completed';
  return status as AdminLotteryView['status'];
}

function toView(r: Row): AdminLotteryView {
  const image = r.images?.[0] ?? null;
  const drawn = r.draw_drawn_at !== null;
  return {
    id: r.id,
    lottery_number: r.lottery_number,
    status: specStatus(r.status),
    lottery_status: r.status,
    tab: r.tab,
    is_drawn: drawn,
    end_date: iso(r.end_date),
    draw_date: iso(r.draw_drawn_at ?? r.end_date),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    sold_tickets: r.sold_tickets,
    total_tickets: r.total_tickets,
    ticket_price: r.ticket_price,
    min_participants: r.min_participants,
    participants_count: r.participants_count,
    // spec 3 §9: progress is the rounded percent sold/total
    progress: r.total_tickets > 0 ? Math.round((r.sold_tickets * 100) / r.total_tickets) : 0,
    revenue: r.sold_tickets * r.ticket_price,
    product: {
      id: r.product_id,
      title: r.product_name,
      name: r.product_name,
      description: r.product_description,
      price: r.product_price,
      image_url: image,
      main_image: image,
    },
    winner:
      r.winner_id === null
        ? null
        : {
            id: r.winner_id,
            first_name: r.winner_first_name ?? '',
            last_name: r.winner_last_name ?? '',
            email: r.winner_email ?? '',
            phone: r.winner_phone,
          },
    winning_ticket_number: r.winning_ticket,
    verification_code: r.verification_code,
    proof_url: `/lotteries/${r.id}`,
    draw_blocked: r.refunds_open ? 'refunds_open' : null,
  };
}
