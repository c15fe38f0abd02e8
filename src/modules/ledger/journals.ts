import type { PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import { account, type LedgerAccount, type LedgerKind } from './accounts.js';

export interface LedgerLine {
  account: LedgerAccount | string;
  /** signed integer XAF: positive = debit, negative = credit */
  amount: number;
}

/** What caused a journal: a payment, a refund, a released sale (an order, or a raffle and all its tickets), a payout. */
export type LedgerRefType = 'payment' | 'refund' | 'order' | 'lottery' | 'payout';

/** One balanced set of entries and its cause; posted at most once per (kind, refType, refId). */
export interface Journal {
  kind: LedgerKind;
  refType: LedgerRefType;
  refId: string | number;
  lines: LedgerLine[];
}

/**
 * The platform's share of an amount: `amount × percent / 100` rounded to the nearest franc (halves up),
 * in integer arithmetic (the setting has one decimal, so it is taken in tenths of a percent). The
 * merchant gets the rest, so the split always adds up to the amount exactly.
 */
export function commissionOf(amount: number, percent: number): number {
  const tenths = Math.round(percent * 10);
  if (!Number.isSafeInteger(amount) || amount <= 0 || tenths <= 0) return 0;
  return Math.min(amount, Math.floor((amount * tenths + 500) / 1000));
}

/** A sale of `amount` shared between its merchant (the rest) and the platform (the commission): the credit lines. */
function saleShares(merchantId: number, amount: number, commissionPercent: number): LedgerLine[] {
  const commission = commissionOf(amount, commissionPercent);
  return [
    { account: account.merchantPayable(merchantId), amount: -(amount - commission) },
    { account: account.commission, amount: -commission },
  ];
}

/** What the operator holds of a bill of `amount` and what it kept (its fee, at `feePercent`): the debit lines. */
function operatorReceipt(system: PaymentSystemName, amount: number, feePercent = 0): LedgerLine[] {
  const fee = commissionOf(amount, feePercent);
  return [
    { account: account.operator(system), amount: amount - fee },
    { account: account.operatorFees(system), amount: fee },
  ];
}

/** A bill paid and credited to its order: the operator holds the money (less its fee), owed to the merchant minus the commission. */
export function paymentReceived(input: {
  paymentId: number;
  system: PaymentSystemName;
  merchantId: number;
  amount: number;
  commissionPercent: number;
  operatorFeePercent?: number;
}): Journal {
  return {
    kind: 'payment_received',
    refType: 'payment',
    refId: input.paymentId,
    lines: [
      ...operatorReceipt(input.system, input.amount, input.operatorFeePercent),
      ...saleShares(input.merchantId, input.amount, input.commissionPercent),
    ],
  };
}

/**
 * A payment credited before the ledger started, written once when the ledger first meets it: the same
 * lines as its receipt would have had (at today's commission), under its own kind so that the checks
 * of the money received since the start do not count it.
 */
export function openingBalance(input: Parameters<typeof paymentReceived>[0]): Journal {
  return { ...paymentReceived(input), kind: 'opening_balance' };
}

/** An order paid from the buyer's Mbolo balance: the wallet owes that much less, the merchant and the platform share it. */
export function walletPayment(input: {
  paymentId: number;
  userId: number;
  merchantId: number;
  amount: number;
  commissionPercent: number;
}): Journal {
  return {
    kind: 'wallet_payment',
    refType: 'payment',
    refId: input.paymentId,
    lines: [
      { account: account.wallet(input.userId), amount: input.amount },
      ...saleShares(input.merchantId, input.amount, input.commissionPercent),
    ],
  };
}

/** Part of an order awaiting payment set aside from the buyer's balance, the rest to come by mobile money. */
export function walletHold(input: { orderId: number; userId: number; amount: number }): Journal {
  return {
    kind: 'wallet_hold',
    refType: 'order',
    refId: input.orderId,
    lines: [
      { account: account.wallet(input.userId), amount: input.amount },
      { account: account.walletHolds, amount: -input.amount },
    ],
  };
}

/** The order ended unpaid (expired, failed, cancelled): the part set aside goes back to the balance. */
export function walletHoldReleased(input: { orderId: number; userId: number; amount: number }): Journal {
  return {
    kind: 'wallet_hold_released',
    refType: 'order',
    refId: input.orderId,
    lines: [
      { account: account.walletHolds, amount: input.amount },
      { account: account.wallet(input.userId), amount: -input.amount },
    ],
  };
}

/** The rest arrived: the part set aside pays the merchant and the commission, as a receipt does. */
export function walletShareSpent(input: {
  orderId: number;
  merchantId: number;
  amount: number;
  commissionPercent: number;
}): Journal {
  return {
    kind: 'wallet_share_spent',
    refType: 'order',
    refId: input.orderId,
    lines: [
      { account: account.walletHolds, amount: input.amount },
      ...saleShares(input.merchantId, input.amount, input.commissionPercent),
    ],
  };
}

/** The order's payment was refunded: the part paid from the balance goes back to it, reversing what it paid. */
export function walletShareRefunded(input: { orderId: number; userId: number; spent: LedgerLine[] }): Journal {
  const credits = input.spent.filter((l) => l.amount < 0);
  const total = credits.reduce((s, l) => s - l.amount, 0);
  return {
    kind: 'wallet_share_refunded',
    refType: 'order',
    refId: input.orderId,
    lines: [
      ...credits.map((l) => ({ account: l.account, amount: -l.amount })),
      { account: account.wallet(input.userId), amount: -total },
    ],
  };
}

/** A bill paid for an order no longer waiting for it: the money is owed back to the payer, not to a merchant. */
export function paymentUnallocated(input: {
  paymentId: number;
  system: PaymentSystemName;
  amount: number;
  operatorFeePercent?: number;
}): Journal {
  return {
    kind: 'payment_unallocated',
    refType: 'payment',
    refId: input.paymentId,
    lines: [
      ...operatorReceipt(input.system, input.amount, input.operatorFeePercent),
      { account: account.refundsDue, amount: -input.amount },
    ],
  };
}

/** Drops zero lines (a 0 % commission) and merges lines on the same account. */
export function normalised(lines: LedgerLine[]): LedgerLine[] {
  const byAccount = new Map<string, number>();
  for (const l of lines) byAccount.set(l.account, (byAccount.get(l.account) ?? 0) + l.amount);
  return [...byAccount].filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));
}

