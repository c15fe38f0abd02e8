import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { MANUAL_REFUND_METHODS, type ManualRefundMethod, type RefundStatus } from '../../contracts/refunds.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { Order } from '../orders/index.js';
import { OrdersService } from '../orders/index.js';
import { GatewayError, type PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import { nationalMsisdn } from '../payments/index.js';
import { Payment } from '../payments/index.js';
import { PaymentsService } from '../payments/index.js';
import {
  PAYOUT_GATEWAY,
  type PayoutGateway,
  type PayoutInput,
  type PayoutResult,
} from '../../infra/shap/payout-gateway.js';
import {
  eachDueAttempt,
  RECHECK_AFTER_MS,
  recheckLostAttempt,
  requeryAttempt,
} from '../../infra/shap/payout-requery.js';
import { Refund } from './refund.entity.js';
import { PROCESSABLE_STATUSES, processingRefusal } from './refund-rules.js';
import { transitionRefund } from './refund.state.js';
import { RefundsLedgerAdapter } from './refunds-ledger.adapter.js';

const E = (k: string) => `refunds.errors.${k}`;
const SYSTEM_OF_METHOD: Record<string, PaymentSystemName> = { airtel_money: 'airtelmoney', moov_money: 'moovmoney4' };
export { NOT_FOUND_TRUSTED_AFTER_MS } from '../../infra/shap/payout-requery.js';
const MANUALLY_COMPLETABLE: readonly RefundStatus[] = ['pending', 'approved', 'failed'];

/**
 * Sends refunds' money back and records the outcome, exactly once per refund: the refund row is
 * locked while a payout attempt is recorded (its own reference, committed before the call), the
 * payout service refuses a reference twice, and an outcome only counts for the attempt it answers.
 * A call whose outcome is unknown (timeout, 5xx, an answer we cannot read) leaves the refund
 * `processed` for `reconcile` to ask, for as long as it takes: a payout goes again under a new
 * reference only after SHAP said it failed, or said it never received it.
 */
@Injectable()
export class RefundPayoutsService {
  private readonly logger = new Logger(RefundPayoutsService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly bus: EventBus,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly ledger: RefundsLedgerAdapter,
  ) {}

  /**
   * Approves and sends one refund; returns its status afterwards. Mobile money goes out as a payout;
   * a bank transfer or cash refund stops at approved, for an administrator to pay and complete.
   */
  async process(refundId: number, opts: { auto: boolean }): Promise<RefundStatus | null> {
    const now = new Date();
    const started = await this.em.fork().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, refundId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund) return null;
      if (!PROCESSABLE_STATUSES.includes(refund.status)) return { status: refund.status };
      const ctx = await this.approve(tx, refund, now);
      if (!ctx) return { status: refund.status };
      if (refund.method === 'wallet_credit') {
        // paid at once into the buyer's Mbolo balance: nothing goes through a gateway
        transitionRefund(refund, 'processed', { now });
        refund.externalRefundId = `wallet:${refund.user.id}`;
        if (opts.auto) refund.autoProcessed = true;
        await this.complete(tx, refund, now);
        return { status: refund.status };
      }
      if (refund.method !== 'mobile_money') return { status: refund.status };
      this.send(refund, now);
      if (opts.auto) refund.autoProcessed = true;
      const input: PayoutInput = {
        paymentSystem: SYSTEM_OF_METHOD[ctx.payment.method] ?? 'airtelmoney',
        payeeMsisdn: nationalMsisdn(refund.payeePhone),
        amount: refund.amount,
        externalReference: refund.payoutReference!,
      };
      return { status: refund.status, input };
    });
    if (!started) return null;
    if (!('input' in started) || !started.input) return started.status;
    const { input } = started;
    let result: PayoutResult;
    try {
      result = await this.gateway.createPayout(input);
    } catch (err) {
      if (err instanceof GatewayError && !err.retryable) {
        return this.apply(refundId, input.externalReference, {
          state: 'failed',
          payoutId: null,
          transactionId: null,
          failureReason: err.i18nKey,
        });
      }
      // the money may have left: never resend blindly, ask the payout service later
      this.logger.warn(
        { refund: refundId, reference: input.externalReference, err: err instanceof Error ? err.message : err },
        'Payout outcome unknown',
      );
      return 'processed';
    }
    return this.apply(refundId, input.externalReference, result);
  }

  /**
   * Inside `tx` with the refund locked: pending or failed (or rejected, on a retry) becomes approved,
   * unless the order moved on and can no longer be refunded, which rejects it (null is returned).
   * A direct purchase being paid back is cancelled so the seller does not ship it.
   */
  private async approve(tx: EntityManager, refund: Refund, now: Date): Promise<{ payment: Payment } | null> {
    const payment = await tx.findOneOrFail(Payment, refund.payment.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const order = await tx.findOneOrFail(Order, refund.order.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      populate: ['lottery'],
    });
    const refusal = processingRefusal({ payment, order, lottery: order.lottery ?? null }, refund.type);
    if (refusal) {
      if (refund.status !== 'rejected') transitionRefund(refund, 'rejected', { now, rejectionReason: refusal });
      return null;
    }
    if (refund.status !== 'approved') transitionRefund(refund, 'approved', { now });
    if (order.type === 'product_purchase' && order.status === 'paid' && payment.status === 'paid') {
      // the seller must not ship what is being paid back; the unit goes back on sale
      await this.orders.cancelPaid(tx, order, now);
    }
    return { payment };
  }

  /** approved → processed under a new payout attempt (its own reference, committed before the call). */
  private send(refund: Refund, now: Date): void {
    transitionRefund(refund, 'processed', { now });
    refund.attempts += 1;
    refund.payoutReference = `${refund.refundNumber}-${refund.attempts}`;
    refund.shapPayoutId = null;
    refund.shapTransactionId = null;
    refund.payoutState = null;
    refund.payoutStateAt = null;
  }

  /**
   * POST /admin/refunds/{id}/complete: a bank transfer or cash refund the administrator paid
   * themselves; also the way out of a failed mobile-money payout paid by other means. Never while
   * a payout is in flight (processed): that money may still arrive.
   */
  async completeManually(
    refundId: number,
    input: { external_refund_id: string; notes?: string; refund_method?: ManualRefundMethod },
  ): Promise<void> {
    const now = new Date();
    await this.em.fork().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, refundId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['order', 'order.product'],
      });
      if (!refund) throw new NotFoundError(E('not_found'));
      const method = input.refund_method ?? (refund.method === 'mobile_money' ? null : refund.method);
      if (!method || !MANUAL_REFUND_METHODS.includes(method as ManualRefundMethod)) {
        throw new DomainError(422, E('manual_method_required'), { code: 'manual_method_required' });
      }
      // not processed (a payout in flight may still arrive), not rejected (retry it first), not completed
      if (!MANUALLY_COMPLETABLE.includes(refund.status))
        throw new DomainError(409, E('not_completable'), { code: 'not_completable' });
      if (!(await this.approve(tx, refund, now)))
        throw new DomainError(422, refund.rejectionReason ?? E('transaction_not_refundable'), {
          code: 'not_refundable',
        });
      refund.method = method;
      transitionRefund(refund, 'processed', { now });
      refund.externalRefundId = input.external_refund_id;
      if (input.notes) refund.notes = refund.notes ? `${refund.notes}\n${input.notes}` : input.notes;
      await this.complete(tx, refund, now);
    });
  }

  /**
   * Asks the payout service again about an attempt it had said it never received, before an administrator's
   * decision (recheckLostAttempt). With `rejected`, also the last attempt of a rejected refund about to be
   * sent again: its rejection cleared the failure's reason, and it may have been such an attempt. One that
   * turns out paid or under way is recorded (completed, or processed again) and the new attempt refused.
   */
  async recheckLost(refundId: number, o: { rejected?: boolean } = {}): Promise<void> {
    const refund = await this.em.fork().findOne(Refund, refundId);
    if (!refund?.payoutReference) return;
    const lost = refund.status === 'failed' && refund.failureReason === E('payout_lost');
    if (!lost && !(o.rejected && refund.status === 'rejected')) return;
    const reference = refund.payoutReference;
    const from = refund.status as 'failed' | 'rejected';
    await recheckLostAttempt<RefundStatus>(this.gateway, {
      msisdn: nationalMsisdn(refund.payeePhone),
      reference,
      errors: E,
      arrived: { paid: 'completed', underWay: 'processed' },
      record: (result) => this.record(refundId, reference, result, from),
      // another decision came first (a new attempt): the old one arrived too, both must be looked at
      onConflict: (result, status) =>
        this.logger.error(
          { refund: refundId, reference, state: result.state, status },
          'A refund payout given up as lost arrived while a later decision stands',
        ),
    });
  }

  /** Records what the payout service says of one attempt; an answer about an older attempt changes nothing. */
  apply(refundId: number, reference: string, result: PayoutResult): Promise<RefundStatus | null> {
    return this.record(refundId, reference, result, 'processed');
  }

  /**
   * The payout service's answer about the attempt `reference` of a refund still `from`: in flight
   * (`processed`), or given up as never received (`failed`, or `rejected` since, when it turns out to have
   * arrived: completed, or under way again).
   */
  private record(
    refundId: number,
    reference: string,
    result: PayoutResult,
    from: 'processed' | 'failed' | 'rejected',
  ): Promise<RefundStatus | null> {
    const now = new Date();
    return this.em.fork().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, refundId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['order', 'order.product'],
      });
      if (!refund) return null;
      if (refund.status !== from || refund.payoutReference !== reference) return refund.status;
      refund.externalRefundId = result.payoutId ?? result.transactionId ?? refund.externalRefundId;
      refund.shapPayoutId = result.payoutId ?? refund.shapPayoutId ?? null;
      refund.shapTransactionId = result.transactionId ?? refund.shapTransactionId ?? null;
      refund.payoutState = result.state;
      refund.payoutStateAt = now;
      if (result.state === 'success') await this.complete(tx, refund, now);
      // still under way at the service: the same attempt is waited for again, and asked about by the jobs
      else if (result.state === 'processing' && from !== 'processed') transitionRefund(refund, 'processed', { now });
      else if (result.state === 'failed' && from === 'processed') {
        transitionRefund(refund, 'failed', {
          now,
          failureReason: (result.failureReason || E('payout_failed')).slice(0, 255),
        });
        this.bus.publish(tx, 'AdminAlert', {
          title: 'Remboursement en échec',
          message: `Le remboursement <strong>${refund.refundNumber}</strong> n'a pas pu être versé : ${escapeHtml(refund.failureReason ?? '')}`,
          kind: 'pending_refunds',
          data: { refund_number: refund.refundNumber, link: '/admin/refunds' },
        });
      }
      return refund.status;
    });
  }

  /**
   * Payouts still `processed` are asked about at the payout service. Its answer settles them: paid,
   * failed, or (once NOT_FOUND_TRUSTED_AFTER_MS have passed) never received, which fails the attempt
   * so that it may go again under a new reference. No answer, or one we cannot read, settles nothing:
   * the refund stays `processed` and is asked about again at the next tick, however long that takes.
   */
  reconcile(now = new Date()): Promise<number> {
    return eachDueAttempt(
      (after, limit) =>
        this.em.fork().find(
          Refund,
          {
            status: 'processed',
            id: { $gt: after },
            processedAt: { $lt: new Date(now.getTime() - RECHECK_AFTER_MS) },
          },
          { orderBy: { id: 'asc' }, limit },
        ),
      (refund) => this.requery(refund, now),
    );
  }

  private async requery(refund: Refund, now: Date): Promise<void> {
    const reference = refund.payoutReference;
    if (!reference) return;
    try {
      await requeryAttempt(
        this.gateway,
        {
          msisdn: nationalMsisdn(refund.payeePhone),
          reference,
          sentAt: refund.processedAt,
          now,
          lostKey: E('payout_lost'),
        },
        (result) => this.apply(refund.id, reference, result),
      );
    } catch (err) {
      // whatever the error, nothing is known of the payout: it stays `processed`, asked again next tick
      this.logger.warn(
        { refund: refund.id, err: err instanceof Error ? err.message : err },
        'Payout re-query failed; outcome still unknown',
      );
    }
  }

  /** The money reached the payer: the payment, and the order and its tickets when it was their payment, are refunded. */
  private async complete(tx: EntityManager, refund: Refund, now: Date): Promise<void> {
    transitionRefund(refund, 'completed', { now });
    await this.ledger.paid(tx, refund);
    const wasOrderPayment = (await this.payments.markRefunded(tx, refund.payment.id)) === 'paid';
    const order = refund.order as Order;
    if (wasOrderPayment) await this.orders.markRefunded(tx, order);
    this.bus.publish(tx, 'RefundCompleted', {
      userId: refund.user.id,
      refundNumber: refund.refundNumber,
      orderNumber: order.orderNumber,
      productName: order.product.name,
      amount: refund.amount,
      phone: refund.payeePhone,
    });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
