import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod, PaymentRecordMethod } from '../../contracts/payment-options.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import {
  type DomainExpectation,
  LedgerDomainSources,
  LedgerService,
  OPERATOR_SYSTEMS,
  openingBalance,
  walletPayment,
  walletShareSpent,
  account,
  paymentReceived,
  paymentUnallocated,
} from '../ledger/index.js';
import type { Order } from '../orders/index.js';
import { SettingsService } from '../settings/index.js';
import type { Payment } from './payment.entity.js';

/** Libreville is UTC+1 all year: the reports' days are its days. */
const LIBREVILLE_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The E-Billing payment system of each method (as PAYMENT_SYSTEM in payments.service.ts, by method). */
const SYSTEM_OF_METHOD: Record<PaymentMethod, PaymentSystemName> = {
  airtel_money: 'airtelmoney',
  moov_money: 'moovmoney4',
};

/** The shares of a sale, percents: the platform's commission and the operator's fee. */
export interface SaleRates {
  commission: number;
  operatorFee: number;
}

/** The operator account of a gateway payment (a payment from the Mbolo balance has none). */
function gatewaySystem(method: PaymentRecordMethod): PaymentSystemName {
  if (method === 'wallet') throw new Error('A payment from the Mbolo balance went through no gateway');
  return SYSTEM_OF_METHOD[method];
}

/**
 * The payments' side of the ledger: the journal of a bill paid, written in the settling transaction,
 * and what the payments table says the operators' accounts received (for LedgerService.verify).
 */
