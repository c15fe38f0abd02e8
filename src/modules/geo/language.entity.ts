import { defineEntity, p } from '@mikro-orm/core';

const LanguageSchema = defineEntity({
  name: 'Language',
  tableName: 'languages',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(5).unique(),
    name: p.string().length(50),
    isDefault: p.boolean().default(false),
  },
});

export class Language extends LanguageSchema.class {}
LanguageSchema.setClass(Language);
export { LanguageSchema };
