import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminParticipant } from '../../contracts/admin-products.js';
import type { ActiveLotteryDto, LotterySummaryDto } from '../../contracts/catalogue.js';
import { PortSlot } from '../../common/port-slot.js';
import type { Product } from './product.entity.js';

/** A product's raffle as the administration's product screens check and show it: plain data, no lottery entity. */
export interface ProductLotteryState {
  id: number;
  status: string;
  ticketPrice: number;
  totalTickets: number;
  minParticipants: number;
  endDate: Date;
  soldTickets: number;
  reservedTickets: number;
  openedAt: Date | null;
  closedAt: Date | null;
  drawnAt: Date | null;
}

/** The raffle terms an administrator's correction may set; absent ones stay as they are. */
export interface ProductLotteryTerms {
  ticketPrice?: number;
  totalTickets?: number;
  endDate?: Date;
}

/**
 * What the catalogue shows and changes of its products' raffles. The lotteries module depends on this
 * one, so it fills the slot at start-up (lotteries/product-lotteries.adapter.ts). Every status change
 * goes through the lotteries' transition table, inside the caller's transaction `tx`.
 */
export interface ProductLotteriesPort {
  /** The draw each product shows (open, else complete, else drawn), as its public view; one query for the whole page. */
  shownOf(em: EntityManager, productIds: number[], now: Date): Promise<Map<number, ActiveLotteryDto>>;
  /** Products of the newest raffles still selling tickets, newest first, with the relations in `populate` loaded. */
  newestOpenProducts(em: EntityManager, limit: number, populate: readonly string[]): Promise<Product[]>;
  /** The home page's hero draw among products in `productStatuses`: the open one closest to completion, else the most recent current one. */
  hero(
    em: EntityManager,
    productStatuses: readonly string[],
    populate: readonly string[],
  ): Promise<{ product: Product; lottery: ActiveLotteryDto } | null>;
  /** The product's drawn raffles, most recent first. */
  drawnOf(em: EntityManager, productId: number, limit: number): Promise<LotterySummaryDto[]>;
  /** Distinct buyers whose tickets are paid (reservations being paid for are not participants yet). */
  participantsCount(em: EntityManager, lotteryId: number): Promise<number>;
  /** Who takes part, as staff see it. */
  participantsForStaff(lotteryId: number): Promise<{ count: number; participants: AdminParticipant[] }>;
  state(em: EntityManager, lotteryId: number): Promise<ProductLotteryState | null>;
  /** The product's latest raffle, its row locked until `tx` ends. */
  lockLatest(tx: EntityManager, productId: number): Promise<ProductLotteryState | null>;
  /** Writes corrected terms (the caller has checked them), flushed with `tx`; answers the raffle as it now is. */
  setTerms(tx: EntityManager, lotteryId: number, terms: ProductLotteryTerms): Promise<ProductLotteryState>;
  /** A draft raffle opens (its product is published). */
  open(tx: EntityManager, lotteryId: number): Promise<void>;
  /** The raffle is stopped (its product is withdrawn). */
  cancel(tx: EntityManager, lotteryId: number): Promise<void>;
}

@Injectable()
export class ProductLotteries extends PortSlot<ProductLotteriesPort> {}
