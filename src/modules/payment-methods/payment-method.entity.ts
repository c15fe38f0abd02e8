import { defineEntity, p } from '@mikro-orm/core';
import { updatedAt } from '../../infra/database/timestamps.js';

const PaymentMethodSchema = defineEntity({
  name: 'PaymentMethod',
  tableName: 'payment_methods',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(30).unique(),
    name: p.string().length(100),
    description: p.string().length(255).default(''),
    type: p.enum(['gateway', 'mobile_money', 'bank_transfer'] as const),
    gateway: p.string().length(30).nullable(),
    active: p.boolean().default(false),
    /** secret keys are stored sealed (payment-secrets.ts), the others in clear */
    config: p.json<Record<string, string>>().nullable(),
    sortOrder: p.integer().default(0),
    updatedAt: updatedAt(),
  },
});

export class PaymentMethod extends PaymentMethodSchema.class {}
PaymentMethodSchema.setClass(PaymentMethod);
export { PaymentMethodSchema };
