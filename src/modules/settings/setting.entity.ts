import { defineEntity, p } from '@mikro-orm/core';

/** Platform settings edited by administrators; typed and defaulted by SettingsService. */
const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(80).primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
export { SettingSchema };
