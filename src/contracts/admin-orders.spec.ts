import { ORDER_STATUSES } from './orders.js';
import {
  ADMIN_STATUS_STATES,
  adminOrderStatus,
  adminOrderListQuerySchema,
  adminPaymentStatus,
} from './admin-orders.js';

describe('admin order statuses', () => {
  it('files every stored state under exactly the status the state machine shows', () => {
    expect(ADMIN_STATUS_STATES).toEqual({
      pending: ['awaiting_payment'],
      paid: ['paid', 'shipping'],
      fulfilled: ['fulfilled'],
      cancelled: ['failed', 'cancelled', 'expired'],
      refunded: ['refunded'],
    });
    for (const state of ORDER_STATUSES) expect(ADMIN_STATUS_STATES[adminOrderStatus(state)]).toContain(state);
  });

  it('reads payment attempts as the spec 3 §4 payment statuses', () => {
    expect(
      ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'].map((s) => adminPaymentStatus(s as never)),
    ).toEqual(['pending', 'completed', 'failed', 'failed', 'failed', 'refunded']);
  });
});

describe('admin order list query', () => {
  it('defaults to 15 a page and ignores empty filters', () => {
    expect(adminOrderListQuerySchema.parse({ search: '', status: '', type: '', date_from: '', date_to: '' })).toEqual({
      page: 1,
      per_page: 15,
    });
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    expect(adminOrderListQuerySchema.safeParse({ date_from: '2026-02-30' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ date_from: '2026-11-02', date_to: '2026-11-01' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ date_from: '2026-11-01', date_to: '2026-11-01' }).success).toBe(true);
  });
});
