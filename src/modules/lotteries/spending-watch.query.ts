import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BUYER_PROTECTION,
  type SpendingWatchQuery as WatchQuery,
  type SpendingWatchRowDto,
} from '../../contracts/buyer-protection.js';
import { SettingsService } from '../settings/index.js';
import { MONTH_SPENT_FILTER } from './buyer-limits.service.js';

interface Row {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  spent: string | number;
  cap: number | null;
  excluded_until: Date | null;
  total: string | number;
}

/**
 * GET /admin/lotteries/spending-watch: buyers who spent this month at least 80 % of their effective cap
 * on raffle tickets, and self-excluded buyers; the nearest to their cap first.
 */
@Injectable()
export class SpendingWatchQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async list(q: WatchQuery): Promise<{ rows: SpendingWatchRowDto[]; total: number }> {
    const platform = await this.settings.get('lottery_monthly_spending_cap');
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `with spent as (
         select o.user_id, sum(o.total_amount) as spent from orders o where ${MONTH_SPENT_FILTER} group by o.user_id),
       cand as (
         select user_id from spent union select user_id from buyer_limits where excluded_until > now()),
       watch as (
         select u.id as user_id, u.first_name, u.last_name, u.email, coalesce(s.spent, 0) as spent,
           case when bl.excluded_until > now() then bl.excluded_until end as excluded_until,
           case when ?::int > 0 and p.personal is not null then least(?::int, p.personal)
                when ?::int > 0 then ?::int else p.personal end as cap
         from cand c join users u on u.id = c.user_id
         left join spent s on s.user_id = c.user_id
         left join buyer_limits bl on bl.user_id = c.user_id
         cross join lateral (select case when bl.pending_cap is not null and bl.pending_from <= now()
                                         then bl.pending_cap else bl.monthly_cap end as personal) p)
       select *, count(*) over () as total from watch
        where excluded_until is not null or (cap is not null and spent >= cap * ?::numeric)
        order by coalesce(spent::numeric / nullif(cap, 0), 0) desc, user_id
        limit ? offset ?`,
        [platform, platform, platform, platform, BUYER_PROTECTION.watchShare, q.per_page, (q.page - 1) * q.per_page],
      );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => {
        const spent = Number(r.spent);
        return {
          user_id: r.user_id,
          name: `${r.first_name} ${r.last_name}`.trim(),
          email: r.email,
          spent_this_month: spent,
          effective_cap: r.cap,
          share: r.cap ? Math.round((spent / r.cap) * 100) : null,
          excluded_until: r.excluded_until ? new Date(r.excluded_until).toISOString() : null,
        };
      }),
    };
  }
}
