/**
 * What a paid payment `p` of order `o` sold, as the revenue figures count it: its amount, plus the part
 * of the order its buyer paid from the Mbolo balance (orders.wallet_share, 0 for most orders).
 */
export const SALE_VALUE = '(p.amount + o.wallet_share)';
