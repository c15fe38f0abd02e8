import { defineEntity, p } from '@mikro-orm/core';

const LanguageSchema = defineEntity({
  name: 'Language',
  tableName: 'languages',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(5).unique(),
    name: p.string().length(50),
    isDefault: p.boolean().default(false),
    nativeName: p.string().length(50).nullable(),
    /** an emoji */
    flag: p.string().length(8).nullable(),
    direction: p.enum(['ltr', 'rtl'] as const).default('ltr'),
    isActive: p.boolean().default(true),
  },
});

export class Language extends LanguageSchema.class {}
LanguageSchema.setClass(Language);
export { LanguageSchema };
