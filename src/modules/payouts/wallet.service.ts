import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error.js';
import { formatFCFA } from '../../common/format/money.js';
import { gabonOperator } from '../../contracts/phone.js';
import { pageOf } from '../../contracts/pagination.js';
import { PAYOUT_IN_FLIGHT, type PayoutView } from '../../contracts/payouts.js';
import {
  WALLET_MIN_WITHDRAWAL,
  type WalletMovementKind,
  type WalletQuery,
  type WalletView,
  type WithdrawInput,
} from '../../contracts/wallet.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { LOGIN_ACCOUNT_LIMIT, RateLimiter } from '../../infra/rate-limit/rate-limiter.service.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { account, LedgerService, payoutRequested } from '../ledger/index.js';
import { normalizePhoneStrict, User, verifyPassword } from '../users/index.js';
import { Payout } from './payout.entity.js';
import { movePayout } from './payout.state.js';
import { PayoutSender } from './payout-sender.service.js';
import { PAYOUT_COLUMNS, payoutView, rowOfPayout, type PayoutRow } from './payout-view.js';

const E = (k: string) => `wallet.errors.${k}`;
const SYSTEM_OF_OPERATOR = { airtel: 'airtelmoney', moov: 'moovmoney4' } as const;

/** The journal kinds that move a wallet, as the buyer reads them. */
const MOVEMENT_OF_KIND: Record<string, WalletMovementKind> = {
  refund_paid: 'refund',
  wallet_payment: 'purchase',
  payout_requested: 'withdrawal',
  payout_returned: 'withdrawal_returned',
};

/**
 * The buyer's Mbolo balance: the ledger account wallet:<userId>, credited by refunds paid into it,
 * spent at checkout (payments module), and withdrawn to mobile money as a payout of kind `wallet`,
 * sent at once: the money is the buyer's own, the password confirms it is the buyer asking.
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly sender: PayoutSender,
    private readonly limiter: RateLimiter,
  ) {}

  /** Integer XAF the buyer holds. */
  async balance(userId: number): Promise<number> {
    return -(await this.ledger.balanceOf(account.wallet(userId)));
  }

  /** GET /user/wallet: the balance, its movements newest first, and the withdrawals on their way. */
  async view(userId: number, query: WalletQuery, locale: Locale = 'fr'): Promise<WalletView> {
    const conn = this.em.fork().getConnection();
    const wallet = account.wallet(userId);
    const [count] = await conn.execute<{ n: string }[]>('select count(*) as n from ledger_entries where account = ?', [
      wallet,
    ]);
    const rows = await conn.execute<{ id: string; at: Date; kind: string; amount: string; ref: string | null }[]>(
      `select e.id, e.created_at as at, e.kind, -e.amount as amount,
              case e.ref_type
                when 'refund' then (select r.refund_number from refunds r where r.id = e.ref_id::int)
                when 'payment' then (select o.order_number from payments p join orders o on o.id = p.order_id where p.id = e.ref_id::int)
                when 'payout' then (select po.payout_number from payouts po where po.id = e.ref_id::int)
              end as ref
       from ledger_entries e where e.account = ? order by e.id desc limit ? offset ?`,
      [wallet, query.per_page, (query.page - 1) * query.per_page],
    );
    const t = translator(locale);
    const withdrawals = await conn.execute<PayoutRow[]>(
      `select ${PAYOUT_COLUMNS} from payouts p where p.user_id = ? and p.kind = 'wallet'
         and p.status in (${PAYOUT_IN_FLIGHT.map(() => '?').join(', ')}) order by p.id desc`,
      [userId, ...PAYOUT_IN_FLIGHT],
    );
    const [user] = await conn.execute<{ phone: string | null }[]>('select phone from users where id = ?', [userId]);
    return {
      balance: await this.balance(userId),
      movements: rows.map((r) => ({
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        kind: MOVEMENT_OF_KIND[r.kind] ?? 'refund',
        amount: Number(r.amount),
        ref: r.ref,
      })),
      pagination: pageOf(Number(count?.n ?? 0), query.page, query.per_page),
      withdrawals: withdrawals.map((w) => payoutView(w, t)),
      min_withdrawal: WALLET_MIN_WITHDRAWAL,
      phone: user?.phone ?? null,
    };
  }

  /**
   * POST /user/wallet/withdraw: the amount leaves the balance and goes out through SHAP at once, to the
   * Airtel or Moov number given. A failed send keeps the money aside (payouts:clearing) for the staff,
   * who retry it or reject it back into the balance from the payouts queue.
   */
  async withdraw(userId: number, input: WithdrawInput, now = new Date()): Promise<PayoutView> {
    const phone = normalizePhoneStrict(input.phone);
    const operator = phone ? gabonOperator(phone) : null;
    if (!phone || !operator)
      throw new DomainError(422, 'errors.validation', { errors: { phone: [E('phone_invalid')] } });
    // counted before the (costly) check, as a sign-in is: a stolen session cannot guess the password here
    const attempt = await this.limiter.attempt(`wallet-withdraw:${userId}`, LOGIN_ACCOUNT_LIMIT);
    if (attempt.wait) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    const { passwordHash } = await this.em.fork().findOneOrFail(User, userId, { populate: ['passwordHash'] });
    if (!(await verifyPassword(passwordHash, input.password))) {
      if (await this.limiter.failed(attempt, LOGIN_ACCOUNT_LIMIT))
        throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
      throw new DomainError(422, 'errors.validation', { errors: { password: [E('wrong_password')] } });
    }
    await this.limiter.reset(attempt.key);
    const payout = await this.em.fork().transactional(async (tx) => {
      // the same lock as checkout with the balance: the money is spent once
      await tx
        .getConnection()
        .execute('select pg_advisory_xact_lock(?, ?)', [LOCK_KEYS.payouts, userId], 'all', tx.getTransactionContext());
      const available = -(await this.ledger.balanceOf(account.wallet(userId), tx));
      if (input.amount > available)
        throw new DomainError(422, E('insufficient_balance'), {
          code: 'insufficient_balance',
          params: { balance: formatFCFA(available) },
        });
      const created = tx.create(Payout, {
        payoutNumber: `RET-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`,
        user: tx.getReference(User, userId),
        kind: 'wallet',
        status: 'requested',
        amount: input.amount,
        payeePhone: phone,
        paymentSystem: SYSTEM_OF_OPERATOR[operator],
        attempts: 0,
        requestedAt: now,
      });
      await tx.flush();
      await this.ledger.post(
        tx,
        payoutRequested({ payoutId: created.id, from: account.wallet(userId), amount: created.amount }),
      );
      // the buyer's own money: approved as it is asked
      movePayout(created, 'approved', now);
      this.sender.startAttempt(created, now);
      return created;
    });
    await this.sender.call(payout);
    const fresh = await this.em.fork().findOneOrFail(Payout, payout.id);
    return payoutView(rowOfPayout(fresh), translator('fr'));
  }
}
