// The fixed figures behind the admin demo: its extra customers, its raffles and how its orders turn out.
import type { OrderStatus } from '../../contracts/orders.js';
import type { PaymentStatus } from '../../contracts/payments.js';

/** More buyers than the two demo customers, registered over the last three months (they sign in with the demo password). */
export const CUSTOMERS = [
  {
    firstName: 'Awa',
    lastName: 'Mboumba',
    email: 'awa.mboumba@mbolo.test',
    phone: '+24174200011',
    city: 'Libreville',
    daysAgo: 88,
  },
  {
    firstName: 'Jean-Noël',
    lastName: 'Obiang',
    email: 'jn.obiang@mbolo.test',
    phone: '+24166200012',
    city: 'Port-Gentil',
    daysAgo: 71,
  },
  {
    firstName: 'Prisca',
    lastName: 'Nzé',
    email: 'prisca.nze@mbolo.test',
    phone: '+24177200013',
    city: 'Franceville',
    daysAgo: 54,
  },
  {
    firstName: 'Rodrigue',
    lastName: 'Moussavou',
    email: 'r.moussavou@mbolo.test',
    phone: '+24162200014',
    city: 'Oyem',
    daysAgo: 33,
  },
  {
    firstName: 'Linda',
    lastName: 'Ekomi',
    email: 'linda.ekomi@mbolo.test',
    phone: '+24176200015',
    city: 'Libreville',
    daysAgo: 17,
  },
  {
    firstName: 'Cédric',
    lastName: 'Ndong',
    email: 'cedric.ndong@mbolo.test',
    phone: '+24165200016',
    city: 'Lambaréné',
    daysAgo: 4,
  },
];

/** The raffles that give the draws and refunds screens something to act on. */
export const PENDING_DRAW = {
  name: 'Drone DJI Mini 4 Pro',
  category: 'electronique',
  price: 560000,
  ticketPrice: 2000,
  total: 300,
  sold: 212,
  minParticipants: 5,
  endedDaysAgo: 1,
};
export const SHORT_RAFFLE = {
  name: 'Enceinte Marshall Stanmore III',
  category: 'electronique',
  price: 290000,
  ticketPrice: 1000,
  total: 300,
  sold: 9,
  minParticipants: 10,
  endedDaysAgo: 3,
};
export const CANCELLED_RAFFLE = {
  name: 'Smartphone Xiaomi Redmi Note 13',
  category: 'telephones-tablettes',
  price: 160000,
  ticketPrice: 500,
  total: 400,
  sold: 26,
  minParticipants: 5,
  endedDaysAgo: -6,
};

/** Deterministic pseudo-random numbers (mulberry32): the same demo on every fresh start. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An order's status by its age, and the payment status that goes with it. */
export function outcome(r: number, ageDays: number): { order: OrderStatus; payment: PaymentStatus; reason?: string } {
  if (ageDays < 0.5 && r < 0.35) return { order: 'awaiting_payment', payment: 'pending' };
  if (ageDays < 4 && r < 0.5) return { order: 'paid', payment: 'paid' };
  if (ageDays < 8 && r < 0.4) return { order: 'shipping', payment: 'paid' };
  if (r < 0.08) return { order: 'failed', payment: 'failed', reason: 'Solde insuffisant' };
  if (r < 0.13) return { order: 'expired', payment: 'expired' };
  if (r < 0.17) return { order: 'cancelled', payment: 'cancelled', reason: "Paiement annulé par l'utilisateur" };
  // sellers ship within days: only recent orders still wait to be shipped
  if (r < 0.25 && ageDays < 10) return { order: 'paid', payment: 'paid' };
  return { order: 'fulfilled', payment: 'paid' };
}
