import { checkTable } from '../../../test/support/state-tables.js';
import { lotteryMachine } from './lottery.state.js';

describe('lottery state machine', () => {
  it('accepts exactly the transitions of its table, refusing the others in French', () => {
    checkTable(lotteryMachine, {
      draft: ['open', 'cancelled'],
      open: ['sold_out', 'expired', 'drawn', 'cancelled'],
      sold_out: ['drawn'],
      expired: ['cancelled'],
      drawn: [],
      cancelled: [],
    });
  });

  it('guards the sold-out update with the states the table allows', () => {
    expect(lotteryMachine.sqlSources('sold_out')).toBe(`'open'`);
    expect(lotteryMachine.sources('cancelled')).toEqual(['draft', 'open', 'expired']);
  });
});
