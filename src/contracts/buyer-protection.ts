import { z } from 'zod';
import './zod-locale.js';
import { pageQuery } from './pagination.js';

const E = (k: string) => `buyer_protection.errors.${k}`;

/** Responsible gaming rules for raffle tickets (README "Buyer protection"). */
export const BUYER_PROTECTION = {
  /** a raised personal cap applies this long after the request; a lowered one at once */
  raiseDelayHours: 72,
  /** the self-exclusion lengths a buyer may choose, in months */
  exclusionMonths: [1, 3, 12] as const,
  /** the lowest personal cap (the lowest ticket price the settings allow) */
  minCap: 100,
  /** the admin watch list shows buyers from this share of their cap */
  watchShare: 0.8,
} as const;

/** PUT /user/spending-limits: the buyer's own monthly cap on raffle tickets, integer XAF (never above the platform's). */
export const spendingLimitSchema = z.strictObject({
  monthly_cap: z.coerce
    .number({ error: E('cap_invalid') })
    .int(E('cap_invalid'))
    .min(BUYER_PROTECTION.minCap, E('cap_invalid'))
    .max(100_000_000, E('cap_invalid')),
});
export type SpendingLimitInput = z.infer<typeof spendingLimitSchema>;

/** POST /user/self-exclusion: 1, 3 or 12 months away from raffles; never shortened. */
export const selfExclusionSchema = z.strictObject({
  months: z.coerce
    .number({ error: E('months_invalid') })
    .int(E('months_invalid'))
    .refine((v) => (BUYER_PROTECTION.exclusionMonths as readonly number[]).includes(v), E('months_invalid')),
});
export type SelfExclusionInput = z.infer<typeof selfExclusionSchema>;

/** GET /user/spending-limits. Amounts integer XAF; dates ISO. `effective_cap` null: no cap at all. */
export interface SpendingLimitsDto {
  /** the platform's cap (lottery_monthly_spending_cap), 0 = none */
  platform_cap: number;
  /** the buyer's own cap in force now, or null when they follow the platform's */
  personal_cap: number | null;
  /** the cap applied to this month's purchases: the lower of the two */
  effective_cap: number | null;
  /** spent this calendar month (Libreville): raffle orders paid or awaiting payment */
  spent_this_month: number;
  /** what may still be spent this month, null without a cap */
  remaining: number | null;
  /** a raised cap waiting for its delay, and when it applies */
  pending_cap: number | null;
  pending_from: string | null;
  /** self-excluded from raffles until then (null: not excluded) */
  excluded_until: string | null;
  /** the buyer confirmed being 18 or older */
  adult_confirmed: boolean;
}

/** GET /admin/lotteries/spending-watch */
export const spendingWatchQuerySchema = z.object(pageQuery({ perPage: 20, maxPerPage: 100 }));
export type SpendingWatchQuery = z.infer<typeof spendingWatchQuerySchema>;

export interface SpendingWatchRowDto {
  user_id: number;
  name: string;
  email: string;
  spent_this_month: number;
  effective_cap: number | null;
  /** spent / cap in percent (rounded), null without a cap */
  share: number | null;
  excluded_until: string | null;
}
