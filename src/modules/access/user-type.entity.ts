import { defineEntity, p } from '@mikro-orm/core';
import { updatedAt } from '../../infra/database/timestamps.js';

/** Spec 3 §3 user types (admin, enterprise seller, individual seller, legacy seller, customer), edited in the back-office. */
const UserTypeSchema = defineEntity({
  name: 'UserType',
  tableName: 'user_types',
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(50).unique(),
    name: p.string().length(100),
    description: p.text().nullable(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: updatedAt(),
  },
});

export class UserType extends UserTypeSchema.class {}
UserTypeSchema.setClass(UserType);
export { UserTypeSchema };
