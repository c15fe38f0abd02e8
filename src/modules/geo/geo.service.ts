import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CountryDto } from '../../contracts/reference.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { Country } from './country.entity.js';

@Injectable()
export class GeoService {
  constructor(private readonly em: EntityManager) {}

  async countries(locale: Locale): Promise<CountryDto[]> {
    const rows = await this.em.find(Country, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return rows.map((c) => ({
      id: c.id,
      name: locale === 'en' ? c.nameEn : c.name,
      iso2: c.iso2,
      dial_code: c.dialCode,
      currency: c.currency,
      is_default: c.isDefault,
    }));
  }
}
