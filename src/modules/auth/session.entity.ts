import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One signed-in device. The access token names it; revoking it logs that device out at once. */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    device: p.string().length(150),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
    city: p.string().length(100).nullable(),
    country: p.string().length(100).nullable(),
    rememberMe: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastActiveAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

/** Whether a session, as an entity or as the cache keeps it, is neither revoked nor expired. */
export function isLiveSession(session: { revokedAt?: Date | null; expiresAt: Date }, now = new Date()): boolean {
  return !session.revokedAt && session.expiresAt > now;
}

export class Session extends SessionSchema.class {
  isLive(now = new Date()): boolean {
    return isLiveSession(this, now);
  }
}
SessionSchema.setClass(Session);
export { SessionSchema };
