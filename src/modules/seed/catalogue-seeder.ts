import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { uploadsRoot } from '../../infra/storage/storage.service.js';
import { Category } from '../catalogue/category.entity.js';
import { Product } from '../catalogue/product.entity.js';
import { beaconFor } from '../lotteries/beacon/beacon.provider.js';
import { LocalBeacon } from '../lotteries/beacon/local-beacon.js';
import { DrawService } from '../lotteries/draw.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { LotteriesService, ticketNumber } from '../lotteries/lotteries.service.js';
import { Lottery } from '../lotteries/lottery.entity.js';
import { moveLottery } from '../lotteries/lottery.state.js';
import { Ticket } from '../lotteries/ticket.entity.js';
import { Order } from '../orders/order.entity.js';
import { Testimonial } from '../testimonials/testimonial.entity.js';
import { newOrderNumber } from '../orders/order-number.js';
import { User } from '../users/user.entity.js';
import { DEMO_DIRECT, DEMO_FINISHED, DEMO_RAFFLES, DEMO_TESTIMONIALS } from './catalogue-data.js';
import { demoProductImage } from './product-image.js';

const DAY = 86_400_000;

/**
 * Demo products, open raffles with varied progress and finished draws won by the demo customers.
 * Idempotent: does nothing once the demo merchants have products. Tickets are created paid through
 * the same services as real purchases, and finished raffles are drawn by the real draw service.
 */
export async function seedCatalogue(em: EntityManager, config: AppConfig): Promise<number> {
  const vendeur = await em.findOne(User, { email: 'vendeur@mbolo.test' });
  const entreprise = await em.findOne(User, { email: 'entreprise@mbolo.test' });
  const customers = await em.find(User, { email: { $in: ['client@mbolo.test', 'client2@mbolo.test'] } }, { orderBy: { email: 'asc' } });
  if (!vendeur || !entreprise || customers.length < 2) return 0;
  if (await em.count(Product, { merchant: { $in: [vendeur, entreprise] } })) return 0;

  // open raffles name the configured beacon (their draws come later, like any other); finished demo draws
  // use the local one, so that seeding never waits for the network
  const live = beaconFor(config);
  const lotteries = new LotteriesService(em, new DrawService(em, config, new SettingsService(em), live), config, live);
  const local = new LocalBeacon();
  const draws = new DrawService(em, config, new SettingsService(em), local);
  const finished = new LotteriesService(em, draws, config, local);
  const categories = new Map((await em.find(Category, {})).map((c) => [c.slug, c]));
  const merchantOf = (m: 'vendeur' | 'entreprise') => (m === 'vendeur' ? vendeur : entreprise);
  const imageDir = join(uploadsRoot(config), 'products');
  await mkdir(imageDir, { recursive: true });
  let index = 0;
  const image = async (name: string) => {
    const file = `demo-${createHash('sha1').update(name).digest('hex').slice(0, 12)}.webp`;
    await writeFile(join(imageDir, file), await demoProductImage(name, index++));
    return [`/uploads/products/${file}`];
  };
  let lotterySeq = 0;
  const lotteryNumber = () => `TB-${new Date().getFullYear()}-${String(++lotterySeq).padStart(4, '0')}`;

  await em.transactional(async (tx) => {
    for (const d of DEMO_DIRECT) {
      tx.create(Product, {
        merchant: merchantOf(d.merchant),
        category: categories.get(d.category) ?? null,
        name: d.name,
        description: d.description,
        price: d.price,
        saleMode: 'direct',
        status: 'active',
        featured: d.featured ?? false,
        stock: d.stock,
        images: await image(d.name),
      });
    }

    const sellTickets = async (lottery: Lottery, count: number, paidAt: Date) => {
      // split between the two demo customers in a few paid orders
      const parts = [Math.ceil(count / 2), Math.floor(count / 2)];
      for (const [i, quantity] of parts.entries()) {
        if (!quantity) continue;
        const user = customers[i]!;
        const order = tx.create(Order, {
          orderNumber: newOrderNumber(paidAt),
          user,
          type: 'lottery',
          status: 'paid',
          product: lottery.product,
          lottery,
          quantity,
          unitPrice: lottery.ticketPrice,
          totalAmount: quantity * lottery.ticketPrice,
          phone: user.phone,
          paidAt,
          expiresAt: null,
        });
        for (let k = 0; k < quantity; k++) {
          lottery.ticketSeq += 1;
          tx.create(Ticket, { lottery, ticketNumber: ticketNumber(lottery, lottery.ticketSeq), owner: user, order, status: 'paid', pricePaid: lottery.ticketPrice, purchasedAt: paidAt });
        }
      }
      lottery.soldTickets += count;
    };

    for (const r of DEMO_RAFFLES) {
      const product = tx.create(Product, {
        merchant: merchantOf(r.merchant),
        category: categories.get(r.category) ?? null,
        name: r.name,
        description: r.description,
        price: r.price,
        saleMode: 'lottery',
        status: 'active',
        featured: r.featured ?? false,
        stock: null,
        images: await image(r.name),
      });
      const lottery = tx.create(Lottery, { product, lotteryNumber: lotteryNumber(), ticketPrice: r.ticketPrice, totalTickets: r.total, minParticipants: 2, endDate: new Date(Date.now() + r.endInDays * DAY), status: 'draft' });
      lotteries.open(tx, lottery);
      await sellTickets(lottery, r.sold, new Date(Date.now() - 2 * DAY));
    }

    for (const f of DEMO_FINISHED) {
      const when = new Date(Date.now() - f.daysAgo * DAY);
      const product = tx.create(Product, {
        merchant: merchantOf(f.merchant),
        category: categories.get(f.category) ?? null,
        name: f.name,
        description: `${f.name} remporté par un client Mbolo lors d'une tombola.`,
        price: f.price,
        saleMode: 'lottery',
        status: 'sold_out',
        stock: null,
        images: await image(f.name),
      });
      const lottery = tx.create(Lottery, { product, lotteryNumber: lotteryNumber(), ticketPrice: f.ticketPrice, totalTickets: f.total, minParticipants: 2, endDate: new Date(when.getTime() + 10 * DAY), status: 'draft' });
      finished.open(tx, lottery);
      lottery.openedAt = new Date(when.getTime() - 10 * DAY);
      await sellTickets(lottery, f.total, new Date(when.getTime() - DAY));
      moveLottery(lottery, 'sold_out', when);
      await tx.flush();
      const draw = await draws.drawInTransaction(tx, lottery.id, 'sold_out');
      draw.drawnAt = when;
      lottery.drawnAt = when;
      const said = DEMO_TESTIMONIALS.find((x) => x.product === f.name);
      if (said) {
        tx.create(Testimonial, { user: draw.winner, draw, message: said.message, rating: said.rating, status: 'published', createdAt: new Date(when.getTime() + said.daysAfter * DAY) });
      }
    }
  });
  return DEMO_DIRECT.length + DEMO_RAFFLES.length + DEMO_FINISHED.length;
}
