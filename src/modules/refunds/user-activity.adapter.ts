import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCatalogueReads } from '../catalogue/index.js';
import { userTickets } from '../lotteries/index.js';
import { userOrders } from '../orders/index.js';
import { userPayments } from '../payments/index.js';
import { UserActivity, type UserActivityPort } from '../users/index.js';
import { userRefunds } from './refund-queries.js';

/**
 * The back-office user screens' view of an account's commerce, each list read by the module that owns
 * it. Lives here because refunds is the lowest module that sees catalogue, lotteries, orders and payments.
 */
@Injectable()
export class UserActivityAdapter implements UserActivityPort, OnModuleInit {
  readonly tickets: UserActivityPort['tickets'] = userTickets;
  readonly orders: UserActivityPort['orders'] = userOrders;
  readonly payments: UserActivityPort['payments'] = userPayments;
  readonly refunds: UserActivityPort['refunds'] = userRefunds;

  constructor(
    private readonly slot: UserActivity,
    private readonly catalogue: AdminCatalogueReads,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  merchantCounts(merchantIds: number[]): Promise<Map<number, { products: number; sales: number }>> {
    return this.catalogue.merchantCounts(merchantIds);
  }
}
