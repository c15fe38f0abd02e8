/** The double-entry ledger as the admin page reads it (GET /api/admin/ledger/balances). */

export interface LedgerAccountBalance {
  /** e.g. `operator:airtelmoney`, `merchant:12:payable`, `platform:commission` */
  account: string;
  /** the account name's first part: operator, merchant, platform, buyers, refunds */
  family: string;
  /** sum of the entries, integer XAF: positive = debit balance, negative = credit balance */
  balance: number;
  debits: number;
  credits: number;
  entries: number;
}

/** What verify compares; labels under admin_ledger.checks.<check>. */
export const LEDGER_CHECKS = [
  'journal_unbalanced',
  'entry_mislabelled',
  'payments_received',
  'refunds_paid',
  'payouts_in_flight',
  'payouts_paid',
  'wallets',
  'ebilling_report',
  'source_unavailable',
] as const;
export type LedgerCheckName = (typeof LEDGER_CHECKS)[number];

export interface LedgerDifference {
  check: LedgerCheckName;
  account: string | null;
  /** the journal or entry concerned (the ledger's own checks), the report's day, or the source that failed */
  ref?: string;
  expected: number;
  actual: number;
}

export interface LedgerCheckResult {
  checked_at: string;
  ok: boolean;
  journals: number;
  differences: LedgerDifference[];
}

export interface LedgerBalances {
  accounts: LedgerAccountBalance[];
  journals: number;
  entries: number;
  last_check: LedgerCheckResult | null;
}

/**
 * GET /api/admin/payments/reconciliation: the money figures of the back-office screens beside the
 * ledger's. revenue: paid payments (admin payments' and dashboard's "revenus totaux"); ledger_revenue:
 * the sales the ledger credited to merchants and commission, less refunds. Equal when all is well.
 */
export interface LedgerReconciliation {
  revenue: number;
  ledger_revenue: number;
  /** the platform_commission share the ledger kept */
  ledger_commission: number;
  /** what the platform owes: merchants (not yet paid out), buyers' Mbolo balances, payouts on their way */
  owed_to_merchants: number;
  buyer_wallets: number;
  payouts_in_flight: number;
  matches: boolean;
}
