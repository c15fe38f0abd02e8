import { defineEntity, p } from '@mikro-orm/core';

/** Fixed-window counters shared by every instance (login failures per account and per IP, OTP sends…). */
const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(200).primary(),
    hits: p.integer().default(0),
    windowEndsAt: p.datetime(),
    blockedUntil: p.datetime().nullable(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
export { RateLimitSchema };
