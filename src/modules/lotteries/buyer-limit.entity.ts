import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { updatedAt } from '../../infra/database/timestamps.js';

/**
 * A buyer's own protection (README "Buyer protection"): a monthly cap on raffle tickets lower than the
 * platform's (a raise waits in pendingCap until pendingFrom) and a self-exclusion from raffles until
 * excludedUntil. Read by the reserve_tickets function at every ticket purchase.
 */
const BuyerLimitSchema = defineEntity({
  name: 'BuyerLimit',
  tableName: 'buyer_limits',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    /** integer XAF; null: the platform's cap applies */
    monthlyCap: p.integer().nullable(),
    pendingCap: p.integer().nullable(),
    pendingFrom: p.datetime().nullable(),
    excludedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: updatedAt(),
  },
});

export class BuyerLimit extends BuyerLimitSchema.class {}
BuyerLimitSchema.setClass(BuyerLimit);
export { BuyerLimitSchema };
