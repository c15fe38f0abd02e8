import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from './app.js';
import { loginToken } from './auth.js';

/** The accounts the admin users screens act on: staff of every level, a merchant and two customers. */
export interface AdminUsersCast {
  t: TestApp;
  /** Bearer tokens by cast name (superAdmin, admin, agent, merchant, aicha). */
  tokens: Record<string, string>;
  users: Record<string, User>;
  /** Aïcha's paid purchase of three radios from the merchant. */
  aichaPurchase: Awaited<ReturnType<typeof createPaidDirectOrder>>;
}

async function createCast(em: EntityManager): Promise<Record<string, User>> {
  const users: Record<string, User> = {};
  users.superAdmin = await createUser(em, {
    roles: ['Super Admin'],
    firstName: 'Sonia',
    lastName: 'Ndong',
    email: 'sonia.super@mbolo.test',
  });
  users.admin = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Arnaud',
    lastName: 'Mba',
    email: 'arnaud.admin@mbolo.test',
  });
  users.admin2 = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Alice',
    lastName: 'Moussavou',
    email: 'alice.admin@mbolo.test',
  });
  users.agent = await createUser(em, {
    roles: ['Agent'],
    firstName: 'Gildas',
    lastName: 'Obame',
    email: 'gildas.agent@mbolo.test',
  });
  users.merchant = await createUser(em, {
    roles: ['Business Enterprise'],
    firstName: 'Marc',
    lastName: 'Ekomi',
    email: 'marc.vendeur@mbolo.test',
    companyName: 'Okoumé SARL',
  });
  users.aicha = await createUser(em, {
    firstName: 'Aïcha',
    lastName: 'Nguema',
    email: 'aicha.nguema@example.ga',
    phone: '+24174112233',
  });
  users.paul = await createUser(em, {
    firstName: 'Paul',
    lastName: 'Obiang',
    email: 'paul.obiang@example.ga',
    phone: '+24106031234',
    verified: false,
    status: 'suspended',
  });
  return users;
}

/** A private app with the cast signed in (every account but the suspended Paul and the second Admin). */
export async function startAdminUsersCast(): Promise<AdminUsersCast> {
  const t = await startTestApp();
  const em = t.em();
  const users = await createCast(em);
  const radio = await createProduct(em, { merchant: users.merchant, name: 'Radio solaire', price: 12_000, stock: 50 });
  await createProduct(em, { merchant: users.merchant, name: 'Lampe', price: 5_000, stock: 5 });
  const aichaPurchase = await createPaidDirectOrder(em, await em.findOneOrFail(User, users.aicha.id), radio, {
    quantity: 3,
  });
  const tokens: Record<string, string> = {};
  for (const who of ['superAdmin', 'admin', 'agent', 'merchant', 'aicha'])
    tokens[who] = await loginToken(t, users[who]!.email);
  return { t, tokens, users, aichaPurchase };
}
