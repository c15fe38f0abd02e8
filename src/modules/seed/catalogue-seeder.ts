import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { uploadsRoot } from '../../infra/storage/storage.service.js';
import { Category } from '../catalogue/index.js';
import { Product } from '../catalogue/index.js';
import { beaconFor } from '../lotteries/index.js';
import { LocalBeacon } from '../lotteries/index.js';
import { DrawService } from '../lotteries/index.js';
import { SettingsService } from '../settings/index.js';
import { filledLotteryRefunds } from '../refunds/index.js';
import { LotteriesService } from '../lotteries/index.js';
import { Lottery } from '../lotteries/index.js';
import { moveLottery } from '../lotteries/index.js';
import { Testimonial } from '../testimonials/index.js';
import { User } from '../users/index.js';
import { DEMO_DIRECT, DEMO_FINISHED, DEMO_RAFFLES, DEMO_TESTIMONIALS } from './catalogue-data.js';
import { demoProductImage } from './product-image.js';
import { sellDemoTickets } from './demo-sales.js';

const DAY = 86_400_000;

/**
 * Demo products, open raffles with varied progress and finished draws won by the demo customers.
 * Idempotent: does nothing once the demo merchants have products. Tickets are sold in paid orders with
 * their paid payments, and finished raffles are drawn by the real draw service.
 */
export async function seedCatalogue(em: EntityManager, config: AppConfig): Promise<number> {
  const vendeur = await em.findOne(User, { email: 'vendeur@mbolo.test' });
  const entreprise = await em.findOne(User, { email: 'entreprise@mbolo.test' });
  const customers = await em.find(
    User,
    { email: { $in: ['client@mbolo.test', 'client2@mbolo.test'] } },
    { orderBy: { email: 'asc' } },
  );
  if (!vendeur || !entreprise || customers.length < 2) return 0;
  if (await em.count(Product, { merchant: { $in: [vendeur, entreprise] } })) return 0;

  // open raffles name the configured beacon (their draws come later, like any other); finished demo draws
  // use the local one, so that seeding never waits for the network
  const live = beaconFor(config);
  // the demo catalogue has tickets from 500 FCFA: the demo platform's minimum allows them
  await new SettingsService(em).update({ ticket_price_min: 500 });
  const lotteries = new LotteriesService(
    em,
    new DrawService(em, config, new SettingsService(em), live, filledLotteryRefunds()),
    config,
    live,
    new SettingsService(em),
  );
  const local = new LocalBeacon();
  const draws = new DrawService(em, config, new SettingsService(em), local, filledLotteryRefunds());
  const finished = new LotteriesService(em, draws, config, local, new SettingsService(em));
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
        // on sale for the three months of demo orders
        createdAt: new Date(Date.now() - 95 * DAY),
        updatedAt: new Date(Date.now() - 95 * DAY),
      });
    }

    // split between the two demo customers, one paid order (and its paid payment) each
    const sellTickets = (lottery: Lottery, count: number, paidAt: Date) =>
      sellDemoTickets(tx, lottery, customers, count, paidAt);

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
        createdAt: new Date(Date.now() - 26 * DAY),
        updatedAt: new Date(Date.now() - 26 * DAY),
      });
      const lottery = tx.create(Lottery, {
        product,
        lotteryNumber: lotteryNumber(),
        ticketPrice: r.ticketPrice,
        totalTickets: r.total,
        minParticipants: 2,
        endDate: new Date(Date.now() + r.endInDays * DAY),
        status: 'draft',
      });
      lotteries.open(tx, lottery);
      lottery.openedAt = new Date(Date.now() - 25 * DAY);
      // sold over the last weeks, so the revenue chart and the month-over-month growth have a history
      const early = Math.floor(r.sold * 0.3);
      const middle = Math.floor(r.sold * 0.3);
      sellTickets(lottery, early, new Date(Date.now() - 20 * DAY));
      sellTickets(lottery, middle, new Date(Date.now() - 11 * DAY));
      sellTickets(lottery, r.sold - early - middle, new Date(Date.now() - 2 * DAY));
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
        createdAt: new Date(when.getTime() - 11 * DAY),
        updatedAt: new Date(when.getTime() - 11 * DAY),
      });
      const lottery = tx.create(Lottery, {
        product,
        lotteryNumber: lotteryNumber(),
        ticketPrice: f.ticketPrice,
        totalTickets: f.total,
        minParticipants: 2,
        endDate: new Date(when.getTime() + 10 * DAY),
        status: 'draft',
      });
      finished.open(tx, lottery);
      lottery.openedAt = new Date(when.getTime() - 10 * DAY);
      sellTickets(lottery, f.total, new Date(when.getTime() - DAY));
      moveLottery(lottery, 'sold_out', when);
      await tx.flush();
      const draw = await draws.drawInTransaction(tx, lottery.id, 'sold_out', { demo: true });
      draw.drawnAt = when;
      lottery.drawnAt = when;
      const said = DEMO_TESTIMONIALS.find((x) => x.product === f.name);
      if (said) {
        tx.create(Testimonial, {
          user: draw.winner,
          draw,
          message: said.message,
          rating: said.rating,
          status: 'published',
          createdAt: new Date(when.getTime() + said.daysAfter * DAY),
        });
      }
    }
  });
  return DEMO_DIRECT.length + DEMO_RAFFLES.length + DEMO_FINISHED.length;
}
