import { z } from 'zod';
import './zod-locale.js';

const E = (k: string) => `payment_methods.errors.${k}`;

/** What a masked secret looks like in answers: the stored value is never sent back. */
export const SECRET_MASK = '••••';
export const isMasked = (v: string) => v.startsWith(SECRET_MASK);

/** Spec 3 §3 Payment method: the fields each gateway is configured with; `secret` ones are sealed at rest and masked in answers. */
export const GATEWAY_FIELDS = {
  ebilling: [
    { key: 'merchant_id', secret: false },
    { key: 'api_key', secret: true },
    { key: 'secret_key', secret: true },
  ],
  flutterwave: [
    { key: 'public_key', secret: false },
    { key: 'secret_key', secret: true },
  ],
  paystack: [
    { key: 'public_key', secret: false },
    { key: 'secret_key', secret: true },
  ],
} as const;
export type GatewayName = keyof typeof GATEWAY_FIELDS;
export const GATEWAY_ENVIRONMENTS: Record<GatewayName, readonly string[]> = {
  ebilling: ['sandbox', 'production'],
  flutterwave: ['sandbox', 'live'],
  paystack: ['sandbox', 'live'],
};
export const isGateway = (g: string | null | undefined): g is GatewayName => !!g && g in GATEWAY_FIELDS;

/** PUT /admin/settings/payment-methods/{id}: the gateway's keys are checked against its fields by configErrors(). */
export const updatePaymentMethodSchema = z
  .strictObject({
    active: z.boolean({ error: E('active') }).optional(),
    config: z
      .record(
        z.string(),
        z
          .string({ error: E('config') })
          .trim()
          .max(500, E('config')),
      )
      .optional(),
  })
  .refine((v) => v.active !== undefined || v.config !== undefined, { message: E('empty') });
export type UpdatePaymentMethodInput = z.input<typeof updatePaymentMethodSchema>;

/** Every key of the gateway is required, and only those; field → i18n keys. */
export function configErrors(gateway: GatewayName, config: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set<string>(['environment', ...GATEWAY_FIELDS[gateway].map((f) => f.key)]);
  for (const key of Object.keys(config)) if (!known.has(key)) errors[key] = [E('unknown_key')];
  for (const { key } of GATEWAY_FIELDS[gateway]) if (!config[key]?.trim()) errors[key] = [E('required')];
  if (!GATEWAY_ENVIRONMENTS[gateway].includes(config.environment ?? '')) errors.environment = [E('environment')];
  return errors;
}

/** GET /admin/settings `payment_methods`: secrets masked. */
export interface AdminPaymentMethod {
  id: number;
  code: string;
  name: string;
  description: string;
  active: boolean;
  type: 'gateway' | 'mobile_money' | 'bank_transfer';
  gateway: string | null;
  config: Record<string, string> | null;
}
