import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  METHOD_OF_OPERATOR,
  OPERATOR_OF_METHOD,
  type InitiatePaymentInput,
  type PaymentInitiation,
  type PaymentListQuery,
  type PaymentStats,
  type PaymentStatus,
  type PaymentStatusView,
  type PaymentView,
  type RetryUssdInput,
} from '../../contracts/payments.js';
import { keyedHash, randomToken, sameHash } from '../../common/crypto/keyed-hash.js';
import { likePattern } from '../catalogue/index.js';
import { normalizePhoneStrict } from '../users/index.js';
import type { User } from '../users/index.js';
import { Order } from '../orders/index.js';
import { OrdersService } from '../orders/index.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type PaymentSystemName,
} from '../../infra/ebilling/payment-gateway.js';
import { Payment } from './payment.entity.js';
import { failPendingPayment, movePayment } from './payment.state.js';
import { paymentStatusView, PaymentEvents } from './payment-events.js';
import { newPaymentReference, nationalMsisdn } from './payment-reference.js';
import { paymentView } from './payment-view.js';
import { PushQuota } from './push-quota.js';
import { PaymentMethodsService } from '../payment-methods/index.js';
import { SettlementService } from './settlement.service.js';
import { pageOf } from '../../contracts/pagination.js';

export const PAYMENT_SYSTEM: Record<'airtel' | 'moov', PaymentSystemName> = {
  airtel: 'airtelmoney',
  moov: 'moovmoney4',
};
/** USSD pushes reach a real phone: a few attempts per order, then the buyer starts a new order. */
const MAX_ATTEMPTS_PER_ORDER = 6;
const MAX_PUSHES_PER_PAYMENT = 3;

/** An order that may still be paid, or the reason why not. */
export function assertPayable(order: Order, now: Date): void {
  if (order.status === 'paid' || order.status === 'shipping' || order.status === 'fulfilled') {
    throw new DomainError(409, 'payments.errors.already_paid', { code: 'ALREADY_PAID' });
  }
  if (
    order.status === 'expired' ||
    (order.status === 'awaiting_payment' && order.expiresAt && order.expiresAt <= now)
  ) {
    throw new DomainError(410, 'payments.errors.order_expired', { code: 'ORDER_EXPIRED' });
  }
  if (order.status !== 'awaiting_payment')
    throw new DomainError(409, 'payments.errors.order_not_payable', { code: 'ORDER_NOT_PAYABLE' });
}

function gatewayFailure(err: unknown): DomainError {
  if (err instanceof GatewayError)
    return new DomainError(err.retryable ? 503 : 502, err.i18nKey, { code: 'gateway_error' });
  return new DomainError(503, 'payments.gateway.unavailable', { code: 'gateway_error' });
}

