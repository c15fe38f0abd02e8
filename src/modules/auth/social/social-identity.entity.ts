import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/index.js';

/**
 * A provider account (Google, Facebook, Apple) linked to a Mbolo user. The provider's `sub` is the only
 * stable key: e-mail addresses change at the provider, so they are used once, to find the user to link.
 */
const SocialIdentitySchema = defineEntity({
  name: 'SocialIdentity',
  tableName: 'social_identities',
  properties: {
    id: p.integer().primary().autoincrement(),
    provider: p.string().length(20),
    subject: p.string().length(255),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['provider', 'subject'] }],
});

export class SocialIdentity extends SocialIdentitySchema.class {}
SocialIdentitySchema.setClass(SocialIdentity);
export { SocialIdentitySchema };
