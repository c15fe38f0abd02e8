import { defineEntity, p } from '@mikro-orm/core';
import { Product } from '../catalogue/product.entity.js';
import { updatedAt } from '../../infra/database/timestamps.js';

export const LOTTERY_STATUSES = ['draft', 'open', 'sold_out', 'expired', 'drawn', 'cancelled'] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

/**
 * A tombola on a product. sold + reserved never exceeds total: the purchase is one conditional UPDATE
 * and the table has a CHECK constraint on top (see the migration).
 */
const LotterySchema = defineEntity({
  name: 'Lottery',
  tableName: 'lotteries',
  checks: [
    { name: 'lotteries_tickets_within_total', expression: 'sold_tickets + reserved_tickets <= total_tickets' },
    {
      name: 'lotteries_counts_not_negative',
      expression: 'sold_tickets >= 0 and reserved_tickets >= 0 and total_tickets > 0',
    },
    { name: 'lotteries_ticket_price_positive', expression: 'ticket_price > 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(Product).index(),
    lotteryNumber: p.string().length(30).unique(),
    /** integer XAF per ticket */
    ticketPrice: p.integer(),
    totalTickets: p.integer(),
    soldTickets: p.integer().default(0),
    reservedTickets: p.integer().default(0),
    /** last ticket sequence handed out (released numbers are not reused) */
    ticketSeq: p.integer().default(0),
    minParticipants: p.integer().default(1),
    endDate: p.datetime().index(),
    status: p.enum(LOTTERY_STATUSES).default('draft').index(),
    /** secret until the draw: sealed with the app secret */
    seedSealed: p.string().length(255).nullable().hidden().lazy(),
    seedCommitment: p.string().length(64).nullable(),
    /** committed at opening with the seed: null means hmac-sha256-rejection-v1 (raffles opened before beacons) */
    drawAlgorithm: p.string().length(40).nullable(),
    /** the public randomness source the draw will mix in (`drand:<chain hash>` or `local`) */
    beacon: p.string().length(100).nullable(),
    openedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    drawnAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: updatedAt(),
  },
});

export class Lottery extends LotterySchema.class {
  remaining(): number {
    return this.totalTickets - this.soldTickets - this.reservedTickets;
  }
}
LotterySchema.setClass(Lottery);
export { LotterySchema };
