import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAYOUT_IN_FLIGHT } from '../../contracts/payouts.js';
import { account, type DomainExpectation, LedgerDomainSources, OPERATOR_SYSTEMS } from '../ledger/index.js';

/**
 * What the payouts table says the ledger must hold, for the nightly verification: the buyers' wallets
 * hold what refunds paid in, less wallet payments and withdrawals; payouts:clearing
 * holds exactly the payouts asked for and not yet paid or rejected, and each operator paid out
 * exactly the payouts SHAP paid through it.
 */
@Injectable()
export class PayoutsLedgerSource implements OnModuleInit {
  constructor(private readonly sources: LedgerDomainSources) {}

  onModuleInit(): void {
    this.sources.register({ name: 'payouts', expectations: (em) => this.expectations(em) });
  }

  private async expectations(em: EntityManager): Promise<DomainExpectation[]> {
    const conn = em.getConnection();
    const [flight] = await conn.execute<{ total: string }[]>(
      `select coalesce(sum(amount), 0) as total from payouts where status in (${PAYOUT_IN_FLIGHT.map(() => '?').join(', ')})`,
      [...PAYOUT_IN_FLIGHT],
    );
    const paid = await conn.execute<{ system: string; total: string }[]>(
      `select payment_system as system, coalesce(sum(amount), 0) as total from payouts where status = 'paid' group by payment_system`,
    );
    const paidBy = new Map(paid.map((r) => [r.system, Number(r.total)]));
    // the buyers' balances: refunds paid into them, less what they paid with (whole orders, or the part
    // of an order set aside or spent) and what they withdrew
    const [wallets] = await conn.execute<{ total: string }[]>(
      `select (select coalesce(sum(amount), 0) from refunds where method = 'wallet_credit' and status = 'completed')
            - (select coalesce(sum(amount), 0) from payments where method = 'wallet' and paid_at is not null)
            - (select coalesce(sum(amount), 0) from payouts where kind = 'wallet' and status <> 'rejected')
            - (select coalesce(sum(wallet_share), 0) from orders where wallet_share > 0
                 and (status = 'awaiting_payment' or (paid_at is not null and status <> 'refunded'))) as total`,
    );
    return [
      {
        check: 'wallets',
        account: 'wallet:*',
        accountLike: 'wallet:%',
        kinds: [
          'refund_paid',
          'wallet_payment',
          'payout_requested',
          'payout_returned',
          'wallet_hold',
          'wallet_hold_released',
          'wallet_share_refunded',
        ],
        expected: -Number(wallets?.total ?? 0),
      },
      {
        check: 'payouts_in_flight',
        account: account.payoutClearing,
        kinds: ['payout_requested', 'payout_sent', 'payout_returned'],
        expected: -Number(flight?.total ?? 0),
      },
      ...OPERATOR_SYSTEMS.map(
        (system): DomainExpectation => ({
          check: 'payouts_paid',
          account: account.operator(system),
          kinds: ['payout_sent'],
          expected: -(paidBy.get(system) ?? 0),
        }),
      ),
    ];
  }
}
