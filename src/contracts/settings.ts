import { z } from 'zod';
import './zod-locale.js';
import { notificationTypesSchema, NOTIFICATION_TYPE_DEFAULTS } from './notification-settings.js';

const E = (k: string) => `settings.errors.${k}`;

const int = (min: number, max: number, key: string) =>
  z
    .number({ error: E(key) })
    .int(E(key))
    .min(min, E(key))
    .max(max, E(key));
/** Optional free text: '' means "not given". */
const text = (max: number, key: string) =>
  z
    .string({ error: E(key) })
    .trim()
    .max(max, E(key));

/** Currencies a platform may keep its accounts in (spec 3 §2 "Payments"). */
export const SETTING_CURRENCIES = ['XAF', 'XOF', 'EUR', 'USD'] as const;
/** Languages the site is translated into (locales/). */
export const SETTING_LANGUAGES = ['fr', 'en'] as const;

/**
 * One schema per stored key: the admin form, the API and the stored values are checked by the same
 * rules (spec 3 §5). Keys are stored flat in the `settings` table; SETTING_GROUPS names them per tab.
 */
export const SETTING_SCHEMAS = {
  // general
  app_name: z
    .string({ error: E('app_name') })
    .trim()
    .min(1, E('app_name'))
    .max(120, E('app_name')),
  app_url: z
    .string({ error: E('app_url') })
    .trim()
    .max(255, E('app_url'))
    .refine((v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success, E('app_url')),
  app_description: text(500, 'app_description'),
  contact_email: z
    .string({ error: E('contact_email') })
    .trim()
    .max(255, E('contact_email'))
    .refine((v) => v === '' || z.email().safeParse(v).success, E('contact_email')),
  contact_phone: z
    .string({ error: E('contact_phone') })
    .trim()
    .regex(/^(\+?[0-9 ]{7,20})?$/, E('contact_phone')),
  default_language: z.enum(SETTING_LANGUAGES, { error: E('default_language') }),
  default_country: z.string({ error: E('default_country') }).regex(/^[A-Z]{2}$/, E('default_country')),
  timezone: z.string({ error: E('timezone') }).refine(validTimeZone, E('timezone')),
  // payment
  default_currency: z.enum(SETTING_CURRENCIES, { error: E('default_currency') }),
  /** a percent of each sale kept by the platform, 0–100 in steps of 0.1 (5 = 5 %) */
  platform_commission: z
    .number({ error: E('platform_commission') })
    .min(0, E('platform_commission'))
    .max(100, E('platform_commission'))
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, E('platform_commission')),
  /** a percent of each bill the mobile-money operator keeps (its fee), 0–20 in steps of 0.1; the platform bears it */
  operator_fee_percent: z
    .number({ error: E('operator_fee_percent') })
    .min(0, E('operator_fee_percent'))
    .max(20, E('operator_fee_percent'))
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, E('operator_fee_percent')),
  /** days after an order is fulfilled (or a raffle's prize received) before the merchant's share may be paid out */
  payout_delay_days: int(0, 90, 'payout_delay_days'),
  /** integer XAF: the smallest payout a merchant may ask for */
  payout_min_amount: int(100, 10_000_000, 'payout_min_amount'),
  // lottery
  /** integer XAF */
  ticket_price_min: int(100, 10_000_000, 'ticket_price_min'),
  /** integer XAF */
  ticket_price_max: int(1000, 10_000_000, 'ticket_price_max'),
  /** the fewest participants a raffle may ask for before its draw (never below 2) */
  min_participants: int(2, 1_000_000, 'min_participants'),
  lottery_max_duration_days: int(1, 365, 'lottery_max_duration_days'),
  /** at the end date, draw a lottery that reached min_participants; otherwise it waits for an admin */
  auto_draw: z.boolean({ error: E('auto_draw') }),
  /** money of raffles that fell short or were cancelled, and money taken twice, goes back without an administrator */
  auto_refund: z.boolean({ error: E('auto_refund') }),
  enterprise_tickets_min: int(1, 1_000_000, 'enterprise_tickets_min'),
  enterprise_tickets_max: int(1, 1_000_000, 'enterprise_tickets_max'),
  /** an individual seller's raffle always has this many tickets */
  individual_tickets: int(1, 1_000_000, 'individual_tickets'),
  /** integer XAF a buyer may spend on raffle tickets per calendar month (Libreville); 0 = no cap */
  lottery_monthly_spending_cap: int(0, 100_000_000, 'lottery_monthly_spending_cap'),
  // security
  /** staff accounts (manager roles) must turn on two-factor sign-in; the server's STAFF_2FA_REQUIRED may set the default */
  staff_two_factor_required: z.boolean({ error: E('staff_two_factor_required') }),
  // notifications (spec 3 §3): the sender of every e-mail; never saved, it is the server's MAIL_FROM
  from_email: z
    .string({ error: E('from_email') })
    .trim()
    .max(255, E('from_email'))
    .pipe(z.email(E('from_email'))),
  from_name: text(120, 'from_name'),
  notification_types: notificationTypesSchema(E('notification_types'), E('notification_type_locked')),
  // maintenance: customer pages and the public API answer 503 while on
  maintenance_mode: z.boolean({ error: E('maintenance_mode') }),
  maintenance_message: text(1000, 'maintenance_message'),
};

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.output<(typeof SETTING_SCHEMAS)[K]> };

