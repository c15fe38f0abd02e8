import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerReconciliation } from '../../contracts/ledger.js';
import { LedgerService } from '../ledger/index.js';
import { SALE_VALUE } from './sale-value.js';

/** The back-office's money figures against the ledger's (shown on /admin/ledger, checked by the tests). */
@Injectable()
export class PaymentsReconciliation {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
  ) {}

  async figures(): Promise<LedgerReconciliation> {
    const conn = this.em.fork().getConnection();
    // the same sum as the payments screen's and the dashboard's total revenue, read afresh (theirs are cached)
    const [paid] = await conn.execute<{ revenue: string }[]>(
      `select coalesce(sum(${SALE_VALUE}), 0) as revenue from payments p join orders o on o.id = p.order_id where p.status = 'paid'`,
    );
    const [owed] = await conn.execute<{ merchants: string; wallets: string; clearing: string }[]>(
      `select coalesce(-sum(amount) filter (where account like 'merchant:%'), 0) as merchants,
              coalesce(-sum(amount) filter (where account like 'wallet:%'), 0) as wallets,
              coalesce(-sum(amount) filter (where account = 'payouts:clearing'), 0) as clearing
       from ledger_entries where account like 'merchant:%' or account like 'wallet:%' or account = 'payouts:clearing'`,
    );
    const sales = await this.ledger.salesFigures();
    const revenue = Number(paid?.revenue ?? 0);
    return {
      revenue,
      ledger_revenue: sales.revenue,
      ledger_commission: sales.commission,
      owed_to_merchants: Number(owed?.merchants ?? 0),
      buyer_wallets: Number(owed?.wallets ?? 0),
      payouts_in_flight: Number(owed?.clearing ?? 0),
      matches: revenue === sales.revenue,
    };
  }
}
