import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../../src/modules/catalogue/category.entity.js';
import { Product, type ProductStatus, type SaleMode } from '../../src/modules/catalogue/product.entity.js';
import {
  DRAW_ALGORITHM_V1 as DRAW_ALGORITHM,
  drawWinner,
  newSeed,
  seedCommitment,
} from '../../src/modules/lotteries/fair-draw.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { Lottery, type LotteryStatus } from '../../src/modules/lotteries/lottery.entity.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';

let seq = 0;
const next = () => `${process.pid % 1000}${++seq}`;

export async function createCategory(em: EntityManager, name: string, slug = `cat-${next()}`): Promise<Category> {
  const category = em.create(Category, { slug, name, nameEn: `${name} (en)`, sortOrder: seq, isActive: true });
  await em.flush();
  return category;
}

export interface ProductOverrides {
  merchant: User;
  category?: Category | null;
  name?: string;
  description?: string;
  price?: number;
  saleMode?: SaleMode;
  status?: ProductStatus;
  images?: string[];
  stock?: number | null;
  viewsCount?: number;
  featured?: boolean;
  createdAt?: Date;
}

export async function createProduct(em: EntityManager, o: ProductOverrides): Promise<Product> {
  const saleMode = o.saleMode ?? 'direct';
  const product = em.create(Product, {
    merchant: o.merchant,
    category: o.category ?? null,
    name: o.name ?? `Article ${next()}`,
    description: o.description ?? 'Un article de test.',
    detailedDescription: 'Description détaillée.',
    price: o.price ?? 10_000,
    saleMode,
    status: o.status ?? 'active',
    featured: o.featured ?? false,
    stock: o.stock === undefined ? (saleMode === 'direct' ? 5 : null) : o.stock,
    viewsCount: o.viewsCount ?? 0,
    images: o.images ?? [],
  });
  await em.flush();
  // onCreate stamps "now"; a test that needs an older product rewrites the column afterwards
  if (o.createdAt) {
    await em.nativeUpdate(Product, { id: product.id }, { createdAt: o.createdAt });
    product.createdAt = o.createdAt;
  }
  return product;
}

export interface LotteryOverrides {
  product: Product;
  totalTickets?: number;
  ticketPrice?: number;
  status?: LotteryStatus;
  endDate?: Date;
  reservedTickets?: number;
}

/** An open lottery with a committed seed; the seed is returned so that a test can draw it. */
export async function createLottery(
  em: EntityManager,
  o: LotteryOverrides,
): Promise<{ lottery: Lottery; seed: Buffer }> {
  const seed = newSeed();
  const lottery = em.create(Lottery, {
    product: o.product,
    lotteryNumber: `TMB-${next()}-${Date.now() % 100000}`,
    ticketPrice: o.ticketPrice ?? 1000,
    totalTickets: o.totalTickets ?? 10,
    reservedTickets: o.reservedTickets ?? 0,
    endDate: o.endDate ?? new Date(Date.now() + 7 * 86_400_000),
    status: o.status ?? 'open',
    seedCommitment: seedCommitment(seed),
    openedAt: new Date(),
  });
  await em.flush();
  return { lottery, seed };
}

/** `count` paid tickets for `buyer`, through one paid order, as a completed purchase leaves them. */
export async function sellTickets(em: EntityManager, lottery: Lottery, buyer: User, count: number): Promise<Ticket[]> {
  const order = em.create(Order, {
    orderNumber: `ORD-${next()}-${Date.now() % 100000}`,
    user: buyer,
    type: 'lottery',
    status: 'paid',
    product: lottery.product,
    lottery,
    quantity: count,
    unitPrice: lottery.ticketPrice,
    totalAmount: count * lottery.ticketPrice,
    paidAt: new Date(),
  });
  const tickets: Ticket[] = [];
  for (let i = 0; i < count; i++) {
    lottery.ticketSeq += 1;
    tickets.push(
      em.create(Ticket, {
        lottery,
        ticketNumber: `${lottery.lotteryNumber}-${String(lottery.ticketSeq).padStart(4, '0')}`,
        owner: buyer,
        order,
        status: 'paid',
        pricePaid: lottery.ticketPrice,
        purchasedAt: new Date(),
      }),
    );
  }
  lottery.soldTickets += count;
  if (lottery.soldTickets >= lottery.totalTickets) lottery.status = 'sold_out';
  await em.flush();
  return tickets;
}

/** Draws the lottery with the published algorithm and stores the proof row, as the draw service does. */
export async function drawLottery(
  em: EntityManager,
  lottery: Lottery,
  seed: Buffer,
  drawnAt = new Date(),
  code?: string,
): Promise<Draw> {
  const paid = await em.find(Ticket, { lottery, status: 'paid' }, { populate: ['owner'] });
  const result = drawWinner(
    seed,
    lottery.lotteryNumber,
    paid.map((t) => t.ticketNumber),
  );
  const winning = paid.find((t) => t.ticketNumber === result.winner)!;
  const draw = em.create(Draw, {
    lottery,
    algorithm: DRAW_ALGORITHM,
    seed: seed.toString('hex'),
    seedCommitment: lottery.seedCommitment!,
    pool: result.pool,
    poolHash: result.poolHash,
    counter: result.counter,
    winningTicket: result.winner,
    winner: winning.owner,
    verificationCode: code ?? randomCode(),
    trigger: 'sold_out',
    drawnAt,
  });
  for (const t of paid) t.status = t === winning ? 'won' : 'lost';
  lottery.status = 'drawn';
  lottery.drawnAt = drawnAt;
  await em.flush();
  return draw;
}

function randomCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}
