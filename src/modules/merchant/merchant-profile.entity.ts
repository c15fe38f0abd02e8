import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { updatedAt } from '../../infra/database/timestamps.js';

/** A seller's business profile and payout number: one row per merchant user, created on first save. */
const MerchantProfileSchema = defineEntity({
  name: 'MerchantProfile',
  tableName: 'merchant_profiles',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.oneToOne(User).owner().unique(),
    companyName: p.string().length(150).nullable(),
    businessEmail: p.string().length(100).nullable(),
    description: p.text().nullable(),
    city: p.string().length(100).nullable(),
    address: p.string().length(255).nullable(),
    logoUrl: p.string().length(500).nullable(),
    /** E.164 Gabonese mobile-money number the merchant is paid on */
    payoutPhone: p.string().length(20).nullable(),
    payoutOperator: p.enum(['airtel', 'moov'] as const).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: updatedAt(),
  },
});

export class MerchantProfile extends MerchantProfileSchema.class {}
MerchantProfileSchema.setClass(MerchantProfile);
export { MerchantProfileSchema };
