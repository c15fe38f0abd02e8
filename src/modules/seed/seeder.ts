import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../catalogue/index.js';
import { Country } from '../geo/index.js';
import { Language } from '../geo/index.js';
import { Role, roleSlug } from '../access/index.js';
import { User } from '../users/index.js';
import { hashPassword } from '../users/index.js';
import { seedMerchantProfiles } from '../merchant/index.js';
import { CATEGORIES, COUNTRIES, DEMO_ACCOUNTS, DEMO_PASSWORD, LANGUAGES, ROLES } from './reference-data.js';

/** Roles, countries and languages: needed by every environment. Idempotent. */
export async function seedReference(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const name of ROLES) {
      if (!(await tx.findOne(Role, { name }))) tx.create(Role, { name, slug: roleSlug(name) });
    }
    for (const [i, c] of COUNTRIES.entries()) {
      const existing = await tx.findOne(Country, { iso2: c.iso2 });
      if (!existing) tx.create(Country, { ...c, isDefault: c.isDefault ?? false, sortOrder: i });
    }
    for (const l of LANGUAGES) {
      if (!(await tx.findOne(Language, { code: l.code }))) tx.create(Language, l);
    }
  });
}

/** Product categories and the demo accounts. Idempotent: existing rows are left as they are. */
export async function seedDemo(em: EntityManager): Promise<{ created: string[] }> {
  const created: string[] = [];
  await em.transactional(async (tx) => {
    for (const [i, c] of CATEGORIES.entries()) {
      if (!(await tx.findOne(Category, { slug: c.slug }))) tx.create(Category, { ...c, sortOrder: i, isActive: true });
    }
    const gabon = await tx.findOneOrFail(Country, { iso2: 'GA' });
    for (const a of DEMO_ACCOUNTS) {
      if (await tx.findOne(User, { email: a.email })) continue;
      const role = await tx.findOneOrFail(Role, { name: a.role });
      const user = tx.create(User, {
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        country: gabon,
        companyName: a.companyName ?? null,
        emailVerifiedAt: new Date(),
        status: 'active',
      });
      user.roles.add(role);
      created.push(a.email);
    }
    await tx.flush();
    await seedMerchantProfiles(tx);
  });
  return { created };
}

export async function demoAccountsPresent(em: EntityManager): Promise<boolean> {
  return (await em.count(User, { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) } })) > 0;
}
