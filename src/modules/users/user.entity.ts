import { defineEntity, p } from '@mikro-orm/core';
import { Country } from '../geo/country.entity.js';
import { Role } from '../access/role.entity.js';
import { updatedAt } from '../../infra/database/timestamps.js';

export const USER_STATUSES = ['active', 'suspended'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  // e-mail addresses are unique whatever their case
  indexes: [
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(100).unique(),
    phone: p.string().length(20).unique().nullable(),
    passwordHash: p.string().length(255).hidden().lazy(),
    country: () => p.manyToOne(Country).nullable(),
    roles: () => p.manyToMany(Role).pivotTable('user_roles').joinColumn('user_id').inverseJoinColumn('role_id'),
    status: p.enum(USER_STATUSES).default('active'),
    companyName: p.string().length(150).nullable(),
    avatarUrl: p.string().length(500).nullable(),
    birthDate: p.date().nullable(),
    gender: p.enum(GENDERS).nullable(),
    address: p.string().length(255).nullable(),
    city: p.string().length(100).nullable(),
    postalCode: p.string().length(20).nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    /** TOTP secret (base32), kept encrypted; two-factor is on once twoFactorEnabledAt is set. */
    twoFactorSecret: p.string().length(255).nullable().hidden().lazy(),
    twoFactorEnabledAt: p.datetime().nullable(),
    /** Time step (30 s) of the last TOTP code accepted: a code is good once, never for an earlier step. */
    totpLastStep: p.bigint('number').nullable().hidden().lazy(),
    /** Keyed hashes of the unused recovery codes (older accounts may still hold plain sha-256 ones). */
    recoveryCodes: p.json<string[]>().nullable().hidden().lazy(),
    /** Set when an administrator created the account with a temporary password: it must be changed first. */
    mustChangePassword: p.boolean().default(false),
    /** Until when that temporary password signs in (cleared once the password is changed). */
    temporaryPasswordExpiresAt: p.datetime().nullable(),
    preferences: p.json<Record<string, unknown>>().nullable(),
    /** When the owner confirmed being 18 or older (registration form, or before a social account's first ticket). */
    adultConfirmedAt: p.datetime().nullable(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: updatedAt(),
  },
});

export class User extends UserSchema.class {
  fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
UserSchema.setClass(User);
export { UserSchema };

/** The names of the user's roles, or none when they were not loaded. */
export const roleNames = (user: User): string[] =>
  user.roles.isInitialized() ? user.roles.getItems().map((r) => r.name) : [];
