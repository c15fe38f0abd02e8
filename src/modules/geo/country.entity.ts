import { defineEntity, p } from '@mikro-orm/core';

const CountrySchema = defineEntity({
  name: 'Country',
  tableName: 'countries',
  properties: {
    id: p.integer().primary().autoincrement(),
    iso2: p.string().length(2).unique(),
    name: p.string().length(100),
    nameEn: p.string().length(100),
    dialCode: p.string().length(6),
    currency: p.string().length(3),
    isDefault: p.boolean().default(false),
    sortOrder: p.integer().default(0),
    iso3: p.string().length(3).nullable(),
    /** an image URL */
    flag: p.string().length(500).nullable(),
    isActive: p.boolean().default(true),
  },
});

export class Country extends CountrySchema.class {}
CountrySchema.setClass(Country);
export { CountrySchema };
