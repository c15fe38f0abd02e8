import { defineEntity, p } from '@mikro-orm/core';
import type { SettingChanges } from '../../contracts/settings-history.js';
import { User } from '../users/user.entity.js';

/** One save of the platform's settings: who, when, and the keys that changed (before → after). */
const SettingsHistorySchema = defineEntity({
  name: 'SettingsHistory',
  tableName: 'settings_history',
  properties: {
    id: p.integer().primary().autoincrement(),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    group: p.string().length(20),
    changes: p.json<SettingChanges>(),
    /** the entry whose `before` values this save put back */
    restoredFrom: () => p.manyToOne(SettingsHistory).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SettingsHistory extends SettingsHistorySchema.class {}
SettingsHistorySchema.setClass(SettingsHistory);
export { SettingsHistorySchema };
