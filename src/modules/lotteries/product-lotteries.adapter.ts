import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActiveLotteryDto, LotterySummaryDto } from '../../contracts/catalogue.js';
import {
  ProductLotteries,
  type Product,
  type ProductLotteriesPort,
  type ProductLotteryState,
  type ProductLotteryTerms,
} from '../catalogue/index.js';
import { LotteriesService } from './lotteries.service.js';
import { CURRENT_LOTTERY_STATUSES, SHOWN_LOTTERY_STATUSES, activeLotteryDto, shownLottery } from './lottery-view.js';
import { Lottery } from './lottery.entity.js';
import { ParticipantsService, type StaffParticipant } from './participants.service.js';

function stateOf(l: Lottery): ProductLotteryState {
  return {
    id: l.id,
    status: l.status,
    ticketPrice: l.ticketPrice,
    totalTickets: l.totalTickets,
    minParticipants: l.minParticipants,
    endDate: l.endDate,
    soldTickets: l.soldTickets,
    reservedTickets: l.reservedTickets,
    openedAt: l.openedAt ?? null,
    closedAt: l.closedAt ?? null,
    drawnAt: l.drawnAt ?? null,
  };
}

/** The product's relations the catalogue asks for, reached through the raffle. */
const throughLottery = (populate: readonly string[]) => ['product', ...populate.map((p) => `product.${p}`)] as never;

/** The catalogue's view of its products' raffles (see catalogue/product-lotteries.port.ts). */
@Injectable()
export class ProductLotteriesAdapter implements ProductLotteriesPort, OnModuleInit {
  constructor(
    private readonly slot: ProductLotteries,
    private readonly lotteries: LotteriesService,
    private readonly participants: ParticipantsService,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  async shownOf(em: EntityManager, productIds: number[], now: Date): Promise<Map<number, ActiveLotteryDto>> {
    const rows = await em.find(Lottery, { product: { $in: productIds }, status: { $in: [...SHOWN_LOTTERY_STATUSES] } });
    const byProduct = new Map<number, Lottery[]>();
    for (const l of rows) byProduct.set(l.product.id, [...(byProduct.get(l.product.id) ?? []), l]);
    const shown = new Map<number, ActiveLotteryDto>();
    for (const [productId, candidates] of byProduct) {
      const lottery = shownLottery(candidates);
      if (lottery) shown.set(productId, activeLotteryDto(lottery, now));
    }
    return shown;
  }

  async newestOpenProducts(em: EntityManager, limit: number, populate: readonly string[]): Promise<Product[]> {
    const lotteries = await em.find(
      Lottery,
      { status: 'open', endDate: { $gt: new Date() }, product: { status: 'active', saleMode: 'lottery' } },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit, populate: throughLottery(populate) },
    );
    const seen = new Set<number>();
    return lotteries.map((l) => l.product).filter((p) => !seen.has(p.id) && seen.add(p.id));
  }

  async hero(
    em: EntityManager,
    productStatuses: readonly string[],
    populate: readonly string[],
  ): Promise<{ product: Product; lottery: ActiveLotteryDto } | null> {
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `select l.id from lotteries l join products p on p.id = l.product_id
       where l.status in (?, ?) and p.status in (${productStatuses.map(() => '?').join(', ')})
       order by (l.status = 'open' and l.end_date > now()) desc, l.sold_tickets::float / l.total_tickets desc, l.created_at desc, l.id desc
       limit 1`,
      [...CURRENT_LOTTERY_STATUSES, ...productStatuses],
    );
    if (!rows.length) return null;
    const lottery = await em.findOneOrFail(Lottery, { id: rows[0]!.id }, { populate: throughLottery(populate) });
    return { product: lottery.product, lottery: activeLotteryDto(lottery) };
  }

  async drawnOf(em: EntityManager, productId: number, limit: number): Promise<LotterySummaryDto[]> {
    const drawn = await em.find(
      Lottery,
      { product: productId, status: 'drawn' },
      { orderBy: { drawnAt: 'desc' }, limit },
    );
    return drawn.map((l) => ({
      id: l.id,
      lottery_number: l.lotteryNumber,
      status: l.status,
      drawn_at: l.drawnAt?.toISOString() ?? null,
    }));
  }

  async participantsCount(em: EntityManager, lotteryId: number): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(distinct owner_id)::int as n from tickets where lottery_id = ? and status in ('paid', 'won', 'lost')`,
        [lotteryId],
      );
    return rows[0]?.n ?? 0;
  }

  participantsForStaff(lotteryId: number): Promise<{ count: number; participants: StaffParticipant[] }> {
    return this.participants.forStaff(lotteryId);
  }

  async state(em: EntityManager, lotteryId: number): Promise<ProductLotteryState | null> {
    const lottery = await em.findOne(Lottery, lotteryId);
    return lottery ? stateOf(lottery) : null;
  }

  async lockLatest(tx: EntityManager, productId: number): Promise<ProductLotteryState | null> {
    const lottery = await tx.findOne(
      Lottery,
      { product: productId },
      { orderBy: { id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return lottery ? stateOf(lottery) : null;
  }

  async setTerms(tx: EntityManager, lotteryId: number, terms: ProductLotteryTerms): Promise<ProductLotteryState> {
    const lottery = await tx.findOneOrFail(Lottery, lotteryId);
    this.lotteries.setTerms(tx, lottery, terms);
    return stateOf(lottery);
  }

  async open(tx: EntityManager, lotteryId: number): Promise<void> {
    this.lotteries.open(tx, await tx.findOneOrFail(Lottery, lotteryId));
  }

  async cancel(tx: EntityManager, lotteryId: number): Promise<void> {
    this.lotteries.cancel(await tx.findOneOrFail(Lottery, lotteryId));
  }
}
