import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import {
  account,
  LedgerDomainSources,
  LedgerService,
  OPERATOR_SYSTEMS,
  walletShareRefunded,
  type LedgerLine,
} from '../ledger/index.js';
import { Order } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import type { Refund } from './refund.entity.js';

const SYSTEM_OF_METHOD: Record<string, PaymentSystemName> = { airtel_money: 'airtelmoney', moov_money: 'moovmoney4' };

/** A released sale's merchant share is taken back from what the merchant may ask for. */
const fromAvailable = (l: LedgerLine): LedgerLine =>
  /^merchant:\d+:payable$/.test(l.account) ? { ...l, account: l.account.replace(/:payable$/, ':available') } : l;

/**
 * The refunds' side of the ledger: the journal of a refund paid, written in the transaction that
 * completes it, and what the refunds table says left each operator's account (for LedgerService.verify).
 */
@Injectable()
export class RefundsLedgerAdapter implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly sources: LedgerDomainSources,
  ) {}

  onModuleInit(): void {
    this.sources.register({ name: 'refunds', expectations: (em, since) => this.paidOut(em, since) });
  }

  async paid(tx: EntityManager, refund: Refund): Promise<void> {
    const payment = await tx.findOneOrFail(Payment, refund.payment.id);
    // a sale already released to its merchant (delivered, prize handed over): its share may have been paid out
    const [released] = await tx.getConnection().execute<{ yes: boolean }[]>(
      `select exists (select 1 from ledger_journals where kind = 'merchant_released'
                      and ((ref_type = 'order' and ref_id = ?) or (ref_type = 'lottery' and ref_id = ?))) as yes`,
      [String(refund.order.id), refund.lottery ? String(refund.lottery.id) : ''],
      'all',
      tx.getTransactionContext(),
    );
    await this.ledger.postRefundPaid(tx, {
      system: SYSTEM_OF_METHOD[payment.method] ?? 'airtelmoney',
      refundId: refund.id,
      paymentId: refund.payment.id,
      amount: refund.amount,
      manual: refund.method !== 'mobile_money',
      ...(refund.method === 'wallet_credit' ? { walletOf: refund.user.id } : {}),
      released: !!released?.yes,
    });
    // the order's payment comes back: so does the part its buyer paid from the Mbolo balance
    const order = await tx.findOneOrFail(Order, refund.order.id);
    if (payment.status === 'paid' && order.walletShare > 0) {
      const spent = await this.ledger.linesOf(tx, 'wallet_share_spent', 'order', order.id);
      if (spent.length) {
        const journal = walletShareRefunded({ orderId: order.id, userId: refund.user.id, spent });
        if (released?.yes) journal.lines = journal.lines.map(fromAvailable);
        await this.ledger.post(tx, journal);
      }
    }
  }

  /** Refunds completed since `since`: mobile money per operator of the payment, the others paid by hand. */
  private async paidOut(em: EntityManager, since: Date) {
    const rows = await em.getConnection().execute<{ method: string; refund_method: string; total: string }[]>(
      `select p.method, r.method as refund_method, coalesce(sum(r.amount), 0) as total
       from refunds r join payments p on p.id = r.payment_id
       where r.status = 'completed' and r.completed_at >= ? group by p.method, r.method`,
      [since],
    );
    const totals = new Map<string, number>();
    for (const r of rows) {
      // paid into the buyer's Mbolo balance: no money left the platform
      if (r.refund_method === 'wallet_credit') continue;
      const to =
        r.refund_method === 'mobile_money'
          ? account.operator(SYSTEM_OF_METHOD[r.method] ?? 'airtelmoney')
          : account.manualRefunds;
      totals.set(to, (totals.get(to) ?? 0) - Number(r.total));
    }
    return [...OPERATOR_SYSTEMS.map((s) => account.operator(s)), account.manualRefunds].map((acc) => ({
      check: 'refunds_paid' as const,
      account: acc,
      kinds: ['refund_paid'] as const,
      expected: totals.get(acc) ?? 0,
    }));
  }
}
