import { defineEntity, p } from '@mikro-orm/core';

const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(80).unique(),
    name: p.string().length(100),
    nameEn: p.string().length(100),
    icon: p.string().length(40).nullable(),
    sortOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
  },
});

export class Category extends CategorySchema.class {}
CategorySchema.setClass(Category);
export { CategorySchema };
