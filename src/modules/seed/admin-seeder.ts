import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/config.js';
import { Category } from '../catalogue/index.js';
import { Product } from '../catalogue/index.js';
import { Country } from '../geo/index.js';
import { beaconFor } from '../lotteries/index.js';
import { DrawService } from '../lotteries/index.js';
import { LotteriesService } from '../lotteries/index.js';
import { Lottery } from '../lotteries/index.js';
import { moveLottery } from '../lotteries/index.js';
import { moveOrder } from '../orders/index.js';
import { movePayment } from '../payments/index.js';
import { Refund } from '../refunds/index.js';
import { RefundsService } from '../refunds/index.js';
import { filledLotteryRefunds } from '../refunds/index.js';
import { transitionRefund } from '../refunds/index.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { SettingsService } from '../settings/index.js';
import { hashPassword } from '../users/index.js';
import { Role } from '../access/index.js';
import { User } from '../users/index.js';
import { CANCELLED_RAFFLE, CUSTOMERS, outcome, PENDING_DRAW, random, SHORT_RAFFLE } from './admin-demo-data.js';
import { demoOrder, demoPayment, sellDemoTickets } from './demo-sales.js';
import { DEMO_PASSWORD } from './reference-data.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo data behind every admin screen: three months of direct orders and payments in every status,
 * more customers, a draw waiting for an administrator (ended, enough participants, not drawn), a
 * raffle that fell short and a cancelled one (eligible for refunds), and refunds pending, failed,
 * completed and rejected. The demo runs with auto_draw and auto_refund off, so that these stay for the
 * operator to act on. Idempotent: does nothing once the pending draw's product exists; needs the demo
 * catalogue (seedCatalogue) first.
 */
