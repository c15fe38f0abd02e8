import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../../src/modules/catalogue/category.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { createUser } from './users.js';

let seq = 0;

/** An open lottery (seed committed through the real service) on a new product of a new seller. */
export async function createOpenLottery(
  em: EntityManager,
  lotteries: LotteriesService,
  o: { total?: number; ticketPrice?: number; endInMinutes?: number; minParticipants?: number } = {},
): Promise<Lottery> {
  seq += 1;
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  let category = await em.findOne(Category, { slug: 'electronique' });
  category ??= em.create(Category, {
    slug: 'electronique',
    name: 'Électronique',
    nameEn: 'Electronics',
    sortOrder: 0,
    isActive: true,
  });
  const product = em.create(Product, {
    merchant,
    category,
    name: `Téléviseur ${seq}`,
    description: 'Un téléviseur 55 pouces',
    price: 350_000,
    saleMode: 'lottery',
    status: 'active',
    images: [],
  });
  const lottery = em.create(Lottery, {
    product,
    lotteryNumber: `T${Date.now().toString(36).toUpperCase()}${seq}`,
    ticketPrice: o.ticketPrice ?? 1000,
    totalTickets: o.total ?? 10,
    minParticipants: o.minParticipants ?? 1,
    endDate: new Date(Date.now() + (o.endInMinutes ?? 60 * 24) * 60_000),
    status: 'draft',
  });
  lotteries.open(em, lottery);
  await em.flush();
  return lottery;
}
