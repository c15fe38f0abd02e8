import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import type { SimulatorPushDto } from '../../contracts/simulator.js';
import type { EbillWire } from '../../infra/ebilling/ebilling.wire.js';
import { isOnNetwork, nationalMsisdn, outcomeFor } from './msisdn.js';
import type { CreateBillBody, UssdPushBody } from './simulator.schemas.js';
import { SimulatorNotifier } from './simulator.notifier.js';
import { SimulatorStore, type SimBill } from './simulator.store.js';

const PAYMENT_SYSTEMS = new Set(['airtelmoney', 'moovmoney4']);

/** E-Billing's side of a payment, played in memory: bills, USSD pushes and the payer's answer. */
@Injectable()
export class SimulatorService {
  constructor(
    private readonly store: SimulatorStore,
    private readonly notifier: SimulatorNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  createBill(body: CreateBillBody): EbillWire {
    const now = Date.now();
    const bill: SimBill = {
      bill_id: this.store.newBillId(),
      payer_msisdn: body.payer_msisdn,
      payer_email: body.payer_email,
      payer_name: body.payer_name,
      amount: body.amount,
      short_description: body.short_description,
      external_reference: body.external_reference,
      expiry_period: body.expiry_period,
      state: 'ready',
      created_at: new Date(now).toISOString(),
      due_date: new Date(now + body.expiry_period * 60_000).toISOString(),
      payment_system_name: null,
      transaction_id: null,
      reason: null,
      paid_at: null,
      expiresAt: now + body.expiry_period * 60_000,
      pushedMsisdn: null,
      pushedAt: null,
    };
    this.store.save(bill);
    return wire(bill);
  }

  getBill(billId: string): EbillWire {
    return wire(this.payable(billId, false));
  }

  /** Rings the payer's phone; what the operator then does depends on the number (see outcomeFor). */
  pushUssd(billId: string, body: UssdPushBody): void {
    const bill = this.payable(billId, true);
    if (!PAYMENT_SYSTEMS.has(body.payment_system_name)) {
      throw new ValidationFailedError({ payment_system_name: ['simulator.errors.payment_system'] });
    }
    const msisdn = nationalMsisdn(body.payer_msisdn);
    if (!isOnNetwork(body.payment_system_name, msisdn)) {
      throw new ValidationFailedError({ payer_msisdn: ['simulator.errors.msisdn'] });
    }
    bill.pushedMsisdn = msisdn;
    bill.pushedAt = Date.now();
    bill.payment_system_name = body.payment_system_name;
    const outcome = outcomeFor(msisdn);
    if (outcome === 'pay')
      this.store.schedule(billId, this.config.simulator.delayMs, () => this.settle(billId, 'paid'));
    else if (outcome === 'fail')
      this.store.schedule(billId, this.config.simulator.delayMs, () =>
        this.settle(billId, 'failed', 'solde insuffisant'),
      );
    else this.store.cancel(billId);
  }

  /** Pushes still waiting on this number, newest first. */
  pendingPushes(rawMsisdn: string): SimulatorPushDto[] {
    const msisdn = nationalMsisdn(rawMsisdn);
    if (!msisdn) return [];
    return this.store
      .all()
      .filter((b) => b.state === 'ready' && b.pushedMsisdn === msisdn)
      .sort((a, b) => (b.pushedAt ?? 0) - (a.pushedAt ?? 0))
      .map((b) => ({
        bill_id: b.bill_id,
        amount: b.amount,
        reference: b.external_reference,
        description: b.short_description,
        payer_name: b.payer_name,
        payment_system: b.payment_system_name ?? '',
        pushed_at: new Date(b.pushedAt ?? 0).toISOString(),
        expires_at: new Date(b.expiresAt).toISOString(),
      }));
  }

  /** The payer's answer on the phone page: any 4-digit PIN is accepted. */
  decide(billId: string, decision: 'approve' | 'decline'): EbillWire {
    const bill = this.payable(billId, true);
    if (!bill.pushedMsisdn) throw new DomainError(409, 'simulator.errors.not_pushed', { code: 'not_pushed' });
    this.settle(
      billId,
      decision === 'approve' ? 'paid' : 'failed',
      decision === 'approve' ? null : 'refusé par le payeur',
    );
    return wire(bill);
  }

  /** The bills paid on `day` (Libreville, UTC+1), for the daily report. */
  paidOn(day: string): EbillWire[] {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? ''))
      throw new DomainError(400, 'simulator.errors.report_date', { code: 'report_date' });
    const libreville = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 10);
    return this.store
      .all()
      .filter((b) => (b.state === 'paid' || b.state === 'processed') && b.paid_at && libreville(b.paid_at) === day)
      .map(wire);
  }

  private payable(billId: string, mustBeReady: boolean): SimBill {
    const bill = this.store.find(billId);
    if (!bill) throw new DomainError(404, 'simulator.errors.bill_not_found', { code: 'bill_not_found' });
    if (mustBeReady && bill.state !== 'ready')
      throw new DomainError(409, 'simulator.errors.bill_closed', { code: 'bill_closed' });
    return bill;
  }

  private settle(billId: string, state: 'paid' | 'failed', reason: string | null = null): void {
    const bill = this.store.find(billId);
    if (bill?.state !== 'ready') return;
    this.store.cancel(billId);
    bill.state = state;
    bill.reason = reason;
    if (state === 'paid') {
      bill.paid_at = new Date().toISOString();
      bill.transaction_id = `${bill.payment_system_name === 'moovmoney4' ? 'MC' : 'MP'}${Date.now()}.${randomInt(1000, 10_000)}`;
    }
    this.notifier.notify(bill);
  }
}

function wire(bill: SimBill): EbillWire {
  const { expiresAt: _e, pushedMsisdn: _m, pushedAt: _p, ...rest } = bill;
  return rest;
}
