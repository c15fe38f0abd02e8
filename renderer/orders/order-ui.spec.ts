import { canRetryOrder, noDeliveryExpected, retryPaymentUrl } from './order-ui.js';

describe('order rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('offers a new payment only while the order can still be paid', () => {
    expect(canRetryOrder({ status: 'awaiting_payment', expires_at: '2026-11-22T10:05:00Z' }, now)).toBe(true);
    expect(canRetryOrder({ status: 'failed', expires_at: null }, now)).toBe(true);
    expect(canRetryOrder({ status: 'awaiting_payment', expires_at: '2026-11-22T09:59:00Z' }, now)).toBe(false);
    expect(canRetryOrder({ status: 'paid', expires_at: null }, now)).toBe(false);
  });

  it('builds the phone screen address of a retry', () => {
    expect(retryPaymentUrl({ order_number: 'MB-1', amount: 2000, type: 'lottery', method: 'moov_money' })).toBe(
      '/payment/phone?order_number=MB-1&amount=2000&type=ticket&retry=true&method=moov_money',
    );
    expect(retryPaymentUrl({ order_number: 'MB-2', amount: 28000, type: 'product_purchase', method: null })).toBe(
      '/payment/phone?order_number=MB-2&amount=28000&type=product&retry=true&method=airtel_money',
    );
  });

  it('says when a paid lottery order brings no delivery', () => {
    const drawn = { id: 1, lottery_number: 'T1', drawn: true };
    expect(noDeliveryExpected({ status: 'paid', type: 'lottery', has_winning_ticket: false, lottery: drawn })).toBe(
      true,
    );
    expect(
      noDeliveryExpected({
        status: 'paid',
        type: 'lottery',
        has_winning_ticket: false,
        lottery: { ...drawn, drawn: false },
      }),
    ).toBe(false);
    expect(noDeliveryExpected({ status: 'paid', type: 'lottery', has_winning_ticket: true, lottery: drawn })).toBe(
      false,
    );
    expect(
      noDeliveryExpected({ status: 'paid', type: 'product_purchase', has_winning_ticket: false, lottery: null }),
    ).toBe(false);
    expect(
      noDeliveryExpected({ status: 'fulfilled', type: 'lottery', has_winning_ticket: false, lottery: drawn }),
    ).toBe(false);
  });
});
