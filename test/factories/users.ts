import type { EntityManager } from '@mikro-orm/postgresql';
import { Country } from '../../src/modules/geo/country.entity.js';
import { hashPassword } from '../../src/modules/users/password.js';
import { Role, type RoleName } from '../../src/modules/access/role.entity.js';
import { User } from '../../src/modules/users/user.entity.js';

let seq = 0;
let cachedHash: Promise<string> | undefined;
/** The factory password is hashed once per process: argon2 is slow on purpose. */
function factoryPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(FACTORY_PASSWORD);
  return cachedHash;
}
export const FACTORY_PASSWORD = 'Secret123!';

export interface UserOverrides {
  email?: string;
  phone?: string | null;
  firstName?: string;
  lastName?: string;
  roles?: RoleName[];
  verified?: boolean;
  status?: 'active' | 'suspended';
  password?: string;
  companyName?: string;
}

/** A user saved in the database; unique e-mail and Gabonese phone unless given. */
export async function createUser(em: EntityManager, o: UserOverrides = {}): Promise<User> {
  // read once: parallel callers interleave at the awaits below
  const id = ++seq;
  const n = `${process.pid % 100}${String(id).padStart(4, '0')}`.slice(-6);
  const passwordHash = o.password ? await hashPassword(o.password) : await factoryPasswordHash();
  const country = await em.findOneOrFail(Country, { iso2: 'GA' });
  const user = em.create(User, {
    firstName: o.firstName ?? 'Test',
    lastName: o.lastName ?? `Utilisateur${id}`,
    email: o.email ?? `user${id}.${Date.now()}@mbolo.test`,
    phone: o.phone === undefined ? `+24174${n}` : o.phone,
    passwordHash,
    country,
    companyName: o.companyName ?? null,
    status: o.status ?? 'active',
    emailVerifiedAt: o.verified === false ? null : new Date(),
  });
  for (const name of o.roles ?? ['Particulier']) user.roles.add(await em.findOneOrFail(Role, { name }));
  await em.flush();
  return user;
}
