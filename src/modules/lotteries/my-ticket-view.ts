import { CUSTOMER_LIMITS, type MyTicketDto } from '../../contracts/customer.js';

const DAY = 86_400_000;

/** One ticket with what its owner sees of its order, lottery, product and draw (the seed stays out). */
export interface TicketRow {
  id: number;
  ticket_number: string;
  status: string;
  price_paid: number;
  purchased_at: Date | string | null;
  created_at: Date | string;
  claimed_at: Date | string | null;
  order_id: number;
  order_number: string;
  lottery_id: number;
  lottery_number: string;
  lottery_status: string;
  end_date: Date | string;
  lottery_drawn_at: Date | string | null;
  total_tickets: number;
  sold_tickets: number;
  seed_commitment: string | null;
  product_id: number;
  product_name: string;
  images: string[] | null;
  winning_ticket: string | null;
  verification_code: string | null;
  draw_drawn_at: Date | string | null;
  total?: string | number;
}

/** `extra` adds computed columns (the row count for paging). */
export const ticketSelect = (
  extra = '',
) => `select t.id, t.ticket_number, t.status, t.price_paid, t.purchased_at, t.created_at, t.claimed_at,
  o.id as order_id, o.order_number,
  l.id as lottery_id, l.lottery_number, l.status as lottery_status, l.end_date, l.drawn_at as lottery_drawn_at,
  l.total_tickets, l.sold_tickets, l.seed_commitment,
  p.id as product_id, p.name as product_name, p.images,
  d.winning_ticket, d.verification_code, d.drawn_at as draw_drawn_at${extra}
  from tickets t
  join orders o on o.id = t.order_id
  join lotteries l on l.id = t.lottery_id
  join products p on p.id = l.product_id
  left join draws d on d.lottery_id = l.id`;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** When the draw happened (the proof's time first), or null before it. */
export function drawnAt(row: Pick<TicketRow, 'draw_drawn_at' | 'lottery_drawn_at'>): Date | null {
  const d = row.draw_drawn_at ?? row.lottery_drawn_at;
  return d ? new Date(d) : null;
}

/** The last moment a won prize can be claimed: 30 days after the draw (spec 2 §9). */
export function claimDeadline(drawn: Date): Date {
  return new Date(drawn.getTime() + CUSTOMER_LIMITS.claimDays * DAY);
}

export function ticketDto(row: TicketRow, now = new Date()): MyTicketDto {
  const drawn = drawnAt(row);
  const won = row.status === 'won';
  const deadline = won && drawn ? claimDeadline(drawn) : null;
  const image = Array.isArray(row.images) ? (row.images.find((i) => typeof i === 'string' && i) ?? null) : null;
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    status: row.status,
    price_paid: row.price_paid,
    price: row.price_paid,
    purchased_at: iso(row.purchased_at),
    created_at: iso(row.created_at)!,
    order_number: row.order_number,
    is_winner: won,
    prize_claimed: !!row.claimed_at,
    claimed_at: iso(row.claimed_at),
    can_claim: won && !row.claimed_at && !!deadline && deadline > now,
    claim_deadline: iso(deadline),
    winning_number: row.winning_ticket,
    lottery: {
      id: row.lottery_id,
      lottery_number: row.lottery_number,
      status: row.lottery_status,
      draw_date: (iso(drawn) ?? iso(row.end_date))!,
      drawn_at: iso(drawn),
      total_tickets: row.total_tickets,
      sold_tickets: row.sold_tickets,
      winning_ticket_number: row.winning_ticket,
      verification_code: row.verification_code,
    },
    product: { id: row.product_id, name: row.product_name, title: row.product_name, image_url: image },
  };
}
