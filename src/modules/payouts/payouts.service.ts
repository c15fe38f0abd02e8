import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { formatFCFA } from '../../common/format/money.js';
import type { PayoutView, RequestPayoutInput } from '../../contracts/payouts.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { account, LedgerService, payoutRequested, payoutReturned } from '../ledger/index.js';
import { SettingsService } from '../settings/index.js';
import { User } from '../users/index.js';
import { PayoutBalances } from './payout-balance.js';
import { Payout } from './payout.entity.js';
import { movePayout, payoutMachine } from './payout.state.js';
import { PayoutSender } from './payout-sender.service.js';
import { payoutView, rowOfPayout } from './payout-view.js';

const E = (k: string) => `payouts.errors.${k}`;
/** The table's own bound (payouts_attempts_bounded): past it, the payout is rejected and asked again. */
const MAX_ATTEMPTS = 20;
const SYSTEM_OF_OPERATOR = { airtel: 'airtelmoney', moov: 'moovmoney4' } as const;

/** Where a payout's money comes from, and goes back to when it is rejected. */
export const sourceOf = (payout: Pick<Payout, 'kind' | 'user'>) =>
  payout.kind === 'wallet' ? account.wallet(payout.user.id) : account.merchantAvailable(payout.user.id);

/** `VRS-20261127-7QK3M9`: the date of the request and six characters no one can guess or count. */
function payoutNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `VRS-${day}-${code}`;
}

/**
 * A merchant's payout requests and the administrators' decisions on them. Each use case is one
 * transaction with its ledger journal: asking holds the money (available → payouts:clearing), a
 * rejection gives it back, SHAP's payment takes it out (PayoutSender).
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly balances: PayoutBalances,
    private readonly settings: SettingsService,
    private readonly sender: PayoutSender,
  ) {}

  /** POST /merchant/payouts: `amount` of the available balance, to the payout number of the merchant's settings. */
  async request(merchantId: number, input: RequestPayoutInput, now = new Date()): Promise<PayoutView> {
    await this.balances.release(merchantId, now);
    const min = await this.settings.get('payout_min_amount');
    const payout = await this.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      // one request at a time per merchant: two could otherwise both see the same available balance
      await conn.execute('select pg_advisory_xact_lock(?, ?)', [LOCK_KEYS.payouts, merchantId], 'all', ctx);
      const [profile] = await conn.execute<
        { payout_phone: string | null; payout_operator: 'airtel' | 'moov' | null }[]
      >('select payout_phone, payout_operator from merchant_profiles where user_id = ?', [merchantId], 'all', ctx);
      if (!profile?.payout_phone || !profile.payout_operator)
        throw new DomainError(422, E('no_payout_phone'), { code: 'no_payout_phone' });
      if (input.amount < min)
        throw new DomainError(422, E('below_minimum'), { code: 'below_minimum', params: { min: formatFCFA(min) } });
      const available = await this.balances.available(tx, merchantId);
      if (input.amount > available)
        throw new DomainError(422, E('insufficient_balance'), {
          code: 'insufficient_balance',
          params: { available: formatFCFA(available) },
        });
      const created = tx.create(Payout, {
        payoutNumber: payoutNumber(now),
        user: tx.getReference(User, merchantId),
        kind: 'merchant',
        status: 'requested',
        amount: input.amount,
        payeePhone: profile.payout_phone,
        paymentSystem: SYSTEM_OF_OPERATOR[profile.payout_operator],
        attempts: 0,
        requestedAt: now,
      });
      await tx.flush();
      await this.ledger.post(
        tx,
        payoutRequested({ payoutId: created.id, from: account.merchantAvailable(merchantId), amount: created.amount }),
      );
      return created;
    });
    return payoutView(rowOfPayout(payout));
  }

  /** An administrator approves a request: it is sent through SHAP at once; the answer says where it stands. */
  async approve(payoutId: number, adminId: number, now = new Date()): Promise<PayoutView> {
    const attempt = await this.em.fork().transactional(async (tx) => {
      const payout = await this.locked(tx, payoutId);
      if (payout.status !== 'requested') throw new DomainError(409, E('not_requested'), { code: 'invalid_transition' });
      movePayout(payout, 'approved', now);
      payout.decidedBy = tx.getReference(User, adminId);
      this.sender.startAttempt(payout, now);
      return payout;
    });
    await this.sender.call(attempt);
    return this.view(payoutId);
  }

  /** A failed payout sent again under a new reference (SHAP said the last attempt failed). */
  async retry(payoutId: number, adminId: number, now = new Date()): Promise<PayoutView> {
    await this.sender.recheckLost(payoutId, now);
    const attempt = await this.em.fork().transactional(async (tx) => {
      const payout = await this.locked(tx, payoutId);
      if (payout.status !== 'failed') throw new DomainError(409, E('not_failed'), { code: 'invalid_transition' });
      if (payout.attempts >= MAX_ATTEMPTS)
        throw new DomainError(409, E('too_many_attempts'), { code: 'too_many_attempts' });
      payout.decidedBy = tx.getReference(User, adminId);
      this.sender.startAttempt(payout, now);
      return payout;
    });
    await this.sender.call(attempt);
    return this.view(payoutId);
  }

  /** A request (or a failed payout) refused: its money goes back to the merchant's available balance. */
  async reject(payoutId: number, adminId: number, reason: string, now = new Date()): Promise<PayoutView> {
    await this.sender.recheckLost(payoutId, now);
    await this.em.fork().transactional(async (tx) => {
      const payout = await this.locked(tx, payoutId);
      if (!payoutMachine.can(payout.status, 'rejected'))
        throw new DomainError(409, E('not_rejectable'), { code: 'invalid_transition' });
      movePayout(payout, 'rejected', now);
      payout.rejectionReason = reason;
      payout.decidedBy = tx.getReference(User, adminId);
      await this.ledger.post(tx, payoutReturned({ payoutId: payout.id, to: sourceOf(payout), amount: payout.amount }));
      this.sender.notifyMerchant(tx, payout, 'rejected');
    });
    return this.view(payoutId);
  }

  async view(payoutId: number): Promise<PayoutView> {
    const payout = await this.em.fork().findOne(Payout, payoutId);
    if (!payout) throw new NotFoundError(E('not_found'));
    return payoutView(rowOfPayout(payout));
  }

  private async locked(tx: EntityManager, payoutId: number): Promise<Payout> {
    const payout = await tx.findOne(Payout, payoutId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payout) throw new NotFoundError(E('not_found'));
    return payout;
  }
}
