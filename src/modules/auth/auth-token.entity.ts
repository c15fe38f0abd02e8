import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const TOKEN_PURPOSES = ['email_verification', 'password_reset', 'two_factor_login'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use secrets sent to users (verification links, reset codes): only a keyed hash is stored,
 * with its purpose, expiry, attempts and use, so a token is never valid twice nor for another purpose.
 */
const AuthTokenSchema = defineEntity({
  name: 'AuthToken',
  tableName: 'auth_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(TOKEN_PURPOSES),
    tokenHash: p.string().length(64).unique(),
    channel: p.string().length(10).nullable(),
    attempts: p.integer().default(0),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AuthToken extends AuthTokenSchema.class {}
AuthTokenSchema.setClass(AuthToken);
export { AuthTokenSchema };
