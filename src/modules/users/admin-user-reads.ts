import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity, SearchHit, StatGroup } from '../../contracts/admin-dashboard.js';
import { containsPattern, growthPercent, monthBounds } from '../../common/growth.js';
import { normalizePhoneStrict } from './phone.js';

/** What the back-office dashboard and header search read about accounts. */
@Injectable()
export class AdminUserReads {
  constructor(private readonly em: EntityManager) {}

  private sql<T extends object>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.em.fork().getConnection().execute<T[]>(query, params);
  }

  /** Accounts, active ones, and the change of active accounts since the end of last month. */
  async stats(now = new Date()): Promise<StatGroup> {
    const { thisMonth } = monthBounds(now);
    const [row] = await this.sql<{ total: string; active: string; before: string }>(
      `select count(*) as total,
              count(*) filter (where status = 'active') as active,
              count(*) filter (where status = 'active' and created_at < ?) as before
         from users`,
      [thisMonth],
    );
    const active = Number(row?.active ?? 0);
    return { total: Number(row?.total ?? 0), active, growth: growthPercent(active, Number(row?.before ?? 0)) };
  }

  /** By name, e-mail or phone; a phone is compared in its normalised (E.164) form, as stored. */
  async search(q: string, limit: number): Promise<SearchHit[]> {
    const phone = normalizePhoneStrict(q);
    // a partial number typed the national way (074…) is stored without its 0 (+24174…)
    const digits = q.replace(/\D/g, '').replace(/^0/, '');
    const rows = await this.sql<{ id: number; first_name: string; last_name: string; email: string; phone: string | null }>(
      `select id, first_name, last_name, email, phone from users
        where (first_name || ' ' || last_name) ilike ? or (last_name || ' ' || first_name) ilike ? or email ilike ?
           or phone = ? or (length(?) >= 5 and phone like ?)
        order by (phone = ?) desc nulls last, id desc limit ?`,
      [containsPattern(q), containsPattern(q), containsPattern(q), phone, digits, containsPattern(digits), phone, limit],
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
    const rows = await this.sql<{ id: number; first_name: string; last_name: string; email: string; created_at: Date }>(
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
