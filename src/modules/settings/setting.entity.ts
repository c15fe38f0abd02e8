import { defineEntity, p } from '@mikro-orm/core';
import { updatedAt } from '../../infra/database/timestamps.js';

/** Platform settings edited by administrators; typed and defaulted by SettingsService. */
const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(80).primary(),
    value: p.json<unknown>(),
    updatedAt: updatedAt(),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
export { SettingSchema };
