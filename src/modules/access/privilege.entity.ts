import { defineEntity, p } from '@mikro-orm/core';

/** A back-office capability (src/contracts/privileges.ts); roles hold them through role_privileges. */
const PrivilegeSchema = defineEntity({
  name: 'Privilege',
  tableName: 'privileges',
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(64).unique(),
    group: p.string().length(32),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Privilege extends PrivilegeSchema.class {}
PrivilegeSchema.setClass(Privilege);
export { PrivilegeSchema };
