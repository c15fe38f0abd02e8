import { checkTable } from '../../../test/support/state-tables.js';
import { adminOrderStatus, moveOrder, orderMachine } from './order.state.js';
import type { Order } from './order.entity.js';

describe('order state machine', () => {
  it('accepts exactly the transitions of its table, refusing the others in French', () => {
    checkTable(orderMachine, {
      awaiting_payment: ['paid', 'failed', 'expired', 'cancelled'],
      paid: ['shipping', 'fulfilled', 'cancelled', 'refunded'],
      shipping: ['fulfilled', 'refunded'],
      fulfilled: ['paid', 'refunded'],
      cancelled: ['refunded'],
      failed: [],
      expired: [],
      refunded: [],
    });
  });

  it('stamps the dates of the state it enters', () => {
    const now = new Date('2026-11-25T06:00:00Z');
    const order = {
      status: 'awaiting_payment',
      paidAt: null,
      fulfilledAt: null,
      cancelledAt: null,
    } as unknown as Order;
    moveOrder(order, 'paid', now);
    expect(order.paidAt).toEqual(now);
    moveOrder(order, 'fulfilled', now);
    expect(order.fulfilledAt).toEqual(now);
    moveOrder(order, 'paid', now);
    expect(order.fulfilledAt).toBeNull();
    moveOrder(order, 'cancelled', now);
    expect(order.cancelledAt).toEqual(now);
  });

  it('shows the stored states as the administration’s four', () => {
    expect(adminOrderStatus('awaiting_payment')).toBe('pending');
    expect(adminOrderStatus('shipping')).toBe('paid');
    expect(adminOrderStatus('fulfilled')).toBe('fulfilled');
    expect(adminOrderStatus('expired')).toBe('cancelled');
  });
});
