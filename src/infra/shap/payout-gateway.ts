import type { PaymentSystemName } from '../ebilling/payment-gateway.js';

/**
 * What the refunds module needs from a mobile-money payout service. The SHAP HTTP client implements it,
 * whether it talks to SHAP itself or to our simulator (same protocol).
 */
export const PAYOUT_GATEWAY = Symbol('PAYOUT_GATEWAY');

/** success: money sent; processing: accepted, final state to be asked later; failed: refused. */
export type PayoutState = 'success' | 'processing' | 'failed';

export interface PayoutInput {
  paymentSystem: PaymentSystemName;
  /** 9 national digits, e.g. 074010203 */
  payeeMsisdn: string;
  /** integer XAF */
  amount: number;
  /** our payout reference; unique per attempt, SHAP refuses a second payout with it */
  externalReference: string;
}

export interface PayoutResult {
  state: PayoutState;
  /** SHAP's id of the payout, when it gave one */
  payoutId: string | null;
  /** the operator's transaction id, when given */
  transactionId: string | null;
  /** the gateway's reason for a failed payout, as given */
  failureReason: string | null;
}

/** The holder of a mobile-money number as the operator registered it (KYC), or that there is none. */
export type MobileMoneyAccount = { exists: true; name: string } | { exists: false };

export interface PayoutGateway {
  readonly name: 'shap' | 'simulator';
  /** Throws GatewayError (payments/gateway) on network failures and refusals of the request itself. */
  createPayout(input: PayoutInput): Promise<PayoutResult>;
  /** The payout sent with this reference, or null when SHAP has none. */
  getPayout(payeeMsisdn: string, externalReference: string): Promise<PayoutResult | null>;
  /** Who holds this number's mobile-money account (the payer-name check before paying). Throws GatewayError. */
  lookupAccount(paymentSystem: PaymentSystemName, msisdn: string): Promise<MobileMoneyAccount>;
}