/** Payment attempts: bill + USSD push for an order awaiting payment, status, retries and the payer's history. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settlement: SettlementService,
    private readonly orders: OrdersService,
    private readonly events: PaymentEvents,
    private readonly pushQuota: PushQuota,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly methods: PaymentMethodsService,
  ) {}

  private tokenHash(token: string): string {
    return keyedHash(this.config, `payment-status:${token}`);
  }

  /** An administrator may switch Airtel Money and Moov Money off (settings, Payments tab): no new push goes out. */
  private async assertMobileMoneyActive(): Promise<void> {
    if (!(await this.methods.mobileMoneyActive()))
      throw new DomainError(409, 'payments.errors.method_inactive', { code: 'METHOD_INACTIVE' });
  }

  /** Opens a bill for the order at the gateway and pushes the USSD prompt to the payer's phone. */
  async initiate(user: User, input: InitiatePaymentInput, ip?: string): Promise<PaymentInitiation> {
    await this.assertMobileMoneyActive();
    const phone = normalizePhoneStrict(input.phone);
    if (!phone)
      throw new DomainError(422, 'errors.validation', { errors: { phone: ['payments.errors.phone_length'] } });
    // a request that could not push anyway (not theirs, paid, expired) spends no quota; checked again under lock below
    assertPayable(await this.resolveOrder(this.em.fork(), user, input), new Date());
    await this.pushQuota.take({ userId: user.id, ip, phone });
    const token = randomToken(24);
    const { payment, order } = await this.em.fork().transactional(async (tx) => {
      const order = await this.resolveOrder(tx, user, input);
      await tx.lock(order, LockMode.PESSIMISTIC_WRITE);
      await tx.refresh(order);
      const now = new Date();
      assertPayable(order, now);
      // a reservation that outlived its raffle's sales (ended, drawn) is not charged; settlement checks again under lock
      if ((await this.orders.paymentWindow(tx, order, false)) !== 'open')
        throw new DomainError(409, 'payments.errors.order_not_payable', { code: 'LOTTERY_CLOSED' });
      const attempts = await tx.count(Payment, { order });
      if (attempts >= MAX_ATTEMPTS_PER_ORDER)
        throw new DomainError(429, 'payments.errors.too_many_attempts', { code: 'TOO_MANY_ATTEMPTS' });
      // the payer needs the whole confirmation window: a late attempt extends the reservation a little
      const minEnd = new Date(now.getTime() + 2 * this.config.paymentWindowSeconds * 1000);
      const method = METHOD_OF_OPERATOR[input.operator];
      this.orders.recordPaymentMethod(order, method, minEnd);
      const payment = tx.create(Payment, {
        reference: newPaymentReference(now),
        order,
        user,
        // the part set aside from the buyer's Mbolo balance is not billed
        amount: order.totalAmount - order.walletShare,
        method,
        status: 'pending',
        phone,
        gateway: this.gateway.name,
        statusTokenHash: this.tokenHash(token),
        expiresAt: order.expiresAt ?? minEnd,
      });
      return { payment, order };
    });

    const msisdn = nationalMsisdn(phone);
    try {
      const minutes = Math.max(1, Math.ceil((payment.expiresAt.getTime() - Date.now()) / 60_000));
      const { billId } = await this.gateway.createBill({
        payerMsisdn: msisdn,
        payerEmail: user.email,
        payerName: user.fullName(),
        amount: payment.amount,
        shortDescription: translator('fr')('payments.bill_description', { order: order.orderNumber }).slice(0, 100),
        externalReference: payment.reference,
        expiryPeriodMinutes: minutes,
      });
      await this.em.fork().nativeUpdate(Payment, { id: payment.id }, { billId });
      payment.billId = billId;
      await this.gateway.pushUssd(billId, PAYMENT_SYSTEM[input.operator], msisdn);
      await this.em.fork().nativeUpdate(Payment, { id: payment.id }, { pushCount: 1 });
    } catch (err) {
      this.logger.warn(
        { err: err instanceof Error ? err.message : err, payment: payment.reference },
        'Payment initiation failed at the gateway',
      );
      const reason = err instanceof GatewayError ? err.i18nKey : 'payments.gateway.unavailable';
      await failPendingPayment(this.em.fork(), payment.id, reason);
      throw gatewayFailure(err);
    }
    return {
      bill_id: payment.billId!,
      reference: payment.reference,
      amount: payment.amount,
      transaction_id: payment.reference,
      order_number: order.orderNumber,
      status_token: token,
      expires_at: payment.expiresAt.toISOString(),
    };
  }

  private async resolveOrder(tx: EntityManager, user: User, input: InitiatePaymentInput): Promise<Order> {
    let order: Order | null = null;
    if (input.order_number) {
      order = await tx.findOne(Order, { orderNumber: input.order_number.trim().toUpperCase() }, { populate: ['user'] });
    } else if (input.transaction_id) {
      const previous = await tx.findOne(
        Payment,
        { reference: input.transaction_id.trim().toUpperCase() },
        { populate: ['order', 'order.user'] },
      );
      order = previous?.order ?? null;
    }
    if (!order) throw new DomainError(404, 'orders.errors.not_found', { code: 'ORDER_NOT_FOUND' });
    if (order.user.id !== user.id) throw new DomainError(403, 'orders.errors.forbidden', { code: 'FORBIDDEN' });
    return order;
  }

  /** The payer (signed in) or whoever holds the status token may follow a bill; others learn nothing. */
  async canWatch(billId: string, userId: number | null, token: string): Promise<boolean> {
    const payment = await this.em
      .fork()
      .findOne(Payment, { billId }, { fields: ['id', 'user', 'statusTokenHash'] as never });
    if (!payment) return false;
    if (userId !== null && payment.user.id === userId) return true;
    return token.length > 0 && sameHash(payment.statusTokenHash, this.tokenHash(token));
  }

  private async watchable(billId: string, user: User | undefined, token: string | undefined): Promise<Payment> {
    const payment = await this.em.fork().findOne(Payment, { billId }, { populate: ['order', 'statusTokenHash'] });
    const allowed =
      payment &&
      ((user && payment.user.id === user.id) || (token && sameHash(payment.statusTokenHash, this.tokenHash(token))));
    if (!payment || !allowed) throw new DomainError(404, 'payments.errors.not_found');
    return payment;
  }

  /** Status for the confirmation page; a pending bill not heard of lately is re-queried at the gateway. */
  async status(
    billId: string,
    user: User | undefined,
    token: string | undefined,
  ): Promise<PaymentStatusView & { window_seconds: number }> {
    let payment = await this.watchable(billId, user, token);
    const stale = !payment.lastCheckedAt || Date.now() - payment.lastCheckedAt.getTime() > 5_000;
    if (payment.status === 'pending' && stale) {
      await this.settlement
        .settleBill(billId)
        .catch((err) =>
          this.logger.warn({ err: err instanceof Error ? err.message : err, billId }, 'Status re-query failed'),
        );
      payment = await this.watchable(billId, user, token);
    }
    const view = paymentStatusView(payment, payment.order);
    return { ...view, window_seconds: this.config.paymentWindowSeconds };
  }

  /** Sends the USSD prompt again for a bill still waiting (spec 2 §2.3 'Relancer le push USSD'). */
  async retryUssd(
    input: RetryUssdInput,
    user: User | undefined,
    ip?: string,
  ): Promise<{ window_seconds: number; expires_at: string }> {
    const payment = await this.watchable(input.bill_id, user, input.token);
    const order = payment.order;
    await this.assertMobileMoneyActive();
    if (payment.status !== 'pending' || order.status !== 'awaiting_payment') {
      throw new DomainError(409, 'payments.errors.cannot_retry_push', { code: 'NOT_PENDING' });
    }
    if (order.expiresAt && order.expiresAt <= new Date())
      throw new DomainError(410, 'payments.errors.order_expired', { code: 'ORDER_EXPIRED' });
    if (payment.pushCount >= MAX_PUSHES_PER_PAYMENT)
      throw new DomainError(429, 'payments.errors.too_many_pushes', { code: 'TOO_MANY_PUSHES' });
    // a re-send counts on the payer's account even when asked by status token
    await this.pushQuota.take({ userId: payment.user.id, ip, phone: payment.phone });
    // the push is counted before it is sent, atomically, so simultaneous retries cannot exceed the cap
    const counted = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `update payments set push_count = push_count + 1, updated_at = now() where id = ? and push_count < ? returning id`,
        [payment.id, MAX_PUSHES_PER_PAYMENT],
      );
    if (!counted.length) throw new DomainError(429, 'payments.errors.too_many_pushes', { code: 'TOO_MANY_PUSHES' });
    if (payment.method === 'wallet')
      throw new DomainError(409, 'payments.errors.cannot_retry_push', { code: 'NOT_PENDING' });
    const operator = OPERATOR_OF_METHOD[payment.method];
    try {
      await this.gateway.pushUssd(payment.billId!, PAYMENT_SYSTEM[operator], nationalMsisdn(payment.phone));
    } catch (err) {
      throw gatewayFailure(err);
    }
    return { window_seconds: this.config.paymentWindowSeconds, expires_at: payment.expiresAt.toISOString() };
  }

  async list(user: User, query: PaymentListQuery, locale: Locale) {
    const em = this.em.fork();
    const where: FilterQuery<Payment> = { user };
    if (query.status) where.status = query.status;
    if (query.method) where.method = query.method;
    if (query.search) {
      const like = likePattern(query.search);
      where.$or = [
        { reference: { $ilike: like } },
        { order: { orderNumber: { $ilike: like } } },
        { order: { product: { name: { $ilike: like } } } },
      ];
    }
    const [rows, total] = await em.findAndCount(Payment, where, {
      populate: ['order', 'order.product', 'order.user'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const t = translator(locale);
    return {
      data: rows.map((p) => paymentView(p, p.order, t)),
      pagination: pageOf(total, query.page, query.per_page),
    };
  }

  async stats(user: User): Promise<PaymentStats> {
    const [row] = await this.em.getConnection().execute<Record<string, string>[]>(
      `select count(*) filter (where status = 'paid') as successful_payments,
              count(*) filter (where status = 'pending') as pending_payments,
              count(*) filter (where status in ('failed', 'expired', 'cancelled')) as failed_payments,
              coalesce(sum(amount) filter (where status = 'paid'), 0) as total_amount
       from payments where user_id = ?`,
      [user.id],
    );
    return {
      successful_payments: Number(row?.successful_payments ?? 0),
      pending_payments: Number(row?.pending_payments ?? 0),
      failed_payments: Number(row?.failed_payments ?? 0),
      total_amount: Number(row?.total_amount ?? 0),
    };
  }

  async get(user: User, id: number, locale: Locale): Promise<PaymentView> {
    const payment = await this.em
      .fork()
      .findOne(Payment, { id, user }, { populate: ['order', 'order.product', 'order.user'] });
    if (!payment) throw new DomainError(404, 'payments.errors.not_found');
    return paymentView(payment, payment.order, translator(locale));
  }

  /** Spec 2 §7 GET /transactions: the payer's payments read as transactions (refund requests pick from these). */
  async transactions(user: User, status: string | undefined, limit: number) {
    const where: FilterQuery<Payment> = { user };
    if (status === 'completed') where.status = 'paid';
    else if (status === 'pending') where.status = 'pending';
    else if (status === 'failed') where.status = { $in: ['failed', 'expired', 'cancelled'] };
    const rows = await this.em.fork().find(Payment, where, {
      populate: ['order', 'order.product', 'order.lottery'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
    });
    return rows.map((p) => ({
      id: p.id,
      transaction_id: p.reference,
      reference: p.reference,
      amount: p.amount,
      status: p.status === 'paid' ? 'completed' : p.status,
      type: p.order.type === 'lottery' ? 'ticket_purchase' : 'direct_purchase',
      description: p.order.product.name,
      order_number: p.order.orderNumber,
      product: { id: p.order.product.id, name: p.order.product.name },
      lottery: p.order.lottery ? { id: p.order.lottery.id, lottery_number: p.order.lottery.lotteryNumber } : null,
      quantity: p.order.quantity,
      has_refund: false,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    }));
  }

  /** Tells watchers a payment ended without the gateway (expiry of its order). */
  notify(payment: Payment, order: Order): void {
    this.events.statusChanged(payment, order);
  }

  /**
   * A refund paid this payment's money back, inside the refund's transaction `tx`: the payment's row
   * is locked and the payment refunded. Returns the status it left (`paid` when it was its order's
   * payment, `cancelled` when it was money the order no longer waited for).
   */
  async markRefunded(tx: EntityManager, paymentId: number): Promise<PaymentStatus> {
    const payment = await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return movePayment(payment, 'refunded');
  }
}
