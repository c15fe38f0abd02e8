import { Migration } from '@mikro-orm/migrations';

/**
 * A raffle ticket purchase as one statement (LotteriesService.purchase): the checks, the buyer's quotas
 * under a per-buyer advisory lock, the conditional reservation on the raffle's row and the order with
 * its numbered tickets, in one round trip and one implicit transaction. The raffle's row, which every
 * buyer queues on, is taken after every check and held only while the order and tickets are inserted
 * and the transaction commits; a refusal writes nothing. The quotas come from the caller (orders'
 * reservation-quota.ts); each statement reads afresh, so the count after the lock sees every
 * reservation of this buyer committed before it.
 */
export const RESERVE_TICKETS = `create function "reserve_tickets"(
  p_user int, p_lottery int, p_quantity int, p_amount int, p_phone text, p_order_number text, p_expires timestamptz,
  p_max_orders int, p_cap_share numeric, p_cap_min int, p_lock_class int,
  out r_outcome text, out r_order_id int, out r_remaining int, out r_cap int, out r_held int)
language plpgsql as $$
declare
  l record;
  f record;
  open_orders int;
  seq int;
begin
  select lo.status, lo.end_date, lo.ticket_price, lo.total_tickets, lo.sold_tickets, lo.lottery_number, lo.product_id, pr.merchant_id
    into l from lotteries lo join products pr on pr.id = lo.product_id where lo.id = p_lottery;
  if not found or l.status = 'draft' then r_outcome := 'not_found'; return; end if;
  if l.merchant_id = p_user then r_outcome := 'own_lottery'; return; end if;
  if l.status <> 'open' or l.end_date <= now() then
    r_outcome := case when l.status = 'sold_out' or l.sold_tickets >= l.total_tickets then 'sold_out' else 'closed' end;
    return;
  end if;
  if p_amount <> p_quantity * l.ticket_price then r_outcome := 'amount_mismatch'; return; end if;

  perform pg_advisory_xact_lock(p_lock_class, p_user);
  select count(*)::int, coalesce(sum(o.quantity) filter (where o.lottery_id = p_lottery), 0)::int into open_orders, r_held
    from orders o where o.user_id = p_user and o.status = 'awaiting_payment' and (o.expires_at is null or o.expires_at > now());
  if open_orders >= p_max_orders then r_outcome := 'too_many_open_orders'; return; end if;
  r_cap := greatest(p_cap_min, floor(l.total_tickets * p_cap_share)::int);
  if r_held + p_quantity > r_cap then r_outcome := 'holding_limit'; return; end if;

  update lotteries set reserved_tickets = reserved_tickets + p_quantity, ticket_seq = ticket_seq + p_quantity, updated_at = now()
   where id = p_lottery and status = 'open' and end_date > now() and ticket_price = l.ticket_price
     and sold_tickets + reserved_tickets + p_quantity <= total_tickets
  returning ticket_seq into seq;
  if not found then
    select (status = 'open' and end_date > now()) as open, ticket_price, total_tickets - sold_tickets - reserved_tickets as left
      into f from lotteries where id = p_lottery;
    r_remaining := greatest(f.left, 0);
    r_outcome := case
      when not f.open then 'closed'
      when f.ticket_price <> l.ticket_price then 'price_changed'
      when f.left <= 0 then 'sold_out'
      else 'not_enough' end;
    return;
  end if;

  insert into orders (order_number, user_id, type, status, product_id, lottery_id, quantity, unit_price, total_amount, phone, expires_at, created_at, updated_at)
  values (p_order_number, p_user, 'lottery', 'awaiting_payment', l.product_id, p_lottery, p_quantity, l.ticket_price, p_amount, p_phone, p_expires, now(), now())
  returning id into r_order_id;
  insert into tickets (lottery_id, ticket_number, owner_id, order_id, status, price_paid, created_at)
  select p_lottery, l.lottery_number || '-' || lpad(n::text, greatest(4, length(n::text)), '0'), p_user, r_order_id, 'reserved', l.ticket_price, now()
    from generate_series(seq - p_quantity + 1, seq) as n;
  r_outcome := 'reserved';
end $$;`;

export class Migration20261127010002_ReserveTickets extends Migration {

  override name = 'Migration20261127010002_ReserveTickets';

  override up(): void | Promise<void> {
    this.addSql(RESERVE_TICKETS);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "reserve_tickets"(int, int, int, int, text, text, timestamptz, int, numeric, int, int);`);
  }
}
