import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MerchantBalance } from '../../contracts/payouts.js';
import { PAYOUT_IN_FLIGHT } from '../../contracts/payouts.js';
import { account, LedgerService, merchantReleased } from '../ledger/index.js';
import { SettingsService } from '../settings/index.js';

const DAY_MS = 86_400_000;

interface DueSale {
  ref_type: 'order' | 'lottery';
  ref_id: number;
  merchant_id: number;
  order_ids: number[];
}

/**
 * The sales whose money may be released to their merchant and is not yet: a direct purchase fulfilled,
 * or a drawn raffle whose winning order is fulfilled (the prize handed over), `$1` being the latest
 * fulfilment date that counts (now minus the payout delay), `$2` one merchant or null for all. Left for
 * later: a sale with a refund under way (its money may go back) or a paid payment the ledger has not
 * met yet (its opening balance is being written at start).
 */
const DUE_SALES = `
with sales as (
  select 'order'::text as ref_type, o.id as ref_id, pr.merchant_id, array[o.id] as order_ids
  from orders o join products pr on pr.id = o.product_id
  where o.type = 'product_purchase' and o.status = 'fulfilled' and o.fulfilled_at <= ?
    and (?::int is null or pr.merchant_id = ?)
  union all
  select 'lottery'::text, l.id, pr.merchant_id, array(select lo.id from orders lo where lo.lottery_id = l.id)
  from lotteries l join products pr on pr.id = l.product_id
  where l.status = 'drawn' and (?::int is null or pr.merchant_id = ?)
    and exists (select 1 from tickets t join orders w on w.id = t.order_id
                where t.lottery_id = l.id and t.status = 'won' and w.status = 'fulfilled' and w.fulfilled_at <= ?)
)
select s.ref_type, s.ref_id, s.merchant_id, s.order_ids
from sales s
where not exists (select 1 from ledger_journals j
                  where j.kind = 'merchant_released' and j.ref_type = s.ref_type and j.ref_id = s.ref_id::text)
  and not exists (select 1 from refunds r where r.order_id = any(s.order_ids)
                  and r.status in ('pending', 'approved', 'processed', 'failed'))
  and not exists (select 1 from payments p where p.order_id = any(s.order_ids) and p.status = 'paid'
                  and not exists (select 1 from ledger_journals pj where pj.ref_type = 'payment' and pj.ref_id = p.id::text))
order by s.ref_type, s.ref_id`;

/** What a sale's payments and refunds left on its merchant's payable account (read under the orders' locks). */
const SALE_AMOUNT = `
select coalesce(-sum(e.amount), 0) as amount from ledger_entries e
where e.account = ?
  and ((e.ref_type = 'payment' and e.ref_id in (select p.id::text from payments p where p.order_id = any(?::int[])))
    or (e.ref_type = 'refund' and e.ref_id in (select r.id::text from refunds r where r.order_id = any(?::int[]))))`;

/**
 * A merchant's money as the ledger holds it: its share of sales not yet released (payable), what it
 * may ask to be paid (available), and the payouts on their way or done. `release` moves the share of
 * every sale whose delay is over from payable to available, once per sale (the ledger's unique cause).
 */
@Injectable()
export class PayoutBalances {
  private readonly logger = new Logger(PayoutBalances.name);

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
  ) {}

  /** Releases what is due (all merchants, or one); answers how many sales were released. */
  async release(merchantId: number | null = null, now = new Date()): Promise<number> {
    const delayDays = await this.settings.get('payout_delay_days');
    const cutoff = new Date(now.getTime() - delayDays * DAY_MS);
    const due = await this.em
      .fork()
      .getConnection()
      .execute<DueSale[]>(DUE_SALES, [cutoff, merchantId, merchantId, merchantId, merchantId, cutoff]);
    let released = 0;
    for (const sale of due) if (await this.releaseSale(sale)) released += 1;
    if (released) this.logger.log({ released, merchant: merchantId }, 'Merchant sales released');
    return released;
  }

  /**
   * One sale, in one transaction holding its orders' rows: a refund completing meanwhile (it locks its
   * order) either comes first and is counted, or comes after and finds the sale released (the refund
   * then takes the money back from the available balance).
   */
  private async releaseSale(sale: DueSale): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const ids = [...sale.order_ids].sort((a, b) => a - b);
      // a PostgreSQL array literal: the driver would spread a JavaScript array into a list of parameters
      const idArray = `{${ids.join(',')}}`;
      await conn.execute(
        'select id from orders where id = any(?::int[]) order by id for update',
        [idArray],
        'all',
        ctx,
      );
      const [still] = await conn.execute<{ busy: boolean }[]>(
        `select exists (select 1 from refunds r where r.order_id = any(?::int[])
                        and r.status in ('pending', 'approved', 'processed', 'failed')) as busy`,
        [idArray],
        'all',
        ctx,
      );
      if (still?.busy) return false;
      const [row] = await conn.execute<{ amount: string }[]>(
        SALE_AMOUNT,
        [account.merchantPayable(sale.merchant_id), idArray, idArray],
        'all',
        ctx,
      );
      const amount = Number(row?.amount ?? 0);
      // nothing left to release (all refunded): nothing to write
      if (!(amount > 0)) return false;
      return this.ledger.post(
        tx,
        merchantReleased({ merchantId: sale.merchant_id, refType: sale.ref_type, refId: sale.ref_id, amount }),
      );
    });
  }

  /** The merchant's available balance, read inside `tx` (the request's, which holds the merchant's lock). */
  async available(tx: EntityManager, merchantId: number): Promise<number> {
    const [row] = await tx
      .getConnection()
      .execute<{ available: string }[]>(
        `select coalesce(-sum(amount), 0) as available from ledger_entries where account = ?`,
        [account.merchantAvailable(merchantId)],
        'all',
        tx.getTransactionContext(),
      );
    return Number(row?.available ?? 0);
  }

  /** The four figures of the merchant's payouts page (settings and payout number added by the caller). */
  async figures(
    merchantId: number,
  ): Promise<Pick<MerchantBalance, 'pending' | 'available' | 'in_flight' | 'paid_out'>> {
    const conn = this.em.fork().getConnection();
    const payable = account.merchantPayable(merchantId);
    const available = account.merchantAvailable(merchantId);
    const [ledger] = await conn.execute<{ pending: string; available: string }[]>(
      `select coalesce(-sum(amount) filter (where account = ?), 0) as pending,
              coalesce(-sum(amount) filter (where account = ?), 0) as available
       from ledger_entries where account in (?, ?)`,
      [payable, available, payable, available],
    );
    const [payouts] = await conn.execute<{ in_flight: string; paid_out: string }[]>(
      `select coalesce(sum(amount) filter (where status in (${PAYOUT_IN_FLIGHT.map(() => '?').join(', ')})), 0) as in_flight,
              coalesce(sum(amount) filter (where status = 'paid'), 0) as paid_out
       from payouts where user_id = ? and kind = 'merchant'`,
      [...PAYOUT_IN_FLIGHT, merchantId],
    );
    return {
      pending: Math.max(0, Number(ledger?.pending ?? 0)),
      available: Number(ledger?.available ?? 0),
      in_flight: Number(payouts?.in_flight ?? 0),
      paid_out: Number(payouts?.paid_out ?? 0),
    };
  }
}
