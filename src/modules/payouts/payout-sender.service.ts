import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { PayoutStatus } from '../../contracts/payouts.js';
import { GatewayError, type PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import { escapeHtml } from '../../common/html.js';
import { formatFCFA } from '../../common/format/money.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { PAYOUT_GATEWAY, type PayoutGateway, type PayoutResult } from '../../infra/shap/payout-gateway.js';
import { LedgerService, payoutSent } from '../ledger/index.js';
import { nationalMsisdn } from '../payments/index.js';
import { Payout } from './payout.entity.js';
import { movePayout } from './payout.state.js';
import {
  eachDueAttempt,
  RECHECK_AFTER_MS,
  recheckLostAttempt,
  requeryAttempt,
} from '../../infra/shap/payout-requery.js';

const E = (k: string) => `payouts.errors.${k}`;

/**
 * Sends approved payouts through SHAP and records the outcome, exactly once per payout: the attempt
 * (its own reference) is committed before the call, SHAP refuses a reference twice, and an answer only
 * counts for the attempt it names. An unknown outcome (timeout, 5xx, an unreadable answer) leaves the
 * payout `processing` for `reconcile` to ask about; it goes again under a new reference only once SHAP
 * said it failed (an administrator's retry) or never received it.
 */
@Injectable()
export class PayoutSender {
  private readonly logger = new Logger(PayoutSender.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly ledger: LedgerService,
    private readonly bus: EventBus,
  ) {}

  /** Inside `tx`, the payout locked: a new attempt, to be committed before `call` sends it. */
  startAttempt(payout: Payout, now: Date): void {
    movePayout(payout, 'processing', now);
    payout.attempts += 1;
    payout.payoutReference = `${payout.payoutNumber}-${payout.attempts}`;
    payout.shapPayoutId = null;
    payout.shapTransactionId = null;
  }

  /** Sends the committed attempt and records SHAP's answer; returns the payout's status afterwards. */
  async call(
    payout: Pick<Payout, 'id' | 'payeePhone' | 'paymentSystem' | 'amount' | 'payoutReference'>,
  ): Promise<PayoutStatus | null> {
    const reference = payout.payoutReference!;
    let result: PayoutResult;
    try {
      result = await this.gateway.createPayout({
        paymentSystem: payout.paymentSystem as PaymentSystemName,
        payeeMsisdn: nationalMsisdn(payout.payeePhone),
        amount: payout.amount,
        externalReference: reference,
      });
    } catch (err) {
      if (err instanceof GatewayError && !err.retryable)
        return this.apply(payout.id, reference, {
          state: 'failed',
          payoutId: null,
          transactionId: null,
          failureReason: err.i18nKey,
        });
      // the money may have left: never resend blindly, ask SHAP later
      this.logger.warn(
        { payout: payout.id, reference, err: err instanceof Error ? err.message : err },
        'Payout outcome unknown',
      );
      return 'processing';
    }
    return this.apply(payout.id, reference, result);
  }

  /** Records what SHAP says of one attempt; an answer about another attempt changes nothing. */
  apply(payoutId: number, reference: string, result: PayoutResult, now = new Date()): Promise<PayoutStatus | null> {
    return this.record(payoutId, reference, result, 'processing', now);
  }

  /** Asks SHAP again about an attempt it had said it never received, before an administrator's decision (recheckLostAttempt). */
  async recheckLost(payoutId: number, now = new Date()): Promise<void> {
    const payout = await this.em.fork().findOne(Payout, payoutId);
    if (payout?.status !== 'failed' || payout.failureReason !== E('payout_lost') || !payout.payoutReference) return;
    const reference = payout.payoutReference;
    await recheckLostAttempt<PayoutStatus>(this.gateway, {
      msisdn: nationalMsisdn(payout.payeePhone),
      reference,
      errors: E,
      arrived: { paid: 'paid', underWay: 'processing' },
      record: (result) => this.record(payoutId, reference, result, 'failed', now),
      // another decision came first (a new attempt): the old one arrived too, both must be looked at
      onConflict: (result, status) =>
        this.logger.error(
          { payout: payoutId, reference, state: result.state, status },
          'A payout attempt given up as lost arrived while a later decision stands',
        ),
    });
  }

  /**
   * SHAP's answer about the attempt `reference` of a payout still `from`: in flight (`processing`), or
   * given up as never received (`failed`, when it turns out to have arrived: paid, or under way again).
   */
  private record(
    payoutId: number,
    reference: string,
    result: PayoutResult,
    from: 'processing' | 'failed',
    now: Date,
  ): Promise<PayoutStatus | null> {
    return this.em.fork().transactional(async (tx) => {
      const payout = await tx.findOne(Payout, payoutId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payout) return null;
      if (payout.status !== from || payout.payoutReference !== reference) return payout.status;
      payout.shapPayoutId = result.payoutId ?? payout.shapPayoutId ?? null;
      payout.shapTransactionId = result.transactionId ?? payout.shapTransactionId ?? null;
      if (result.state === 'success') {
        movePayout(payout, 'paid', now);
        await this.ledger.post(
          tx,
          payoutSent({ payoutId: payout.id, system: payout.paymentSystem as PaymentSystemName, amount: payout.amount }),
        );
        this.notifyMerchant(tx, payout, 'paid');
      } else if (result.state === 'failed' && from === 'processing') {
        movePayout(payout, 'failed', now);
        payout.failureReason = (result.failureReason || E('payout_failed')).slice(0, 255);
        const t = translator('fr');
        this.bus.publish(tx, 'AdminAlert', {
          title: t('payouts.notices.failed_title'),
          message: t('payouts.notices.failed_message', {
            number: payout.payoutNumber,
            reason: escapeHtml(t(payout.failureReason)),
            interpolation: { escapeValue: false },
          }),
          data: { payout_number: payout.payoutNumber, link: '/admin/payouts' },
        });
      } else if (result.state === 'processing' && from === 'failed') {
        // still under way at SHAP: the same attempt is waited for again, and asked about by the jobs
        movePayout(payout, 'processing', now);
      }
      return payout.status;
    });
  }

  /** The merchant's bell: its payout was sent, or refused (French: the platform's default language). */
  notifyMerchant(tx: EntityManager, payout: Payout, outcome: 'paid' | 'rejected'): void {
    const t = translator('fr');
    const params = {
      number: payout.payoutNumber,
      amount: formatFCFA(payout.amount),
      phone: payout.payeePhone,
      reason: escapeHtml(payout.rejectionReason ?? ''),
      interpolation: { escapeValue: false },
    };
    // a buyer's withdrawal from its Mbolo balance is told in its own words, with a link to the balance
    const notice = payout.kind === 'wallet' ? `withdrawal_${outcome}` : outcome;
    this.bus.publish(tx, 'AdminAlert', {
      userIds: [payout.user.id],
      title: t(`payouts.notices.${notice}_title`),
      message: t(`payouts.notices.${notice}_message`, params),
      data: {
        payout_number: payout.payoutNumber,
        link: payout.kind === 'wallet' ? '/customer/wallet' : '/merchant/payouts',
      },
    });
  }

  /**
   * Payouts still `processing` are asked about at SHAP: paid, failed, or (once
   * NOT_FOUND_TRUSTED_AFTER_MS have passed) never received, which fails the attempt so that an
   * administrator may retry it. No answer settles nothing: asked again at the next tick.
   */
  reconcile(now = new Date()): Promise<number> {
    return eachDueAttempt(
      (after, limit) =>
        this.em
          .fork()
          .find(
            Payout,
            { status: 'processing', id: { $gt: after }, sentAt: { $lt: new Date(now.getTime() - RECHECK_AFTER_MS) } },
            { orderBy: { id: 'asc' }, limit },
          ),
      (payout) => this.requery(payout, now),
    );
  }

  private async requery(payout: Payout, now: Date): Promise<void> {
    const reference = payout.payoutReference;
    if (!reference) return;
    try {
      await requeryAttempt(
        this.gateway,
        { msisdn: nationalMsisdn(payout.payeePhone), reference, sentAt: payout.sentAt, now, lostKey: E('payout_lost') },
        (result) => this.apply(payout.id, reference, result, now),
      );
    } catch (err) {
      this.logger.warn(
        { payout: payout.id, err: err instanceof Error ? err.message : err },
        'Payout re-query failed; outcome still unknown',
      );
    }
  }
}
