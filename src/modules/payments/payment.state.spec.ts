import { checkTable } from '../../../test/support/state-tables.js';
import { paymentMachine } from './payment.state.js';

describe('payment state machine', () => {
  it('accepts exactly the transitions of its table, refusing the others in French', () => {
    checkTable(paymentMachine, {
      pending: ['paid', 'failed', 'expired', 'cancelled'],
      expired: ['paid', 'cancelled'],
      paid: ['refunded'],
      cancelled: ['refunded'],
      failed: [],
      refunded: [],
    });
  });
});
