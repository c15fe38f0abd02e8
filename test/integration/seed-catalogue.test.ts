import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { loadConfig } from '../../src/config/config.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { drawWinner, seedCommitment } from '../../src/modules/lotteries/fair-draw.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { seedCatalogue } from '../../src/modules/seed/catalogue-seeder.js';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { Testimonial } from '../../src/modules/testimonials/testimonial.entity.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
let orm: MikroORM;
const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-seed-'));
const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'seed-test-secret-0123456789abcdef0123456789', DATA_DIR: dataDir });

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 4 }));
  await seedDemo(orm.em.fork());
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('creates direct products, open raffles with varied progress and verifiable finished draws, once', async () => {
    expect(await seedCatalogue(orm.em.fork(), config)).toBe(30);
    expect(await seedCatalogue(orm.em.fork(), config)).toBe(0);
    const em = orm.em.fork();
    expect(await em.count(Product, { saleMode: 'direct', status: 'active' })).toBe(12);
    const open = await em.find(Lottery, { status: 'open' });
    expect(open).toHaveLength(12);
    for (const l of open) {
      expect(l.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      expect(l).toMatchObject({ drawAlgorithm: 'hmac-sha256-rejection-v2', beacon: 'local' });
      expect(l.soldTickets).toBeLessThanOrEqual(l.totalTickets);
      expect(await em.count(Ticket, { lottery: l, status: 'paid' })).toBe(l.soldTickets);
    }
    expect(open.some((l) => l.totalTickets - l.soldTickets <= 5)).toBe(true);
    const draws = await em.find(Draw, {}, { populate: ['winner', 'lottery'] });
    expect(draws).toHaveLength(6);
    expect(new Set(draws.map((d) => d.verificationCode)).size).toBe(6);
    for (const d of draws) {
      expect(['client@mbolo.test', 'client2@mbolo.test']).toContain(d.winner.email);
      const seed = Buffer.from(d.seed, 'hex');
      expect(seedCommitment(seed)).toBe(d.seedCommitment);
      // finished demo draws are v2 on the local beacon: its round, published after the close, is public
      expect(d).toMatchObject({ algorithm: 'hmac-sha256-rejection-v2', beacon: 'local' });
      expect(d.beaconPublishedAt!.getTime()).toBeGreaterThan(d.salesClosedAt!.getTime());
      expect(drawWinner(seed, d.lottery.lotteryNumber, d.pool, d.beaconValue!).winner).toBe(d.winningTicket);
      expect(recomputeDraw(d.seed, d.lottery.lotteryNumber, d.pool, d.beaconValue!).winner).toBe(d.winningTicket);
      expect(d.drawnAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
    }
    // the winners' testimonials: signed by the customer the draw picked, after the draw
    const testimonials = await em.find(Testimonial, {}, { populate: ['draw', 'user'] });
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const tm of testimonials) {
      const draw = draws.find((d) => d.id === tm.draw.id)!;
      expect(tm.user.id).toBe(draw.winner.id);
      expect(tm.status).toBe('published');
      expect(tm.createdAt.getTime()).toBeGreaterThan(draw.drawnAt.getTime());
      expect(tm.message.length).toBeGreaterThanOrEqual(10);
      expect(tm.message.length).toBeLessThanOrEqual(500);
    }
  });
});
