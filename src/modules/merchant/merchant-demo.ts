import type { EntityManager } from '@mikro-orm/postgresql';
import { gabonOperator } from '../../contracts/phone.js';
import { User } from '../users/index.js';
import { MerchantProfile } from './merchant-profile.entity.js';

/** Business profiles of the demo sellers (paid on their own mobile-money numbers). */
const DEMO_PROFILES = [
  {
    email: 'vendeur@mbolo.test',
    companyName: null,
    city: 'Libreville',
    address: 'Quartier Louis',
    description: 'Particulier qui vend du matériel en bon état.',
  },
  {
    email: 'entreprise@mbolo.test',
    companyName: 'Okoumé Électronique SARL',
    businessEmail: 'contact@okoume-electronique.ga',
    city: 'Libreville',
    address: 'Boulevard Triomphal, Libreville',
    description: 'Téléphones, téléviseurs et électroménager, garantis un an.',
  },
];

/** Idempotent: a seller who already has a profile keeps it. */
export async function seedMerchantProfiles(tx: EntityManager): Promise<void> {
  for (const p of DEMO_PROFILES) {
    const user = await tx.findOne(User, { email: p.email });
    if (!user || (await tx.findOne(MerchantProfile, { user }))) continue;
    const operator = user.phone ? gabonOperator(user.phone) : null;
    tx.create(MerchantProfile, {
      user,
      companyName: p.companyName ?? user.companyName ?? null,
      businessEmail: p.businessEmail ?? null,
      description: p.description,
      city: p.city,
      address: p.address,
      logoUrl: null,
      payoutPhone: operator ? user.phone : null,
      payoutOperator: operator,
    });
  }
}
