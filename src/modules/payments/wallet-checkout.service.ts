import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { keyedHash, randomToken } from '../../common/crypto/keyed-hash.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { formatFCFA } from '../../common/format/money.js';
import { MIN_MOBILE_MONEY_PART, type WalletPaymentView, type WalletShareView } from '../../contracts/wallet.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { Order, ORDER_ALIAS, OrdersService } from '../orders/index.js';
import type { User } from '../users/index.js';
import { Payment } from './payment.entity.js';
import { newPaymentReference } from './payment-reference.js';
import { PaymentEvents } from './payment-events.js';
import { assertPayable } from './payments.service.js';
import { PaymentsLedgerAdapter } from './payments-ledger.adapter.js';
import { SettlementService } from './settlement.service.js';

const E = (k: string) => `wallet.errors.${k}`;

/**
 * Checkout with the buyer's Mbolo balance: the whole amount of an order awaiting payment, in one
 * transaction holding the order's row and the wallet's lock (withdrawals take the same one), so the
 * balance is never spent twice and the order is paid once.
 */
/** The buyer's wallet lock for the rest of `tx`: withdrawals (payouts module) take the same one. */
function lockWallet(tx: EntityManager, userId: number) {
  return tx
    .getConnection()
    .execute('select pg_advisory_xact_lock(?, ?)', [LOCK_KEYS.payouts, userId], 'all', tx.getTransactionContext());
}

@Injectable()
export class WalletCheckout {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly settlement: SettlementService,
    private readonly ledger: PaymentsLedgerAdapter,
    private readonly events: PaymentEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async pay(user: User, orderNumber: string): Promise<WalletPaymentView> {
    const commission = await this.ledger.commissionPercent();
    const now = new Date();
    const { payment, order, balance } = await this.em.fork().transactional(async (tx) => {
      await lockWallet(tx, user.id);
      const order = await this.ownOrder(tx, user, orderNumber);
      assertPayable(order, now);
      if (order.walletShare > 0) throw new DomainError(409, E('share_already_set'), { code: 'share_already_set' });
      if ((await this.orders.paymentWindow(tx, order)) === 'closed')
        throw new DomainError(409, 'payments.errors.order_not_payable', { code: 'LOTTERY_CLOSED' });
      const available = await this.ledger.walletBalance(tx, user.id);
      if (available < order.totalAmount)
        throw new DomainError(422, E('insufficient_balance'), {
          code: 'insufficient_balance',
          params: { balance: formatFCFA(available) },
        });
      const payment = tx.create(Payment, {
        reference: newPaymentReference(now),
        order,
        user,
        amount: order.totalAmount,
        method: 'wallet',
        status: 'pending',
        phone: user.phone ?? '',
        gateway: 'wallet',
        // no one follows this payment by token: it is settled before the answer
        statusTokenHash: keyedHash(this.config, `payment-status:${randomToken(24)}`),
        expiresAt: now,
      });
      await tx.flush();
      await this.settlement.creditFromWallet(tx, payment, order, now, commission);
      return { payment, order, balance: available - order.totalAmount };
    });
    this.events.statusChanged(payment, order);
    return { order_number: order.orderNumber, reference: payment.reference, amount: payment.amount, balance };
  }

  /**
   * Part of an order from the balance, the rest by mobile money: the whole balance (leaving at least
   * MIN_MOBILE_MONEY_PART to bill) is set aside on the order, under the order's and the wallet's locks.
   * Refused while a mobile-money bill of the order is open: it was made for the whole amount.
   */
  async share(user: User, orderNumber: string): Promise<WalletShareView> {
    const now = new Date();
    return this.em.fork().transactional(async (tx) => {
      await lockWallet(tx, user.id);
      const order = await this.ownOrder(tx, user, orderNumber);
      assertPayable(order, now);
      if (order.walletShare > 0) throw new DomainError(409, E('share_already_set'), { code: 'share_already_set' });
      if ((await this.orders.paymentWindow(tx, order)) === 'closed')
        throw new DomainError(409, 'payments.errors.order_not_payable', { code: 'LOTTERY_CLOSED' });
      if (await tx.count(Payment, { order: order.id, status: 'pending' }))
        throw new DomainError(409, E('bill_open'), { code: 'bill_open' });
      const available = await this.ledger.walletBalance(tx, user.id);
      const share = Math.min(available, order.totalAmount - MIN_MOBILE_MONEY_PART);
      if (share <= 0)
        throw new DomainError(422, E('share_too_small'), {
          code: 'share_too_small',
          params: { min: formatFCFA(MIN_MOBILE_MONEY_PART) },
        });
      await this.orders.setWalletShare(tx, order, share);
      return {
        order_number: order.orderNumber,
        wallet_share: share,
        rest: order.totalAmount - share,
        balance: available - share,
      };
    });
  }

  private async ownOrder(tx: EntityManager, user: User, orderNumber: string): Promise<Order> {
    const order = await tx.findOne(
      Order,
      { orderNumber: orderNumber.trim().toUpperCase() },
      {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        lockTableAliases: [ORDER_ALIAS],
        populate: ['lottery', 'product', 'user'],
      },
    );
    if (!order) throw new DomainError(404, E('order_not_found'), { code: 'ORDER_NOT_FOUND' });
    if (order.user.id !== user.id) throw new DomainError(403, 'orders.errors.forbidden', { code: 'FORBIDDEN' });
    return order;
  }
}
