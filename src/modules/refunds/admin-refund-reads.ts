import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity } from '../../contracts/admin-dashboard.js';
import { sqlRows } from '../../common/sql-reads.js';

/** What the back-office dashboard and badges read about refunds. */
@Injectable()
export class AdminRefundReads {
  constructor(private readonly em: EntityManager) {}

  /** Spec 3 §2 sidebar badge: refunds waiting for an operator. */
  async pendingCount(): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(this.em, `select count(*) as n from refunds where status = 'pending'`);
    return Number(row?.n ?? 0);
  }

  /** The latest refunds asked for, as dashboard activities. */
  async recentActivities(limit: number): Promise<Activity[]> {
    const rows = await sqlRows<{
      id: number;
      refund_number: string;
      amount: number;
      status: string;
      created_at: Date;
      first_name: string;
      last_name: string;
    }>(
      this.em,
      `select r.id, r.refund_number, r.amount, r.status, r.created_at, u.first_name, u.last_name
         from refunds r join users u on u.id = r.user_id order by r.created_at desc, r.id desc limit ?`,
      [limit],
    );
    return rows.map((r) => ({
      id: `refund-${r.id}`,
      type: 'transaction',
      kind: 'refund',
      title: 'admin_dashboard.activity.refund',
      description: `${r.refund_number} · ${r.first_name} ${r.last_name} · ${Number(r.amount)} FCFA`,
      created_at: new Date(r.created_at).toISOString(),
      url: '/admin/refunds',
    }));
  }
}
