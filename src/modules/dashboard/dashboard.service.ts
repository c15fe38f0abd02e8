import { Injectable } from '@nestjs/common';
import type { Activity, AdminBadges, AdminSearchResults, DashboardStats } from '../../contracts/admin-dashboard.js';
import { SEARCH_LIMIT } from '../../contracts/admin-dashboard.js';
import { AdminCatalogueReads } from '../catalogue/admin-catalogue-reads.js';
import { AdminLotteryReads } from '../lotteries/admin-lottery-reads.js';
import { AdminOrderReads } from '../orders/admin-order-reads.js';
import { AdminRevenueReads } from '../payments/admin-revenue-reads.js';
import { AdminRefundReads } from '../refunds/admin-refund-reads.js';
import { AdminUserReads } from '../users/admin-user-reads.js';

/** Shorter queries search nothing: one character would match half the database. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The back-office dashboard, badges and header search, composed from the reads each module exports
 * (this module owns no table and reads none itself).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly users: AdminUserReads,
    private readonly catalogue: AdminCatalogueReads,
    private readonly lotteries: AdminLotteryReads,
    private readonly orders: AdminOrderReads,
    private readonly payments: AdminRevenueReads,
    private readonly refunds: AdminRefundReads,
  ) {}

  async stats(now = new Date()): Promise<DashboardStats> {
    const [users, products, lotteries, revenue] = await Promise.all([
      this.users.stats(now),
      this.catalogue.stats(now),
      this.lotteries.stats(now),
      this.payments.stats(now),
    ]);
    return { users, products, lotteries, revenue };
  }

  /** The latest events of every kind (registrations, orders, payments, draws, refunds), newest first. */
  async activities(limit: number): Promise<Activity[]> {
    const lists = await Promise.all([
      this.users.recentActivities(limit),
      this.orders.recentActivities(limit),
      this.payments.recentActivities(limit),
      this.lotteries.recentActivities(limit),
      this.refunds.recentActivities(limit),
    ]);
    return lists
      .flat()
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  async badges(): Promise<AdminBadges> {
    const [lotteries, refunds] = await Promise.all([this.lotteries.endingSoonCount(), this.refunds.pendingCount()]);
    return { lotteries, refunds };
  }

  /**
   * `admin` false (agents): only articles and draws, the sections they may open; orders, payments
   * and people sit under the ADMIN role (spec 3 §2).
   */
  async search(q: string, admin = true): Promise<AdminSearchResults> {
    const query = q.trim();
    const none = Promise.resolve([]);
    if (query.length < SEARCH_MIN_LENGTH) return { orders: [], payments: [], users: [], products: [], lotteries: [] };
    const [orders, payments, users, products, lotteries] = await Promise.all([
      admin ? this.orders.search(query, SEARCH_LIMIT) : none,
      admin ? this.payments.search(query, SEARCH_LIMIT) : none,
      admin ? this.users.search(query, SEARCH_LIMIT) : none,
      this.catalogue.search(query, SEARCH_LIMIT),
      this.lotteries.search(query, SEARCH_LIMIT),
    ]);
    return { orders, payments, users, products, lotteries };
  }
}
