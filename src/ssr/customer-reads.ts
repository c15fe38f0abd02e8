import type { EntityManager } from '@mikro-orm/postgresql';
import { envelope, paged } from '../common/http/envelope.js';
import { translator, type Locale } from '../common/i18n/server-i18n.js';
import type {
  OrderDetailView,
  OrderListPagination,
  OrderListQuery,
  OrderStats,
  OrderSummaryView,
} from '../contracts/orders.js';
import type { PaymentListQuery, PaymentStats, PaymentView } from '../contracts/payments.js';
import type { RefundListQuery, RefundStats, RefundView } from '../contracts/refunds.js';
import type { OrdersService } from '../modules/orders/index.js';
import type { PaymentsService } from '../modules/payments/index.js';
import { localizeRefund } from '../modules/refunds/index.js';
import type { RefundsService } from '../modules/refunds/index.js';
import { User } from '../modules/users/index.js';

/** The API's answers, envelope included (the same helpers as its interceptor): +data hands them to useLiveData, which later fetches the same. */
export interface Answer<T> {
  success: boolean;
  data: T;
}
export interface Paged<T> extends Answer<T[]> {
  pagination: OrderListPagination;
}

/**
 * The customer area's reads for pages' +data (spec 2 §2.2): the services the API controllers call,
 * answering exactly what GET /api/orders, /payments and /refunds answer. Always the signed-in
 * user's own id (the customer guard ran); another user's order still answers 403 as in the API.
 */
export class CustomerReads {
  constructor(
    private readonly em: EntityManager,
    private readonly ordersService: OrdersService,
    private readonly paymentsService: PaymentsService,
    private readonly refundsService: RefundsService,
  ) {}

  /** The services compare and filter by the user's id only: a reference is enough. */
  private user(userId: number): User {
    return this.em.fork().getReference(User, userId);
  }

  async orders(userId: number, query: OrderListQuery): Promise<Paged<OrderSummaryView>> {
    const { data, pagination } = await this.ordersService.list(this.user(userId), query);
    return paged(data, pagination);
  }

  async orderStats(userId: number): Promise<Answer<OrderStats>> {
    return envelope(await this.ordersService.stats(this.user(userId)));
  }

  async order(userId: number, orderNumber: string, locale: Locale): Promise<Answer<OrderDetailView>> {
    return envelope(await this.ordersService.detail(this.user(userId), orderNumber, locale));
  }

  async payments(userId: number, query: PaymentListQuery, locale: Locale): Promise<Paged<PaymentView>> {
    const { data, pagination } = await this.paymentsService.list(this.user(userId), query, locale);
    return paged(data, pagination);
  }

  async paymentStats(userId: number): Promise<Answer<PaymentStats>> {
    return envelope(await this.paymentsService.stats(this.user(userId)));
  }

  async payment(userId: number, id: number, locale: Locale): Promise<Answer<PaymentView>> {
    return envelope(await this.paymentsService.get(this.user(userId), id, locale));
  }

  async refunds(
    userId: number,
    query: RefundListQuery,
    locale: Locale,
  ): Promise<Answer<{ refunds: RefundView[]; stats: RefundStats }>> {
    const t = translator(locale);
    const { refunds, stats } = await this.refundsService.list(this.user(userId), query);
    return envelope({ refunds: refunds.map((r) => localizeRefund(r, t)), stats });
  }
}
