import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryDto } from '../../contracts/reference.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { Category } from './category.entity.js';

@Injectable()
export class CategoriesService {
  constructor(private readonly em: EntityManager) {}

  async list(locale: Locale): Promise<CategoryDto[]> {
    const rows = await this.em.find(Category, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return rows.map((c) => ({
      id: c.id,
      name: locale === 'en' ? c.nameEn : c.name,
      slug: c.slug,
      icon: c.icon ?? null,
    }));
  }
}
