import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity, SearchHit, StatGroup } from '../../contracts/admin-dashboard.js';
import { containsPattern } from '../../common/growth.js';
import { activeRowStats, sqlRows } from '../../common/sql-reads.js';
import { normalizePhoneStrict } from './phone.js';

/** What the back-office dashboard and header search read about accounts. */
@Injectable()
export class AdminUserReads {
  constructor(private readonly em: EntityManager) {}

  /** Accounts, active ones, and the change of active accounts since the end of last month. */
  stats(now = new Date()): Promise<StatGroup> {
    return activeRowStats(this.em, 'users', now);
  }

  /** By name, e-mail or phone; a phone is compared in its normalised (E.164) form, as stored. */
  async search(q: string, limit: number): Promise<SearchHit[]> {
    const phone = normalizePhoneStrict(q);
    // a partial number typed the national way (074…) is stored without its 0 (+24174…)
    const digits = q.replace(/\D/g, '').replace(/^0/, '');
    const rows = await sqlRows<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
    }>(
      this.em,
      `select id, first_name, last_name, email, phone from users
        where (first_name || ' ' || last_name) ilike ? or (last_name || ' ' || first_name) ilike ? or email ilike ?
           or phone = ? or (length(?) >= 5 and phone like ?)
        order by (phone = ?) desc nulls last, id desc limit ?`,
      [
        containsPattern(q),
        containsPattern(q),
        containsPattern(q),
        phone,
        digits,
        containsPattern(digits),
        phone,
        limit,
      ],
    );
    return rows.map((u) => ({
      id: Number(u.id),
      label: `${u.first_name} ${u.last_name}`.trim(),
      detail: [u.email, u.phone].filter(Boolean).join(' · '),
      url: `/admin/users?search=${encodeURIComponent(u.email)}`,
    }));
  }

  /** The latest registrations, as dashboard activities. */
  async recentActivities(limit: number): Promise<Activity[]> {
    const rows = await sqlRows<{ id: number; first_name: string; last_name: string; email: string; created_at: Date }>(
      this.em,
      `select id, first_name, last_name, email, created_at from users order by created_at desc, id desc limit ?`,
      [limit],
    );
    return rows.map((u) => ({
      id: `user-${u.id}`,
      type: 'user',
      kind: 'registration',
      title: 'admin_dashboard.activity.registration',
      description: `${u.first_name} ${u.last_name} · ${u.email}`,
      created_at: new Date(u.created_at).toISOString(),
      url: null,
    }));
  }
}
