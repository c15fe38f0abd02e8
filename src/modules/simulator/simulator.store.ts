import { randomInt } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EbillWire } from '../../infra/ebilling/ebilling.wire.js';
import { SimTokens } from './sim-tokens.js';

export interface SimBill extends EbillWire {
  expiresAt: number;
  /** the number the last USSD push went to (national form) */
  pushedMsisdn: string | null;
  pushedAt: number | null;
}

// Bills this long past their expiry are forgotten, so a demo running for weeks stays small.
const FORGET_AFTER_MS = 24 * 3600_000;

/** The simulator's memory: bills, issued OAuth2 tokens and pending timers. Nothing survives a restart. */
@Injectable()
export class SimulatorStore extends SimTokens implements OnModuleDestroy {
  private readonly bills = new Map<string, SimBill>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  newBillId(): string {
    this.forgetOld();
    let id: string;
    do id = `555${randomInt(1_000_000, 10_000_000)}`;
    while (this.bills.has(id));
    return id;
  }

  save(bill: SimBill): void {
    this.bills.set(bill.bill_id, bill);
  }

  /** The bill as it stands now: a ready bill past its expiry has expired. */
  find(billId: string): SimBill | undefined {
    const bill = this.bills.get(billId);
    if (bill && bill.state === 'ready' && Date.now() >= bill.expiresAt) {
      bill.state = 'expired';
      this.cancel(billId);
    }
    return bill;
  }

  all(): SimBill[] {
    return [...this.bills.keys()].map((id) => this.find(id)!);
  }

  /** Runs `fn` after `ms`, replacing the bill's pending outcome if any. */
  schedule(billId: string, ms: number, fn: () => void): void {
    this.cancel(billId);
    const timer = setTimeout(() => {
      this.timers.delete(billId);
      fn();
    }, ms);
    timer.unref();
    this.timers.set(billId, timer);
  }

  cancel(billId: string): void {
    const timer = this.timers.get(billId);
    if (timer) clearTimeout(timer);
    this.timers.delete(billId);
  }

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private forgetOld(): void {
    const limit = Date.now() - FORGET_AFTER_MS;
    for (const [id, bill] of this.bills) if (bill.expiresAt < limit) this.bills.delete(id);
  }
}
