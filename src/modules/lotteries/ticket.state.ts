import type { EntityManager } from '@mikro-orm/postgresql';
import { defineMachine } from '../../common/state-machine.js';
import type { Ticket, TicketStatus } from './ticket.entity.js';

/**
 * A ticket: reserved with its unpaid order, then paid (sold) or released (the order ended unpaid);
 * a paid ticket is won or lost at the draw, refunded when its money is paid back, or released when an
 * administrator cancels its order before the draw (it leaves the pool and the counters).
 */
export const ticketMachine = defineMachine<TicketStatus>('ticket', {
  reserved: ['paid', 'released'],
  paid: ['won', 'lost', 'refunded', 'released'],
  won: [],
  lost: [],
  refunded: [],
  released: [],
});

export function moveTicket(ticket: Ticket, to: TicketStatus): TicketStatus {
  return ticketMachine.apply(ticket, to);
}

/** Every ticket of the order that may reach `to` gets there, by one guarded update; returns how many moved. */
export async function moveOrderTickets(
  tx: EntityManager,
  orderId: number,
  to: TicketStatus,
  only?: TicketStatus[],
): Promise<number> {
  const from = only ? ticketMachine.sources(to).filter((s) => only.includes(s)) : ticketMachine.sources(to);
  if (!from.length) return 0;
  const rows = await tx
    .getConnection()
    .execute<{ id: number }[]>(
      `update tickets set status = ? where order_id = ? and status in (${from.map(() => '?').join(', ')}) returning id`,
      [to, orderId, ...from],
      'all',
      tx.getTransactionContext(),
    );
  return rows.length;
}
