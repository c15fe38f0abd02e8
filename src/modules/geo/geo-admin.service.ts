import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { LOCALES } from '../../common/i18n/server-i18n.js';
import type {
  AdminCountry,
  AdminLanguage,
  CountryValues as ParsedCountry,
  LanguageValues as ParsedLanguage,
} from '../../contracts/geo-admin.js';
import { Country } from './country.entity.js';
import { GeoUsage } from './geo-usage.port.js';
import { Language } from './language.entity.js';

export const countryView = (c: Country): AdminCountry => ({
  id: c.id,
  name: c.name,
  iso_code_2: c.iso2,
  iso_code_3: c.iso3 ?? null,
  currency_code: c.currency,
  flag: c.flag ?? null,
  is_active: c.isActive,
});

export const languageView = (l: Language): AdminLanguage => ({
  id: l.id,
  name: l.name,
  native_name: l.nativeName ?? null,
  code: l.code,
  flag: l.flag ?? null,
  direction: l.direction,
  is_active: l.isActive,
});

/** Spec 3 §2 "Countries" and "Languages" tabs: each change is one transaction and answers the whole list. */
@Injectable()
export class GeoAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: GeoUsage,
  ) {}

  async countries(em: EntityManager = this.em.fork()): Promise<AdminCountry[]> {
    return (await em.find(Country, {}, { orderBy: { sortOrder: 'asc', name: 'asc', id: 'asc' } })).map(countryView);
  }

  async languages(em: EntityManager = this.em.fork()): Promise<AdminLanguage[]> {
    return (await em.find(Language, {}, { orderBy: { id: 'asc' } })).map(languageView);
  }

  /** Languages a visitor may switch to: active, and among those the site has translations for. */
  async switchableLocales(): Promise<string[]> {
    const rows = await this.em
      .fork()
      .find(Language, { isActive: true, code: { $in: [...LOCALES] } }, { orderBy: { id: 'asc' } });
    return rows.map((l) => l.code);
  }

  /** Whether a setting may name this country / language as the platform's default (an active row). */
  async isActiveCountry(iso2: string, em: EntityManager = this.em.fork()): Promise<boolean> {
    return (await em.count(Country, { iso2, isActive: true })) > 0;
  }

  async isActiveLanguage(code: string, em: EntityManager = this.em.fork()): Promise<boolean> {
    return (await em.count(Language, { code, isActive: true })) > 0;
  }

  createCountry(input: ParsedCountry) {
    return this.write('country', async (tx) => {
      tx.create(Country, {
        ...countryFields(input),
        nameEn: input.name,
        dialCode: '',
        isActive: input.is_active ?? true,
      });
    });
  }

  updateCountry(id: number, input: ParsedCountry) {
    return this.write('country', async (tx) => {
      const c = await this.country(tx, id);
      if (input.code !== c.iso2 || input.is_active === false) await this.refuseIfDefault(tx, 'country', c.iso2);
      // the English name follows the French one unless it was set apart (seeded countries)
      if (c.nameEn === c.name) c.nameEn = input.name;
      Object.assign(c, countryFields(input));
      if (input.is_active !== undefined) c.isActive = input.is_active;
    });
  }

  toggleCountry(id: number) {
    return this.write('country', async (tx) => {
      const c = await this.country(tx, id);
      if (c.isActive) await this.refuseIfDefault(tx, 'country', c.iso2);
      c.isActive = !c.isActive;
    });
  }

  /** Refused while a user's profile (customers and merchants alike) or the settings name the country. */
  deleteCountry(id: number) {
    return this.write('country', async (tx) => {
      const c = await this.country(tx, id);
      await this.refuseIfDefault(tx, 'country', c.iso2);
      const users = await this.usage.use.usersInCountry(tx, c.id);
      if (users > 0) throw new ConflictError('geo.errors.country_in_use', { count: users });
      tx.remove(c);
    });
  }

  createLanguage(input: ParsedLanguage) {
    return this.write('language', async (tx) => {
      tx.create(Language, { ...languageFields(input), isActive: input.is_active ?? true });
    });
  }

  updateLanguage(id: number, input: ParsedLanguage) {
    return this.write('language', async (tx) => {
      const l = await this.language(tx, id);
      if (input.code !== l.code || input.is_active === false) await this.refuseIfDefault(tx, 'language', l.code);
      Object.assign(l, languageFields(input));
      if (input.is_active !== undefined) l.isActive = input.is_active;
    });
  }

  toggleLanguage(id: number) {
    return this.write('language', async (tx) => {
      const l = await this.language(tx, id);
      if (l.isActive) await this.refuseIfDefault(tx, 'language', l.code);
      l.isActive = !l.isActive;
    });
  }

  /** Only the settings name a language (accounts keep a locale code, not a language row). */
  deleteLanguage(id: number) {
    return this.write('language', async (tx) => {
      const l = await this.language(tx, id);
      await this.refuseIfDefault(tx, 'language', l.code);
      tx.remove(l);
    });
  }

  private write(kind: 'country', work: (tx: EntityManager) => Promise<void>): Promise<AdminCountry[]>;
  private write(kind: 'language', work: (tx: EntityManager) => Promise<void>): Promise<AdminLanguage[]>;
  private async write(
    kind: 'country' | 'language',
    work: (tx: EntityManager) => Promise<void>,
  ): Promise<AdminCountry[] | AdminLanguage[]> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        await work(tx);
        await tx.flush();
        return kind === 'country' ? this.countries(tx) : this.languages(tx);
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new ConflictError(`geo.errors.${kind}_code_taken`);
      throw err;
    }
  }

  private async country(tx: EntityManager, id: number): Promise<Country> {
    const c = await tx.findOne(Country, id);
    if (!c) throw new NotFoundError('geo.errors.country_not_found');
    return c;
  }

  private async language(tx: EntityManager, id: number): Promise<Language> {
    const l = await tx.findOne(Language, id);
    if (!l) throw new NotFoundError('geo.errors.language_not_found');
    return l;
  }

  /** The platform's default country or language (named by the settings) may be neither removed, switched off nor recoded. */
  private async refuseIfDefault(tx: EntityManager, kind: 'country' | 'language', code: string): Promise<void> {
    if (code === (await this.usage.use.defaultCode(tx, `default_${kind}`)))
      throw new ConflictError(`geo.errors.${kind}_is_default`);
  }
}

function countryFields(input: ParsedCountry) {
  return {
    name: input.name,
    iso2: input.code,
    currency: input.currency,
    ...(input.flag !== undefined ? { flag: input.flag || null } : {}),
  };
}

function languageFields(input: ParsedLanguage) {
  return {
    name: input.name,
    code: input.code,
    ...(input.native_name !== undefined ? { nativeName: input.native_name || null } : {}),
    ...(input.flag !== undefined ? { flag: input.flag || null } : {}),
    ...(input.direction ? { direction: input.direction } : {}),
  };
}
