/**
 * What the payments module needs from a mobile-money gateway. The E-Billing HTTP client implements it,
 * whether it talks to E-Billing itself or to our simulator (same protocol), so the production client is
 * the code that tests and the demo exercise.
 */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** E-Billing's names of the mobile-money systems. */
export type PaymentSystemName = 'airtelmoney' | 'moovmoney4';

/** E-Billing bill states: ready → paid/processed | failed/cancelled/expired. */
export type BillState = 'ready' | 'paid' | 'processed' | 'failed' | 'cancelled' | 'expired';

export interface CreateBillInput {
  /** 9 national digits, e.g. 074010203 */
  payerMsisdn: string;
  payerEmail: string;
  payerName: string;
  /** integer XAF */
  amount: number;
  shortDescription: string;
  /** our payment reference; E-Billing echoes it back */
  externalReference: string;
  /** minutes the bill stays payable */
  expiryPeriodMinutes: number;
}

export interface Bill {
  billId: string;
  externalReference: string;
  amount: number;
  state: BillState;
  payerMsisdn: string | null;
  /** the operator's transaction id, once paid */
  transactionId: string | null;
  paymentSystem: string | null;
  /** gateway reason for a failed bill, as given */
  failureReason: string | null;
}

export interface PaymentGateway {
  /** 'ebilling' or 'simulator' (the same client, pointed at our simulator) */
  readonly name: 'ebilling' | 'simulator';
  createBill(input: CreateBillInput): Promise<{ billId: string }>;
  pushUssd(billId: string, paymentSystem: PaymentSystemName, payerMsisdn: string): Promise<void>;
  getBill(billId: string): Promise<Bill>;
  /**
   * The bills paid on `day` (YYYY-MM-DD, Libreville time) by the gateway's daily report, or null where
   * the gateway offers none we read (only the simulator's is known: E-Billing's own is not integrated).
   */
  dailyReport?(day: string): Promise<ReportedBill[] | null>;
}

/** A paid bill as a daily report lists it (compared with the ledger by its nightly check). */
export interface ReportedBill {
  billId: string;
  amount: number;
  paymentSystem: string | null;
  paidAt: string | null;
}

/**
 * A gateway call that failed. `i18nKey` is a French message for the payer; `retryable` says whether
 * the failure was the network (timeouts, resets, 5xx) rather than a refusal.
 */
export class GatewayError extends Error {
  constructor(
    readonly i18nKey: string,
    readonly retryable: boolean,
    readonly status?: number,
    message?: string,
  ) {
    super(message ?? i18nKey);
    this.name = 'GatewayError';
  }
}