export async function seedAdminDemo(em: EntityManager, config: AppConfig): Promise<boolean> {
  if (await em.count(Product, { name: PENDING_DRAW.name })) return false;
  const vendeur = await em.findOne(User, { email: 'vendeur@mbolo.test' });
  const entreprise = await em.findOne(User, { email: 'entreprise@mbolo.test' });
  const direct = await em.find(
    Product,
    { saleMode: 'direct', status: 'active', merchant: { $in: [vendeur?.id ?? 0, entreprise?.id ?? 0] } },
    { orderBy: { id: 'asc' } },
  );
  if (!vendeur || !entreprise || !direct.length) return false;

  const settings = new SettingsService(em);
  // the screens show the operator's work: draws and refunds wait for a click (spec 3 §9: auto draw off)
  // the demo buyers' made-up history already passes the 200 000 FCFA default monthly ticket cap
  // (README "Buyer protection"): the demo platform allows more, each buyer may still set a lower cap
  // merchants' sales are released for payout as soon as they are delivered, so the payouts screens have work
  await settings.update({
    auto_draw: false,
    auto_refund: false,
    lottery_monthly_spending_cap: 5_000_000,
    payout_delay_days: 0,
  });
  const live = beaconFor(config);
  const lotteries = new LotteriesService(
    em,
    new DrawService(em, config, settings, live, filledLotteryRefunds()),
    config,
    live,
    settings,
  );
  // seeding notifies nobody: no event is delivered
  const refunds = new RefundsService(em, { publish: () => undefined } as unknown as EventBus);
  const rnd = random(20_261_125);
  const now = Date.now();

  await em.transactional(async (tx) => {
    const gabon = await tx.findOneOrFail(Country, { iso2: 'GA' });
    const particulier = await tx.findOneOrFail(Role, { name: 'Particulier' });
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const buyers = await tx.find(
      User,
      { email: { $in: ['client@mbolo.test', 'client2@mbolo.test'] } },
      { orderBy: { email: 'asc' } },
    );
    for (const c of CUSTOMERS) {
      let user = await tx.findOne(User, { email: c.email });
      if (!user) {
        const at = new Date(now - c.daysAgo * DAY);
        user = tx.create(User, {
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          phone: c.phone,
          city: c.city,
          passwordHash,
          country: gabon,
          emailVerifiedAt: at,
          status: 'active',
          createdAt: at,
        });
        user.roles.add(particulier);
      }
      buyers.push(user);
    }
    const registered = (u: User) => u.createdAt?.getTime() ?? now - 90 * DAY;

    // three months of direct purchases, more each month (growth "vs mois dernier")
    const adminUser = await tx.findOne(User, { email: 'admin@mbolo.test' });
    const fulfilled: { order: ReturnType<typeof demoOrder>; payment: ReturnType<typeof demoPayment> }[] = [];
    for (let day = 90; day >= 0; day--) {
      const perDay = day > 60 ? 1 : day > 30 ? 2 : 3;
      for (let k = 0; k < perDay; k++) {
        if (rnd() < 0.3) continue;
        const at = new Date(now - day * DAY - Math.floor(rnd() * 10 + 1) * HOUR);
        const eligible = buyers.filter((b) => registered(b) <= at.getTime());
        let user = (eligible.length ? eligible : buyers)[Math.floor(rnd() * (eligible.length || buyers.length))]!;
        const product = direct[Math.floor(rnd() * direct.length)]!;
        const state = outcome(rnd(), (now - at.getTime()) / DAY);
        // the two demo customers' own purchases (and the tests that sign in as them) start with no order awaiting payment
        if (state.order === 'awaiting_payment' && buyers.indexOf(user) < 2) user = buyers[2 + k]!;
        const order = demoOrder(tx, {
          user,
          product,
          quantity: rnd() < 0.8 ? 1 : 2,
          unitPrice: product.price,
          status: state.order,
          at,
          // a pending push the buyer has not answered yet: still within its window
          expiresAt: state.order === 'awaiting_payment' ? new Date(now + 2 * DAY) : undefined,
        });
        const payment = demoPayment(tx, order, state.payment, at, state.reason ?? null);
        if (state.order === 'fulfilled') fulfilled.push({ order, payment });
      }
    }

    // pushes sent in the last hour that the buyers have not answered yet
    for (const [i, minutes] of [20, 70].entries()) {
      const product = direct[(i * 5) % direct.length]!;
      const order = demoOrder(tx, {
        user: buyers[i + 2]!,
        product,
        quantity: 1,
        unitPrice: product.price,
        status: 'awaiting_payment',
        at: new Date(now - minutes * 60_000),
        expiresAt: new Date(now + 2 * DAY),
      });
      demoPayment(tx, order, 'pending', order.createdAt);
    }

    // the draw an administrator has to make: ended yesterday with enough participants, not drawn
    const categories = new Map((await tx.find(Category, {})).map((c) => [c.slug, c]));
    const raffle = (spec: typeof PENDING_DRAW, merchant: User) => {
      const endDate = new Date(now - spec.endedDaysAgo * DAY);
      const openedAt = new Date(Math.min(now, endDate.getTime()) - 20 * DAY);
      const product = tx.create(Product, {
        merchant,
        category: categories.get(spec.category) ?? null,
        name: spec.name,
        description: `${spec.name}, neuf et garanti. Tentez votre chance pour le remporter.`,
        price: spec.price,
        saleMode: 'lottery',
        status: 'active',
        stock: null,
        images: [],
        createdAt: new Date(openedAt.getTime() - HOUR),
        updatedAt: new Date(openedAt.getTime() - HOUR),
      });
      const lottery = tx.create(Lottery, {
        product,
        lotteryNumber: `TB-${new Date().getFullYear()}-${spec.name === PENDING_DRAW.name ? '0901' : spec.name === SHORT_RAFFLE.name ? '0902' : '0903'}`,
        ticketPrice: spec.ticketPrice,
        totalTickets: spec.total,
        minParticipants: spec.minParticipants,
        endDate,
        status: 'draft',
        createdAt: openedAt,
      });
      lotteries.open(tx, lottery);
      lottery.openedAt = openedAt;
      return lottery;
    };
    const pending = raffle(PENDING_DRAW, entreprise);
    for (const [i, days] of [15, 8, 3].entries()) {
      const count = i < 2 ? 70 : PENDING_DRAW.sold - 140;
      sellDemoTickets(
        tx,
        pending,
        buyers.slice(i * 2, i * 2 + 4),
        count,
        new Date(now - (PENDING_DRAW.endedDaysAgo + days) * DAY),
      );
    }

    // fell short of its minimum: the expiry job (below) closes it, and its buyers are owed their money
    const short = raffle(SHORT_RAFFLE, vendeur);
    sellDemoTickets(
      tx,
      short,
      buyers.slice(2, 5),
      SHORT_RAFFLE.sold,
      new Date(now - (SHORT_RAFFLE.endedDaysAgo + 5) * DAY),
    );

    // cancelled by the administration while running (auto_refund off: the refunds wait for the operator)
    const cancelled = raffle(CANCELLED_RAFFLE, entreprise);
    sellDemoTickets(tx, cancelled, buyers.slice(0, 4), CANCELLED_RAFFLE.sold, new Date(now - 9 * DAY));
    moveLottery(cancelled, 'cancelled', new Date(now - 2 * DAY));

    // the products screen's other statuses: a draft, an archived article and one sold out
    const extra: {
      name: string;
      merchant: User;
      category: string;
      price: number;
      status: 'draft' | 'archived' | 'sold_out';
      stock: number;
    }[] = [
      {
        name: 'Casque audio Sony WH-1000XM5',
        merchant: vendeur,
        category: 'electronique',
        price: 235000,
        status: 'draft',
        stock: 3,
      },
      {
        name: 'Fer à repasser Philips',
        merchant: vendeur,
        category: 'electromenager',
        price: 19000,
        status: 'archived',
        stock: 0,
      },
      {
        name: 'Climatiseur mobile 9000 BTU',
        merchant: entreprise,
        category: 'electromenager',
        price: 265000,
        status: 'sold_out',
        stock: 0,
      },
    ];
    for (const e of extra) {
      tx.create(Product, {
        merchant: e.merchant,
        category: categories.get(e.category) ?? null,
        name: e.name,
        description: `${e.name}. Article de démonstration.`,
        price: e.price,
        saleMode: 'direct',
        status: e.status,
        stock: e.stock,
        images: [],
        createdAt: new Date(now - 40 * DAY),
        updatedAt: new Date(now - 40 * DAY),
      });
    }

    await tx.flush();

    // refunds in each state, raised by the refunds service as customers and administrators do
    await refunds.lockCreation(tx);
    const refundOf = async (i: number, r: Parameters<RefundsService['raise']>[3]) => {
      const sale = fulfilled[i];
      if (!sale) return null;
      return refunds.raise(tx, sale.payment, sale.order, r);
    };
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const stamp = (r: Refund | null, daysAgo: number) => {
      if (r) r.createdAt = at(daysAgo);
      return r;
    };
    // each outcome reached through the refunds machine, step by step (the dates are set below)
    const settleRefund = (refund: Refund, status: 'failed' | 'completed' | 'rejected') => {
      for (const to of status === 'rejected' ? (['rejected'] as const) : (['approved', 'processed', status] as const))
        transitionRefund(refund, to);
    };
    const n = fulfilled.length;
    stamp(
      await refundOf(n - 1, {
        type: 'manual',
        reason: 'changed_mind',
        notes: "Je me suis trompé de modèle, l'article n'a pas été ouvert.",
      }),
      1,
    );
    stamp(
      await refundOf(n - 2, {
        type: 'manual',
        reason: 'duplicate_purchase',
        notes: 'Commande passée deux fois par erreur.',
      }),
      2,
    );
    const failed = stamp(
      await refundOf(n - 3, { type: 'admin', reason: 'technical_issue', createdBy: adminUser?.id ?? null }),
      6,
    );
    if (failed) {
      // the payout was refused by the operator: the admin retries it from the detail modal
      settleRefund(failed, 'failed');
      failed.attempts = 1;
      failed.payoutReference = `${failed.refundNumber}-1`;
      failed.approvedAt = at(5.9);
      failed.processedAt = at(5.9);
      failed.failedAt = at(5.8);
      failed.failureReason = 'Numéro du bénéficiaire non joignable';
    }
    const done = stamp(
      await refundOf(n - 4, { type: 'admin', reason: 'technical_issue', createdBy: adminUser?.id ?? null }),
      20,
    );
    if (done) {
      settleRefund(done, 'completed');
      done.attempts = 1;
      done.payoutReference = `${done.refundNumber}-1`;
      done.externalRefundId = `SHAP-DEMO-${done.refundNumber.slice(-6)}`;
      done.approvedAt = at(19.9);
      done.processedAt = at(19.9);
      done.completedAt = at(19.8);
      movePayment(done.payment, 'refunded');
      moveOrder(fulfilled[n - 4]!.order, 'refunded', at(19.8));
    }
    const rejected = stamp(
      await refundOf(n - 5, { type: 'manual', reason: 'changed_mind', notes: 'Je ne veux plus de cet article.' }),
      12,
    );
    if (rejected) {
      settleRefund(rejected, 'rejected');
      rejected.rejectedAt = at(11);
      rejected.rejectionReason = "L'article a été livré et utilisé : le remboursement n'est pas possible.";
    }
  });

  // the expiry job closes the short raffle as it would at its end date (auto_draw off leaves the pending draw)
  await new DrawService(em.fork(), config, settings, live, filledLotteryRefunds()).closeExpired();
  return true;
}
