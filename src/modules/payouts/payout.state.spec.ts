import { checkTable } from '../../../test/support/state-tables.js';
import type { Payout } from './payout.entity.js';
import { movePayout, payoutMachine } from './payout.state.js';

describe('payout state machine', () => {
  it('accepts exactly the transitions of its table, refusing the others in French', () => {
    checkTable(payoutMachine, {
      requested: ['approved', 'rejected'],
      approved: ['processing'],
      processing: ['paid', 'failed'],
      failed: ['processing', 'rejected', 'paid'],
      paid: [],
      rejected: [],
    });
  });

  it('stamps each state and clears a failed attempt when it goes again', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const payout = { status: 'failed', failedAt: new Date(0), failureReason: 'Compte introuvable' } as Payout;
    expect(movePayout(payout, 'processing', now)).toBe('failed');
    expect(payout).toMatchObject({ status: 'processing', sentAt: now, failedAt: null, failureReason: null });
    movePayout(payout, 'paid', now);
    expect(payout.paidAt).toBe(now);
    expect(() => movePayout(payout, 'rejected', now)).toThrow();
  });

  it('clears the reason of an attempt said lost that turns out paid', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const payout = { status: 'failed', failedAt: new Date(0), failureReason: 'payouts.errors.payout_lost' } as Payout;
    movePayout(payout, 'paid', now);
    expect(payout).toMatchObject({ status: 'paid', paidAt: now, failedAt: null, failureReason: null });
  });
});
