import { displayPhone, operatorOf, paymentUrl, queryAmount, successTarget } from './payment-query.js';

describe('payment screens query helpers', () => {
  it('keeps only whole positive amounts', () => {
    expect(queryAmount('2000')).toBe(2000);
    for (const bad of [undefined, '', '0', '-5', '12.5', '1e3', 'abc', '99999999999999'])
      expect(queryAmount(bad)).toBeNull();
  });

  it('reads the operator from the method, else from the operator', () => {
    expect(operatorOf({ method: 'airtel_money' })).toBe('airtel');
    expect(operatorOf({ method: 'moov_money', operator: 'airtel' })).toBe('moov');
    expect(operatorOf({ operator: 'moov' })).toBe('moov');
    expect(operatorOf({ method: 'card', operator: 'orange' })).toBeNull();
  });

  it('shows a national number with +241 and without its trunk 0', () => {
    expect(displayPhone('074010203')).toBe('+241 74010203');
    expect(displayPhone('')).toBe('');
  });

  it('drops empty values from URLs', () => {
    expect(
      paymentUrl('/payment/phone', {
        method: 'moov_money',
        amount: 500,
        transaction_id: '',
        order_number: undefined,
        product: 'Pagne & wax',
      }),
    ).toBe('/payment/phone?method=moov_money&amount=500&product=Pagne+%26+wax');
  });

  it('sends the success button where the spec says', () => {
    expect(successTarget('ticket', 'MB-1')).toEqual({
      href: '/customer/tickets',
      key: 'payment.confirmation.view_tickets',
    });
    expect(successTarget('lottery', undefined).href).toBe('/customer/tickets');
    expect(successTarget('product', 'MB-260101-ABCDEF')).toEqual({
      href: '/customer/orders/MB-260101-ABCDEF',
      key: 'payment.confirmation.view_order',
    });
    expect(successTarget('product', undefined)).toEqual({
      href: '/customer/orders',
      key: 'payment.confirmation.view_orders',
    });
    expect(successTarget(undefined, 'MB-1')).toEqual({ href: '/customer', key: 'payment.confirmation.view_purchases' });
  });
});
