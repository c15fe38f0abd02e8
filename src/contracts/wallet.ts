import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';
import { pageQuery } from './pagination.js';
import type { PayoutView } from './payouts.js';

const E = (k: string) => `wallet.errors.${k}`;

/**
 * A buyer's Mbolo balance (the ledger account wallet:<userId>): refunds paid into it (refund method
 * wallet_credit), spent at checkout on tickets and direct purchases, withdrawn to mobile money.
 */
export const WALLET_MOVEMENT_KINDS = ['refund', 'purchase', 'withdrawal', 'withdrawal_returned'] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];

import { WALLET_MIN_WITHDRAWAL } from './wallet-options.js';

export { MIN_MOBILE_MONEY_PART, WALLET_MIN_WITHDRAWAL } from './wallet-options.js';

export interface WalletMovement {
  id: number;
  at: string;
  kind: WalletMovementKind;
  /** signed integer XAF: positive adds to the balance, negative takes from it */
  amount: number;
  /** what caused it: the refund's, order's or payout's number */
  ref: string | null;
}

/** GET /api/user/wallet */
export interface WalletView {
  balance: number;
  movements: WalletMovement[];
  pagination: PageInfo;
  /** withdrawals asked for and not yet received (or failed) */
  withdrawals: PayoutView[];
  min_withdrawal: number;
  /** the account's own number (E.164), offered as the withdrawal's default */
  phone: string | null;
}

export const walletQuerySchema = z.strictObject({ ...pageQuery({ perPage: 20, maxPerPage: 100 }) });
export type WalletQuery = z.infer<typeof walletQuerySchema>;

/** POST /api/user/wallet/withdraw: to an Airtel or Moov number, confirmed by the account's password. */
export const withdrawSchema = z.strictObject({
  amount: z.coerce
    .number({ error: E('amount_required') })
    .int(E('amount_integer'))
    .min(WALLET_MIN_WITHDRAWAL, E('below_minimum'))
    .max(10_000_000, E('amount_too_large')),
  phone: z
    .string({ error: E('phone_required') })
    .trim()
    .min(8, E('phone_required'))
    .max(20, E('phone_invalid')),
  password: z
    .string({ error: E('password_required') })
    .min(1, E('password_required'))
    .max(200),
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;

/** POST /api/payments/pay-with-wallet: pays an order awaiting payment with the whole amount from the balance. */
export const payWithWalletSchema = z.strictObject({
  order_number: z
    .string({ error: E('order_required') })
    .trim()
    .min(1, E('order_required'))
    .max(30),
});
export type PayWithWalletInput = z.infer<typeof payWithWalletSchema>;

/** POST /api/payments/wallet-share: the part set aside from the balance, and what mobile money pays. */
export interface WalletShareView {
  order_number: string;
  wallet_share: number;
  rest: number;
  /** the balance left */
  balance: number;
}

export interface WalletPaymentView {
  order_number: string;
  reference: string;
  amount: number;
  /** the balance left */
  balance: number;
}
