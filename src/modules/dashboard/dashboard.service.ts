import { Injectable } from '@nestjs/common';
import type {
  Activity,
  ActivityKind,
  AdminBadges,
  AdminSearchResults,
  DashboardStats,
} from '../../contracts/admin-dashboard.js';
import { ACTIVITY_KINDS, SEARCH_LIMIT, type SearchGroup, type SearchHit } from '../../contracts/admin-dashboard.js';
import type { PrivilegeKey } from '../../contracts/privileges.js';
import { AdminCatalogueReads } from '../catalogue/index.js';
import { AdminLotteryReads } from '../lotteries/index.js';
import { AdminOrderReads } from '../orders/index.js';
import { AdminRevenueReads } from '../payments/index.js';
import { AdminRefundReads } from '../refunds/index.js';
import { AdminRefundsService } from '../refunds/index.js';
import { AdminUserReads } from '../users/index.js';

/** Shorter queries search nothing: one character would match half the database. */
export const SEARCH_MIN_LENGTH = 2;

const NO_HITS: AdminSearchResults = { orders: [], payments: [], users: [], products: [], lotteries: [] };
/** Each section of the search is the data of one back-office screen: filled only for holders of its privilege. */
const SEARCH_PRIVILEGES: Record<SearchGroup, PrivilegeKey> = {
  orders: 'orders.view',
  payments: 'payments.view',
  users: 'users.view',
  products: 'products.view',
  lotteries: 'lotteries.view',
};

/** Where each kind of activity comes from: its newest events, and how many there are. */
interface ActivitySource {
  recent(limit: number): Promise<Activity[]>;
  count(): Promise<number>;
}

const KIND_RANK = new Map<string, number>(ACTIVITY_KINDS.map((k, i) => [k, i]));
const rowId = (a: Activity) => Number(a.id.slice(a.id.lastIndexOf('-') + 1)) || 0;
/** Newest first; ties in the same order as each source's query (kind, then id descending), so pages never overlap. */
const newestFirst = (a: Activity, b: Activity) =>
  b.created_at.localeCompare(a.created_at) ||
  (KIND_RANK.get(a.kind) ?? 0) - (KIND_RANK.get(b.kind) ?? 0) ||
  rowId(b) - rowId(a);

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
    private readonly refundsAdmin: AdminRefundsService,
  ) {}

  private readonly sources: Record<ActivityKind, ActivitySource> = {
    registration: {
      recent: (n) => this.users.recentActivities(n),
      count: async () => (await this.users.stats()).total,
    },
    order: { recent: (n) => this.orders.recentActivities(n), count: () => this.orders.activityCount() },
    payment: { recent: (n) => this.payments.recentActivities(n), count: () => this.payments.activityCount() },
    draw: { recent: (n) => this.lotteries.recentActivities(n), count: () => this.lotteries.activityCount() },
    refund: {
      recent: (n) => this.refunds.recentActivities(n),
      count: async () => (await this.refundsAdmin.stats()).total_refunds,
    },
  };

  async stats(now = new Date()): Promise<DashboardStats> {
    const [users, products, lotteries, revenue] = await Promise.all([
      this.users.stats(now),
      this.catalogue.stats(now),
      this.lotteries.stats(now),
      this.payments.stats(now),
    ]);
    return { users, products, lotteries, revenue };
  }

  /** The latest events of every kind (registrations, orders, payments, draws, refunds) or of some, newest first. */
  async activities(limit: number, kinds: readonly ActivityKind[] = ACTIVITY_KINDS): Promise<Activity[]> {
    const lists = await Promise.all(kinds.map((k) => this.sources[k].recent(limit)));
    return lists.flat().sort(newestFirst).slice(0, limit);
  }

  async badges(): Promise<AdminBadges> {
    const [lotteries, refunds] = await Promise.all([this.lotteries.endingSoonCount(), this.refunds.pendingCount()]);
    return { lotteries, refunds };
  }

  /**
   * Every hit leads to a back-office screen (orders, payments, people, articles, draws), so each
   * section is searched only when `held` has the privilege that screen and its API ask.
   */
  async search(q: string, held: ReadonlySet<PrivilegeKey>): Promise<AdminSearchResults> {
    const query = q.trim();
    if (query.length < SEARCH_MIN_LENGTH) return { ...NO_HITS };
    const section = (group: SearchGroup, run: () => Promise<SearchHit[]>) =>
      held.has(SEARCH_PRIVILEGES[group]) ? run() : Promise.resolve([]);
    const [orders, payments, users, products, lotteries] = await Promise.all([
      section('orders', () => this.orders.search(query, SEARCH_LIMIT)),
      section('payments', () => this.payments.search(query, SEARCH_LIMIT)),
      section('users', () => this.users.search(query, SEARCH_LIMIT)),
      section('products', () => this.catalogue.search(query, SEARCH_LIMIT)),
      section('lotteries', () => this.lotteries.search(query, SEARCH_LIMIT)),
    ]);
    return { orders, payments, users, products, lotteries };
  }
}
