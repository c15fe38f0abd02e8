import { adminPaymentStatus, STORED_STATUSES } from '../../contracts/admin-payments.js';
import { PAYMENT_STATUSES } from '../../contracts/payments.js';
import { monthStart, percentChange } from './admin-payments.queries.js';

describe('admin payments figures', () => {
  it('changes in percent of last month, one decimal; from nothing to something is +100 %', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('cuts months in Libreville time (UTC+1)', () => {
    // 30 November 23:30 UTC is already 1 December in Libreville
    expect(monthStart(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(monthStart(new Date('2026-01-10T10:00:00Z'), 1).toISOString()).toBe('2025-11-30T23:00:00.000Z');
  });

  it('maps every stored payment state to exactly one spec state', () => {
    for (const s of PAYMENT_STATUSES) {
      const shown = adminPaymentStatus(s);
      expect(STORED_STATUSES[shown]).toContain(s);
    }
    expect(Object.values(STORED_STATUSES).flat().sort()).toEqual([...PAYMENT_STATUSES].sort());
  });
});
