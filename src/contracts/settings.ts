import { z } from 'zod';

const E = (k: string) => `settings.errors.${k}`;

/** Platform settings and their values when an administrator never changed them. */
export const SETTING_DEFAULTS = {
  /** at the end date, draw a lottery that reached min_participants; otherwise it waits for an admin */
  auto_draw: true,
  /** money of raffles that fell short or were cancelled, and money taken twice, goes back without an administrator */
  auto_refund: true,
  /** staff accounts (manager roles) must turn on two-factor sign-in; the server's STAFF_2FA_REQUIRED may set the default */
  staff_two_factor_required: true,
  /** share of each sale kept by the platform (0.10 = 10 %) */
  platform_commission: 0.1,
  /** integer XAF */
  ticket_price_min: 500,
  /** integer XAF */
  ticket_price_max: 50_000,
  lottery_max_duration_days: 60,
  enterprise_tickets_min: 50,
  enterprise_tickets_max: 10_000,
  /** an individual seller's raffle always has this many tickets */
  individual_tickets: 500,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] extends boolean ? boolean : number };
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

const int = (min: number, max: number, key: string) =>
  z.number({ error: E(key) }).int(E(key)).min(min, E(key)).max(max, E(key));

/** One schema per key: the admin form, the API and the stored values are checked by the same rules. */
export const SETTING_SCHEMAS = {
  auto_draw: z.boolean({ error: E('auto_draw') }),
  auto_refund: z.boolean({ error: E('auto_refund') }),
  staff_two_factor_required: z.boolean({ error: E('staff_two_factor_required') }),
  platform_commission: z.number({ error: E('platform_commission') }).min(0, E('platform_commission')).max(1, E('platform_commission')),
  ticket_price_min: int(100, 10_000_000, 'ticket_price_min'),
  ticket_price_max: int(1000, 10_000_000, 'ticket_price_max'),
  lottery_max_duration_days: int(1, 365, 'lottery_max_duration_days'),
  enterprise_tickets_min: int(1, 1_000_000, 'enterprise_tickets_min'),
  enterprise_tickets_max: int(1, 1_000_000, 'enterprise_tickets_max'),
  individual_tickets: int(1, 1_000_000, 'individual_tickets'),
} satisfies { [K in SettingKey]: z.ZodType<Settings[K]> };

/** PUT /admin/settings: any subset of the keys, at least one; unknown keys are refused. */
export const updateSettingsSchema = z
  .strictObject(Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTING_SCHEMAS[k].optional()])) as { [K in SettingKey]: z.ZodOptional<(typeof SETTING_SCHEMAS)[K]> })
  .refine((v) => Object.keys(v).length > 0, { message: E('empty') });
export type UpdateSettingsInput = Partial<Settings>;

/** Rules between keys, checked on the merged result (a lone max may conflict with the stored min). */
export function settingsConflicts(s: Settings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (s.ticket_price_max < s.ticket_price_min) errors.ticket_price_max = [E('ticket_price_range')];
  if (s.enterprise_tickets_max < s.enterprise_tickets_min) errors.enterprise_tickets_max = [E('enterprise_tickets_range')];
  return errors;
}
