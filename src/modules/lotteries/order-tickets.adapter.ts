import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderTickets, type Order, type OrderTicket, type OrderTicketsPort } from '../orders/index.js';
import { Draw } from './draw.entity.js';
import { LotteriesService } from './lotteries.service.js';
import { Ticket } from './ticket.entity.js';

/** The orders module's view of the tickets its lottery orders hold (see orders/order-tickets.port.ts). */
@Injectable()
export class OrderTicketsAdapter implements OrderTicketsPort, OnModuleInit {
  constructor(
    private readonly slot: OrderTickets,
    private readonly lotteries: LotteriesService,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  confirm(tx: EntityManager, order: Order): Promise<void> {
    return this.lotteries.confirm(tx, order);
  }

  paymentWindow(tx: EntityManager, lotteryId: number, lock: boolean): Promise<'open' | 'ended' | 'closed'> {
    return this.lotteries.paymentWindow(tx, lotteryId, lock);
  }

  release(tx: EntityManager, order: Order): Promise<number> {
    return this.lotteries.release(tx, order);
  }

  releaseSold(tx: EntityManager, order: Order): Promise<number> {
    return this.lotteries.releaseSold(tx, order);
  }

  refundTickets(tx: EntityManager, orderId: number): Promise<number> {
    return this.lotteries.refundTickets(tx, orderId);
  }

  async ofOrder(em: EntityManager, order: Order): Promise<{ tickets: OrderTicket[]; winningTicket: string | null }> {
    const [tickets, draw] = await Promise.all([
      em.find(Ticket, { order }, { orderBy: { ticketNumber: 'asc' } }),
      order.lottery ? em.findOne(Draw, { lottery: order.lottery }) : Promise.resolve(null),
    ]);
    return {
      tickets: tickets.map((t) => ({
        id: t.id,
        ticketNumber: t.ticketNumber,
        pricePaid: t.pricePaid,
        status: t.status,
        purchasedAt: t.purchasedAt ?? null,
      })),
      winningTicket: draw?.winningTicket ?? null,
    };
  }

  async hasWinningTicket(em: EntityManager, orderId: number): Promise<boolean> {
    return (await em.count(Ticket, { order: orderId, status: 'won' })) > 0;
  }
}
