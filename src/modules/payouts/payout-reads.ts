import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { pageOf } from '../../contracts/pagination.js';
import {
  PAYOUT_STATUSES,
  type AdminPayoutsPage,
  type MerchantPayoutsPage,
  type PayoutStatus,
  type PayoutsQuery,
} from '../../contracts/payouts.js';
import { account } from '../ledger/index.js';
import { SettingsService } from '../settings/index.js';
import { PayoutBalances } from './payout-balance.js';
import type { PayoutStatementData } from './payout-pdf.js';
import { PAYOUT_COLUMNS, payoutView, type PayoutRow } from './payout-view.js';

const E = (k: string) => `payouts.errors.${k}`;
const MERCHANT_COLUMNS = `u.id as user_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as merchant_name,
  u.email as merchant_email, mp.company_name as business_name`;

/** The payouts lists (merchant and back-office) and a payout's statement, read in SQL. */
@Injectable()
export class PayoutReads {
  constructor(
    private readonly em: EntityManager,
    private readonly balances: PayoutBalances,
    private readonly settings: SettingsService,
  ) {}

  /** GET /merchant/payouts: the balance (what is due released first) and the merchant's own payouts. */
  async merchantPage(merchantId: number, query: PayoutsQuery, locale: Locale = 'fr'): Promise<MerchantPayoutsPage> {
    await this.balances.release(merchantId);
    const conn = this.em.fork().getConnection();
    const [figures, delay, min, profile] = await Promise.all([
      this.balances.figures(merchantId),
      this.settings.get('payout_delay_days'),
      this.settings.get('payout_min_amount'),
      conn.execute<{ payout_phone: string | null; payout_operator: 'airtel' | 'moov' | null }[]>(
        'select payout_phone, payout_operator from merchant_profiles where user_id = ?',
        [merchantId],
      ),
    ]);
    const where = ['p.user_id = ?', "p.kind = 'merchant'"];
    const params: unknown[] = [merchantId];
    if (query.status) {
      where.push('p.status = ?');
      params.push(query.status);
    }
    const { rows, total } = await this.page(where, params, query, false);
    const t = translator(locale);
    return {
      balance: {
        ...figures,
        min_amount: min,
        delay_days: delay,
        payout_phone: profile[0]?.payout_phone ?? null,
        payout_operator: profile[0]?.payout_operator ?? null,
      },
      data: rows.map((r) => payoutView(r, t)),
      pagination: pageOf(total, query.page, query.per_page),
    };
  }