/**
 * The refund of `amount` of a payment whose receipt journal had `origin`'s lines: every line but the
 * operator's is reversed in proportion (the merchant's share last, taking the rounding), and the money
 * leaves through `paidFrom` (the operator the payout went through, or refunds:manual).
 */
export function refundPaid(input: {
  refundId: number;
  amount: number;
  origin: LedgerLine[];
  paidFrom: LedgerAccount | string;
}): Journal {
  const received = input.origin.filter((l) => l.amount > 0).reduce((s, l) => s + l.amount, 0);
  const credits = input.origin.filter((l) => l.amount < 0);
  const lines: LedgerLine[] = [{ account: input.paidFrom, amount: -input.amount }];
  if (received <= 0 || credits.length === 0) {
    lines.push({ account: account.refundsDue, amount: input.amount });
  } else {
    // largest share last: it takes what the rounding of the others left
    const ordered = [...credits].sort((a, b) => a.amount - b.amount).reverse();
    let left = input.amount;
    for (const [i, c] of ordered.entries()) {
      const share = i === ordered.length - 1 ? left : Math.round((-c.amount * input.amount) / received);
      lines.push({ account: c.account, amount: share });
      left -= share;
    }
  }
  return { kind: 'refund_paid', refType: 'refund', refId: input.refundId, lines };
}

/**
 * A sale's money released to its merchant (the order fulfilled or the raffle's prize received, and the
 * payout delay over): `amount`, what the sale left on the merchant's payable, becomes available.
 */
export function merchantReleased(input: {
  merchantId: number;
  refType: 'order' | 'lottery';
  refId: number;
  amount: number;
}): Journal {
  return {
    kind: 'merchant_released',
    refType: input.refType,
    refId: input.refId,
    lines: [
      { account: account.merchantPayable(input.merchantId), amount: input.amount },
      { account: account.merchantAvailable(input.merchantId), amount: -input.amount },
    ],
  };
}

/**
 * A payout asked for: the money leaves `from` (a merchant's available balance, or a buyer's wallet) and
 * waits in payouts:clearing.
 */
export function payoutRequested(input: { payoutId: number; from: LedgerAccount; amount: number }): Journal {
  return {
    kind: 'payout_requested',
    refType: 'payout',
    refId: input.payoutId,
    lines: [
      { account: input.from, amount: input.amount },
      { account: account.payoutClearing, amount: -input.amount },
    ],
  };
}

/** A payout SHAP paid: the money leaves the operator that sent it. */
export function payoutSent(input: { payoutId: number; system: PaymentSystemName; amount: number }): Journal {
  return {
    kind: 'payout_sent',
    refType: 'payout',
    refId: input.payoutId,
    lines: [
      { account: account.payoutClearing, amount: input.amount },
      { account: account.operator(input.system), amount: -input.amount },
    ],
  };
}

/** A payout rejected: its money goes back where it came from. */
export function payoutReturned(input: { payoutId: number; to: LedgerAccount; amount: number }): Journal {
  return {
    kind: 'payout_returned',
    refType: 'payout',
    refId: input.payoutId,
    lines: [
      { account: account.payoutClearing, amount: input.amount },
      { account: input.to, amount: -input.amount },
    ],
  };
}