@Injectable()
export class PaymentsLedgerAdapter implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly sources: LedgerDomainSources,
    private readonly settings: SettingsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.sources.register({ name: 'payments', expectations: (em, since) => this.received(em, since) });
    this.sources.register({ name: 'ebilling-report', expectations: (em, since) => this.reported(em, since) });
  }

  /** The platform_commission setting (a percent), read outside the settling transaction. */
  commissionPercent(): Promise<number> {
    return this.settings.get('platform_commission');
  }

  /** The commission and the operator's fee (percents), read outside the settling transaction. */
  async rates(): Promise<SaleRates> {
    const [commission, operatorFee] = await Promise.all([
      this.settings.get('platform_commission'),
      this.settings.get('operator_fee_percent'),
    ]);
    return { commission, operatorFee };
  }

  /** A payment credited to its order (debit the operator and its fee, credit the merchant and the commission). */
  async credited(tx: EntityManager, payment: Payment, order: Order, rates: SaleRates): Promise<void> {
    await this.ledger.post(
      tx,
      paymentReceived({
        paymentId: payment.id,
        system: gatewaySystem(payment.method),
        merchantId: order.product.merchant.id,
        amount: payment.amount,
        commissionPercent: rates.commission,
        operatorFeePercent: rates.operatorFee,
      }),
    );
  }

  /** An order paid from the buyer's Mbolo balance (debit the wallet, credit the merchant and the commission). */
  async fromWallet(tx: EntityManager, payment: Payment, order: Order, commissionPercent: number): Promise<void> {
    await this.ledger.post(
      tx,
      walletPayment({
        paymentId: payment.id,
        userId: payment.user.id,
        merchantId: order.product.merchant.id,
        amount: payment.amount,
        commissionPercent,
      }),
    );
  }

  /** The part of an order set aside from the buyer's balance pays the merchant and the commission. */
  async shareSpent(tx: EntityManager, order: Order, commissionPercent: number): Promise<void> {
    await this.ledger.post(
      tx,
      walletShareSpent({
        orderId: order.id,
        merchantId: order.product.merchant.id,
        amount: order.walletShare,
        commissionPercent,
      }),
    );
  }

  /** The buyer's Mbolo balance, read inside `tx` (which holds the wallet's lock). */
  async walletBalance(tx: EntityManager, userId: number): Promise<number> {
    return -(await this.ledger.balanceOf(account.wallet(userId), tx));
  }

  /** Money received for an order no longer waiting for it: owed back to the payer (the operator kept its fee). */
  async unallocated(tx: EntityManager, payment: Payment, rates: SaleRates): Promise<void> {
    await this.ledger.post(
      tx,
      paymentUnallocated({
        paymentId: payment.id,
        system: gatewaySystem(payment.method),
        amount: payment.amount,
        operatorFeePercent: rates.operatorFee,
      }),
    );
  }

  /**
   * Paid payments the ledger never met get their journal, once: those credited before the ledger
   * started an opening balance (the merchants' shares of older sales then reach their payable
   * accounts, so they can be paid out), those written since without the app (seeded demo sales) the
   * receipt they should have had. The app itself always posts in the crediting transaction. Run at each
   * start, after the seed (a no-op once done); two instances racing post each journal once.
   */
  async backfill(em: EntityManager): Promise<number> {
    const since = await this.ledger.startedAt(em);
    const rates = await this.rates();
    let posted = 0;
    for (let after = 0; ; ) {
      const rows = await em
        .getConnection()
        .execute<{ id: number; method: PaymentMethod; amount: number; merchant_id: number; paid_at: Date }[]>(
          `select p.id, p.method, p.amount, pr.merchant_id, p.paid_at
         from payments p join orders o on o.id = p.order_id join products pr on pr.id = o.product_id
         where p.status = 'paid' and p.method <> 'wallet' and p.paid_at is not null and p.id > ?
           and not exists (select 1 from ledger_journals j where j.ref_type = 'payment' and j.ref_id = p.id::text)
         order by p.id limit 500`,
          [after],
        );
      for (const r of rows) {
        const input = {
          paymentId: r.id,
          system: SYSTEM_OF_METHOD[r.method],
          merchantId: r.merchant_id,
          amount: Number(r.amount),
          commissionPercent: rates.commission,
          operatorFeePercent: rates.operatorFee,
        };
        // paid since the ledger started (demo data seeded with recent sales): the receipt it should have had
        const journal = new Date(r.paid_at) < since ? openingBalance(input) : paymentReceived(input);
        if (await em.fork().transactional((tx) => this.ledger.post(tx, journal))) posted += 1;
      }
      if (rows.length < 500) return posted;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Every payment whose money arrived (paid_at set) since `since`, per operator. */
  private async received(em: EntityManager, since: Date) {
    const rows = await em.getConnection().execute<{ method: string; total: string }[]>(
      `select method, coalesce(sum(amount), 0) as total from payments
       where paid_at is not null and paid_at >= ? group by method`,
      [since],
    );
    const totals = new Map(rows.map((r) => [SYSTEM_OF_METHOD[r.method as PaymentMethod], Number(r.total)]));
    // the operator's account and its fees together: what the payer paid
    return OPERATOR_SYSTEMS.map((system) => ({
      check: 'payments_received' as const,
      account: `operator:${system}`,
      accountLike: `operator:${system}%`,
      kinds: ['payment_received', 'payment_unallocated'] as const,
      expected: totals.get(system) ?? 0,
    }));
  }

  /**
   * The gateway's daily reports of yesterday and today (Libreville days), where it offers one: the
   * bills it says were paid, per operator, against the ledger's receipts of the payments of those bills.
   * A bill paid at the gateway but never posted (unknown, amount mismatch, not settled yet) shows here.
   */
  private async reported(em: EntityManager, since: Date): Promise<DomainExpectation[]> {
    if (!this.gateway.dailyReport) return [];
    const out: DomainExpectation[] = [];
    const today = Date.now() + LIBREVILLE_OFFSET_MS;
    for (const day of [today - DAY_MS, today].map((t) => new Date(t).toISOString().slice(0, 10))) {
      const report = await this.gateway.dailyReport(day);
      if (!report) return [];
      const bills = report.filter((b) => !b.paidAt || Date.parse(b.paidAt) >= since.getTime());
      const ids = bills.map((b) => b.billId);
      const payments = ids.length
        ? await em
            .getConnection()
            .execute<{ id: number; bill_id: string }[]>(
              `select id, bill_id from payments where bill_id in (${ids.map(() => '?').join(', ')})`,
              ids,
            )
        : [];
      const paymentOf = new Map(payments.map((p) => [p.bill_id, String(p.id)]));
      for (const system of OPERATOR_SYSTEMS) {
        const mine = bills.filter((b) => b.paymentSystem === system);
        out.push({
          check: 'ebilling_report',
          account: `operator:${system}`,
          accountLike: `operator:${system}%`,
          kinds: ['payment_received', 'payment_unallocated'],
          expected: mine.reduce((s, b) => s + b.amount, 0),
          refs: { refType: 'payment', refIds: mine.flatMap((b) => paymentOf.get(b.billId) ?? []) },
          ref: day,
        });
      }
    }
    return out;
  }
}
