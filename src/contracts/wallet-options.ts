/** The Mbolo balance's figures, without zod: the payment screens read them and must stay light. */

/** The smallest withdrawal to mobile money, integer XAF. */
export const WALLET_MIN_WITHDRAWAL = 500;

/** The least a mobile-money bill may be when the rest of an order comes from the balance, integer XAF. */
export const MIN_MOBILE_MONEY_PART = 100;
