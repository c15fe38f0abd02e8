import type { PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';

/**
 * The ledger's accounts. Amounts are signed integer XAF: a debit is positive, a credit negative, so an
 * account's balance is the sum of its entries, and every journal sums to zero.
 *
 * - `operator:<airtelmoney|moovmoney4>` (asset, debit balance): money the mobile-money operator holds
 *   for us, named by its E-Billing payment system. Debited when a bill is paid, credited when a SHAP
 *   payout sends a refund back through the same operator.
 * - `merchant:<userId>:payable` (liability, credit balance): what the platform owes a merchant for its
 *   sales: the amount paid minus the platform's commission.
 * - `platform:commission` (revenue, credit balance): the platform_commission setting's share of each sale.
 * - `buyers:refunds_due` (liability, credit balance): money that arrived for an order no longer waiting
 *   for it (late or duplicate payment, closed raffle): never credited to a merchant, owed back to the payer.
 * - `refunds:manual` (asset, credit balance): refunds the staff paid themselves by bank transfer or
 *   cash, outside the gateways; to be matched against the bank account.
 *
 * - `merchant:<userId>:available` (liability, credit balance): the part of the payable released to the
 *   merchant (its order fulfilled or its raffle's prize received, and the payout delay over), which it
 *   may ask to be paid.
 * - `payouts:clearing` (liability, credit balance): payouts asked for and not yet sent: the money has
 *   left the merchant's available balance and waits for an administrator and for SHAP.
 *
 * - `wallet:<userId>` (liability, credit balance): a buyer's Mbolo balance: refunds paid into it (the
 *   wallet_credit method), spent on purchases, withdrawn to mobile money through a payout.
 * - `buyers:wallet_holds` (liability, credit balance): the part of orders awaiting payment that their
 *   buyers chose to pay from their balance, set aside until the rest arrives by mobile money.
 * - `operator:<system>:fees` (expense, debit balance): what the operator kept of each bill, at the
 *   operator_fee_percent setting (0 by default: neither E-Billing nor SHAP reports a fee). The platform
 *   bears it: the merchant and the commission share the whole amount, the operator holds the rest.
 */
export const LEDGER_KINDS = [
  'payment_received',
  'payment_unallocated',
  'opening_balance',
  'wallet_payment',
  'wallet_hold',
  'wallet_hold_released',
  'wallet_share_spent',
  'wallet_share_refunded',
  'refund_paid',
  'merchant_released',
  'payout_requested',
  'payout_sent',
  'payout_returned',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerAccount =
  | `operator:${PaymentSystemName}`
  | `operator:${PaymentSystemName}:fees`
  | `merchant:${number}:payable`
  | `merchant:${number}:available`
  | 'payouts:clearing'
  | `wallet:${number}`
  | 'buyers:wallet_holds'
  | 'platform:commission'
  | 'buyers:refunds_due'
  | 'refunds:manual';

export const OPERATOR_SYSTEMS: readonly PaymentSystemName[] = ['airtelmoney', 'moovmoney4'];

export const account = {
  operator: (system: PaymentSystemName): LedgerAccount => `operator:${system}`,
  operatorFees: (system: PaymentSystemName): LedgerAccount => `operator:${system}:fees`,
  merchantPayable: (merchantId: number): LedgerAccount => `merchant:${merchantId}:payable`,
  merchantAvailable: (merchantId: number): LedgerAccount => `merchant:${merchantId}:available`,
  payoutClearing: 'payouts:clearing',
  wallet: (userId: number): LedgerAccount => `wallet:${userId}`,
  walletHolds: 'buyers:wallet_holds',
  commission: 'platform:commission',
  refundsDue: 'buyers:refunds_due',
  manualRefunds: 'refunds:manual',
} as const satisfies Record<string, LedgerAccount | ((...a: never[]) => LedgerAccount)>;

/** The account's family, for grouping on the admin page: operator, merchant, platform, buyers, refunds. */
export function accountFamily(name: string): string {
  return name.split(':', 1)[0] ?? name;
}
