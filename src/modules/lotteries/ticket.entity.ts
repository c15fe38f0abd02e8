import { defineEntity, p } from '@mikro-orm/core';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { Lottery } from './lottery.entity.js';

export const TICKET_STATUSES = ['reserved', 'paid', 'won', 'lost', 'refunded', 'released'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

const TicketSchema = defineEntity({
  name: 'Ticket',
  tableName: 'tickets',
  uniques: [{ properties: ['lottery', 'ticketNumber'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    lottery: () => p.manyToOne(Lottery).index(),
    ticketNumber: p.string().length(40),
    owner: () => p.manyToOne(User).index(),
    order: () => p.manyToOne(Order).index(),
    status: p.enum(TICKET_STATUSES).default('reserved').index(),
    /** integer XAF */
    pricePaid: p.integer(),
    purchasedAt: p.datetime().nullable(),
    claimedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Ticket extends TicketSchema.class {}
TicketSchema.setClass(Ticket);
export { TicketSchema };
