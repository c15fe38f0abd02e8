import { Migration } from '@mikro-orm/migrations';

/**
 * A flash sale's batch of reservations as one statement the server runs on its own (no transaction block
 * around it: one round trip instead of four). Every buyer's advisory lock is taken first, in the order of
 * `p_users` (sorted by the caller), then reserve_tickets runs for each call in the order of `i`, seeing what
 * the earlier calls wrote. Any error rolls the whole statement back.
 */
const RESERVE_TICKETS_BATCH = `create function "reserve_tickets_batch"(
  p_users int[], p_calls json, p_max_orders int, p_cap_share numeric, p_cap_min int, p_lock_class int)
returns table (i int, r_outcome text, r_order_id int, r_remaining int, r_cap int, r_held int,
               r_spend_cap int, r_spent int, r_excluded_until timestamptz)
language plpgsql as $$
declare
  c record;
  buyer int;
begin
  foreach buyer in array p_users loop
    perform pg_advisory_xact_lock(p_lock_class, buyer);
  end loop;
  for c in
    select x.* from json_to_recordset(p_calls) as x(i int, u int, l int, q int, a int, p text, n text, e timestamptz, s int)
    order by x.i
  loop
    i := c.i;
    select r.r_outcome, r.r_order_id, r.r_remaining, r.r_cap, r.r_held, r.r_spend_cap, r.r_spent, r.r_excluded_until
      into r_outcome, r_order_id, r_remaining, r_cap, r_held, r_spend_cap, r_spent, r_excluded_until
      from reserve_tickets(c.u, c.l, c.q, c.a, c.p, c.n, c.e, p_max_orders, p_cap_share, p_cap_min, p_lock_class, c.s) r;
    return next;
  end loop;
end $$;`;

export class Migration20261127180001_ReserveTicketsBatch extends Migration {
  override name = 'Migration20261127180001_ReserveTicketsBatch';

  override up(): void | Promise<void> {
    this.addSql(RESERVE_TICKETS_BATCH);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "reserve_tickets_batch"(int[], json, int, numeric, int, int);`);
  }
}
