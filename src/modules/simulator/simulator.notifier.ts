import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SIMULATOR_CREDENTIALS } from '../../config/gateways.js';
import type { NotificationWire } from '../../infra/ebilling/ebilling.wire.js';
import type { SimBill } from './simulator.store.js';

/** Where the simulator posts its notifications unless SIMULATOR_CALLBACK_URL says otherwise. */
export const simulatorCallbackUrl = (config: AppConfig) =>
  config.simulator.callbackUrl ?? `${config.appUrl.replace(/\/+$/, '')}/api/payments/callback/ebilling`;

/**
 * Posts E-Billing's form-encoded notification when a bill is paid or fails. Like E-Billing's, it is
 * fire and forget: a failed delivery is logged and dropped, and the merchant's reconciliation, which
 * re-queries pending bills, catches up.
 */
@Injectable()
export class SimulatorNotifier implements OnModuleDestroy {
  private readonly logger = new Logger('EbillingSimulator');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  notify(bill: SimBill): void {
    const delivery = this.deliver(bill).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Lets deliveries under way finish (each is time-limited) before the application closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(bill: SimBill): Promise<void> {
    const url = simulatorCallbackUrl(this.config);
    const form: NotificationWire = {
      billingid: bill.bill_id,
      merchantid: SIMULATOR_CREDENTIALS.username,
      customerid: bill.pushedMsisdn ?? bill.payer_msisdn,
      transactionid: bill.transaction_id ?? '',
      reference: bill.external_reference,
      payer_id: bill.pushedMsisdn ?? bill.payer_msisdn,
      payer_code: '',
      paymentsystem: bill.payment_system_name ?? '',
      amount: String(bill.amount),
      shortdescription: bill.short_description,
      payername: bill.payer_name,
      payeremail: bill.payer_email,
      createdat: bill.created_at,
      state: bill.state,
    };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (!res.ok) this.logger.warn(`Notification of bill ${bill.bill_id} answered ${res.status}`);
    } catch (err) {
      this.logger.warn(`Notification of bill ${bill.bill_id} not delivered: ${(err as Error).message}`);
    }
  }
}