/** Values of keys an administrator never saved (spec 3 §9). */
export const SETTING_DEFAULTS: Settings = {
  app_name: 'Mbolo',
  app_url: '',
  app_description: '',
  contact_email: '',
  contact_phone: '',
  default_language: 'fr',
  default_country: 'GA',
  timezone: 'Africa/Libreville',
  default_currency: 'XAF',
  platform_commission: 5,
  operator_fee_percent: 0,
  payout_delay_days: 7,
  payout_min_amount: 5_000,
  ticket_price_min: 1000,
  ticket_price_max: 100_000,
  min_participants: 10,
  lottery_max_duration_days: 30,
  auto_draw: false,
  auto_refund: true,
  enterprise_tickets_min: 50,
  enterprise_tickets_max: 10_000,
  individual_tickets: 500,
  lottery_monthly_spending_cap: 200_000,
  staff_two_factor_required: true,
  from_email: 'no-reply@mbolo.ga',
  from_name: 'Mbolo',
  notification_types: NOTIFICATION_TYPE_DEFAULTS,
  maintenance_mode: false,
  maintenance_message: '',
};
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

/** PUT /admin/settings (flat, kept for older callers): any subset of the keys, at least one; unknown keys are refused. */
export const updateSettingsSchema = z
  .strictObject(
    Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTING_SCHEMAS[k].optional()])) as {
      [K in SettingKey]: z.ZodOptional<(typeof SETTING_SCHEMAS)[K]>;
    },
  )
  .refine((v) => Object.keys(v).length > 0, { message: E('empty') });
export type UpdateSettingsInput = Partial<Settings>;

// ---------------------------------------------------------------------------------------------
// Groups (spec 3 §3 "Settings"): the tabs of /admin/settings, field name → stored key

export const SETTING_GROUPS = {
  general: {
    app_name: 'app_name',
    app_url: 'app_url',
    app_description: 'app_description',
    contact_email: 'contact_email',
    contact_phone: 'contact_phone',
    default_language: 'default_language',
    default_country: 'default_country',
    timezone: 'timezone',
  },
  payment: {
    default_currency: 'default_currency',
    platform_commission: 'platform_commission',
    operator_fee_percent: 'operator_fee_percent',
    payout_delay_days: 'payout_delay_days',
    payout_min_amount: 'payout_min_amount',
  },
  lottery: {
    min_ticket_price: 'ticket_price_min',
    max_ticket_price: 'ticket_price_max',
    min_participants: 'min_participants',
    max_duration_days: 'lottery_max_duration_days',
    auto_draw: 'auto_draw',
    auto_refund: 'auto_refund',
    enterprise_tickets_min: 'enterprise_tickets_min',
    enterprise_tickets_max: 'enterprise_tickets_max',
    individual_tickets: 'individual_tickets',
    monthly_spending_cap: 'lottery_monthly_spending_cap',
  },
  security: { staff_two_factor_required: 'staff_two_factor_required' },
  notifications: { from_email: 'from_email', from_name: 'from_name' },
  maintenance: { maintenance_mode: 'maintenance_mode', maintenance_message: 'maintenance_message' },
} as const satisfies Record<string, Record<string, SettingKey>>;