  /** GET /admin/payouts: every merchant's payouts, filtered, with the totals per status. */
  async adminPage(query: PayoutsQuery, locale: Locale = 'fr'): Promise<AdminPayoutsPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('p.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        `(p.payout_number ilike ? or u.email ilike ? or p.payee_phone ilike ? or mp.company_name ilike ?
          or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ?)`,
      );
      params.push(like, like, like, like, like);
    }
    const { rows, total } = await this.page(where, params, query, true);
    const sums = await this.em
      .fork()
      .getConnection()
      .execute<{ status: PayoutStatus; count: string; amount: string }[]>(
        'select status, count(*) as count, coalesce(sum(amount), 0) as amount from payouts group by status',
      );
    const totals = Object.fromEntries(
      PAYOUT_STATUSES.map((s) => [s, { count: 0, amount: 0 }]),
    ) as AdminPayoutsPage['totals'];
    for (const s of sums) totals[s.status] = { count: Number(s.count), amount: Number(s.amount) };
    const t = translator(locale);
    return { data: rows.map((r) => payoutView(r, t)), pagination: pageOf(total, query.page, query.per_page), totals };
  }

  /**
   * What the PDF statement shows: the payout, its merchant, and the sales released to the merchant
   * since its previous payout was asked for (the money this one may come from).
   */
  async statement(payoutId: number, merchantId: number | null, locale: Locale): Promise<PayoutStatementData> {
    const conn = this.em.fork().getConnection();
    const [row] = await conn.execute<
      (PayoutRow & { failed_reason_key: string | null; shap_transaction_id: string | null; user_id: number })[]
    >(
      `select ${PAYOUT_COLUMNS}, p.shap_transaction_id, ${MERCHANT_COLUMNS}
       from payouts p join users u on u.id = p.user_id left join merchant_profiles mp on mp.user_id = p.user_id
       where p.id = ? and (?::int is null or p.user_id = ?)`,
      [payoutId, merchantId, merchantId],
    );
    if (!row) throw new NotFoundError(E('not_found'));
    const available = row.kind === 'wallet' ? account.wallet(row.user_id) : account.merchantAvailable(row.user_id);
    const lines = await conn.execute<
      { ref_type: string; ref_id: string; amount: string; created_at: Date; label: string | null }[]
    >(
      `select e.ref_type, e.ref_id, -e.amount as amount, e.created_at,
              case when e.ref_type = 'order' then (select o.order_number || ' · ' || pr.name from orders o join products pr on pr.id = o.product_id where o.id = e.ref_id::int)
                   else (select l.lottery_number || ' · ' || pr.name from lotteries l join products pr on pr.id = l.product_id where l.id = e.ref_id::int) end as label
       from ledger_entries e
       where e.account = ? and e.kind = 'merchant_released'
         and e.created_at <= (select coalesce(max(j.created_at), now()) from ledger_journals j where j.kind = 'payout_requested' and j.ref_type = 'payout' and j.ref_id = ?)
         and e.created_at > coalesce((select max(j.created_at) from ledger_journals j join payouts prev on prev.id::text = j.ref_id
                                      where j.kind = 'payout_requested' and j.ref_type = 'payout' and prev.user_id = ? and prev.kind = ? and prev.id < ?), '-infinity')
       order by e.created_at, e.id`,
      [available, String(payoutId), row.user_id, row.kind, payoutId],
    );
    const [after] = await conn.execute<{ balance: string }[]>(
      `select coalesce(-sum(e.amount), 0) as balance from ledger_entries e
       where e.account = ? and e.journal_id in (select j.id from ledger_journals j
         where j.created_at <= (select coalesce(max(k.created_at), now()) from ledger_journals k where k.kind = 'payout_requested' and k.ref_type = 'payout' and k.ref_id = ?))`,
      [available, String(payoutId)],
    );
    const t = translator(locale);
    const date = (d: Date | string | null) => (d ? new Date(d) : null);
    return {
      payoutNumber: row.payout_number,
      status: row.status,
      amount: Number(row.amount),
      payeePhone: row.payee_phone,
      paymentSystem: row.payment_system,
      merchant: {
        name: row.merchant_name ?? '',
        businessName: row.business_name ?? null,
        email: row.merchant_email ?? '',
      },
      requestedAt: new Date(row.requested_at),
      approvedAt: date(row.approved_at),
      sentAt: date(row.sent_at),
      paidAt: date(row.paid_at),
      rejectedAt: date(row.rejected_at),
      shapPayoutId: row.shap_payout_id,
      shapTransactionId: row.shap_transaction_id,
      rejectionReason: row.rejection_reason,
      failureReason: row.failure_reason ? t(row.failure_reason) : null,
      lines: lines.map((l) => ({
        label: l.label ?? `${l.ref_type} ${l.ref_id}`,
        date: new Date(l.created_at),
        amount: Number(l.amount),
      })),
      balanceAfter: Number(after?.balance ?? 0),
      generatedAt: new Date(),
    };
  }

  private async page(
    where: string[],
    params: unknown[],
    query: PayoutsQuery,
    withMerchant: boolean,
  ): Promise<{ rows: PayoutRow[]; total: number }> {
    const conn = this.em.fork().getConnection();
    const from = `from payouts p join users u on u.id = p.user_id left join merchant_profiles mp on mp.user_id = p.user_id
      ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const [count] = await conn.execute<{ n: string }[]>(`select count(*) as n ${from}`, params);
    const rows = await conn.execute<PayoutRow[]>(
      `select ${PAYOUT_COLUMNS}${withMerchant ? `, ${MERCHANT_COLUMNS}` : ''} ${from}
       order by p.requested_at desc, p.id desc limit ? offset ?`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return { rows, total: Number(count?.n ?? 0) };
  }
}
