import { checkTable } from '../../../test/support/state-tables.js';
import { ticketMachine } from './ticket.state.js';

describe('ticket state machine', () => {
  it('accepts exactly the transitions of its table, refusing the others in French', () => {
    checkTable(ticketMachine, {
      reserved: ['paid', 'released'],
      paid: ['won', 'lost', 'refunded', 'released'],
      won: [],
      lost: [],
      refunded: [],
      released: [],
    });
  });
});