export type SettingGroup = keyof typeof SETTING_GROUPS;
export const SETTING_GROUP_NAMES = Object.keys(SETTING_GROUPS) as SettingGroup[];
export type GroupSettings<G extends SettingGroup> = {
  -readonly [F in keyof (typeof SETTING_GROUPS)[G]]: Settings[(typeof SETTING_GROUPS)[G][F] & SettingKey];
};
export type GroupedSettings = { [G in SettingGroup]: GroupSettings<G> };

/** The stored keys, grouped and renamed for GET /admin/settings. */
export function groupSettings(s: Settings): GroupedSettings {
  return Object.fromEntries(
    SETTING_GROUP_NAMES.map((g) => [
      g,
      Object.fromEntries(Object.entries(SETTING_GROUPS[g]).map(([field, key]) => [field, s[key as SettingKey]])),
    ]),
  ) as GroupedSettings;
}

/** PUT /admin/settings/{group}: any subset of the group's fields, at least one; unknown fields are refused. */
export function groupUpdateSchema<G extends SettingGroup>(group: G) {
  const shape = Object.fromEntries(
    Object.entries(SETTING_GROUPS[group]).map(([field, key]) => [field, SETTING_SCHEMAS[key as SettingKey].optional()]),
  );
  return z
    .strictObject(shape)
    .refine((v) => Object.keys(v).length > 0, { message: E('empty') }) as unknown as z.ZodType<
    Partial<GroupSettings<G>>
  >;
}
export const generalSettingsSchema = groupUpdateSchema('general');
export const paymentSettingsSchema = groupUpdateSchema('payment');
export const lotterySettingsSchema = groupUpdateSchema('lottery');
export const securitySettingsSchema = groupUpdateSchema('security');
export const maintenanceSettingsSchema = groupUpdateSchema('maintenance');
/** PUT /admin/settings/notifications: the sender, and the types switched on or off (the others keep their state). */
export const notificationsSettingsSchema = z
  .strictObject({
    from_email: SETTING_SCHEMAS.from_email.optional(),
    from_name: SETTING_SCHEMAS.from_name.optional(),
    notification_types: SETTING_SCHEMAS.notification_types.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: E('empty') });
export type NotificationsSettingsInput = z.infer<typeof notificationsSettingsSchema>;

/** A group's fields as stored keys (PUT /admin/settings/{group} → SettingsService.update). */
export function groupToKeys<G extends SettingGroup>(group: G, input: Partial<GroupSettings<G>>): UpdateSettingsInput {
  const map = SETTING_GROUPS[group] as Record<string, SettingKey>;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([field, v]) => [map[field], v]),
  ) as UpdateSettingsInput;
}

/** A stored key's field name in its group (errors of a group save are shown under the form's fields). */
export function fieldOfKey(key: string): string {
  for (const g of SETTING_GROUP_NAMES) {
    for (const [field, k] of Object.entries(SETTING_GROUPS[g])) if (k === key) return field;
  }
  return key;
}

/** Rules between keys, checked on the merged result (a lone max may conflict with the stored min). */
export function settingsConflicts(s: Settings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (s.ticket_price_max < s.ticket_price_min) errors.ticket_price_max = [E('ticket_price_range')];
  if (s.enterprise_tickets_max < s.enterprise_tickets_min)
    errors.enterprise_tickets_max = [E('enterprise_tickets_range')];
  return errors;
}
