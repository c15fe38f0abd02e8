/// <reference types="jest" />
import { REFUND_STATUSES, type RefundStatus } from '../../contracts/refunds.js';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  assertTransition,
  canTransition,
  REFUND_TRANSITIONS,
  transitionRefund,
  type RefundStateful,
} from './refund.state.js';

const ALLOWED: [RefundStatus, RefundStatus][] = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['approved', 'processed'],
  ['approved', 'rejected'],
  ['processed', 'completed'],
  ['processed', 'failed'],
  ['failed', 'approved'],
  ['failed', 'rejected'],
  // a payout said never received that arrived after all
  ['failed', 'completed'],
  ['failed', 'processed'],
  ['rejected', 'approved'],
  ['rejected', 'completed'],
  ['rejected', 'processed'],
];

describe('refund transition table', () => {
  it('allows exactly the lifecycle of spec 3 §4, and a lost payout arriving late', () => {
    for (const from of REFUND_STATUSES) {
      for (const to of REFUND_STATUSES) {
        const expected = ALLOWED.some(([f, t]) => f === from && t === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('makes completed final and never goes back to pending', () => {
    expect(REFUND_TRANSITIONS.completed).toEqual([]);
    for (const from of REFUND_STATUSES) expect(canTransition(from, 'pending')).toBe(false);
  });

  it('never rejects a payout in flight', () => {
    expect(canTransition('processed', 'rejected')).toBe(false);
  });

  it("refuses an impossible transition in French: 422 by default, 409 in a use case's words", () => {
    let err: unknown;
    try {
      assertTransition('completed', 'rejected');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).status).toBe(422);
    expect((err as DomainError).messageKey).toBe('state.errors.refund');
    expect((err as DomainError).options.params).toEqual({ from: 'completed', to: 'rejected' });
    expect(() => assertTransition('processed', 'rejected', 'refunds.errors.not_rejectable')).toThrow(
      'refunds.errors.not_rejectable',
    );
    expect(() => assertTransition('processed', 'rejected', 'refunds.errors.not_rejectable')).toThrow(
      expect.objectContaining({ status: 409 }) as never,
    );
  });
});

describe('transitionRefund', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 8, m));
  const fresh = (): RefundStateful => ({ status: 'pending' });

  it('stamps each step of the happy path', () => {
    const r = fresh();
    transitionRefund(r, 'approved', { now: at(1) });
    transitionRefund(r, 'processed', { now: at(2) });
    transitionRefund(r, 'completed', { now: at(3) });
    expect(r).toMatchObject({ status: 'completed', approvedAt: at(1), processedAt: at(2), completedAt: at(3) });
  });

  it('records why a refund was rejected or failed, and clears it on a retry', () => {
    const r = fresh();
    transitionRefund(r, 'approved', { now: at(1) });
    transitionRefund(r, 'processed', { now: at(2) });
    transitionRefund(r, 'failed', { now: at(3), failureReason: 'refunds.errors.payout_failed' });
    expect(r).toMatchObject({ status: 'failed', failedAt: at(3), failureReason: 'refunds.errors.payout_failed' });
    expect(transitionRefund(r, 'approved', { now: at(4) })).toBe('failed');
    expect(r).toMatchObject({
      status: 'approved',
      approvedAt: at(4),
      processedAt: null,
      failedAt: null,
      failureReason: null,
    });
    transitionRefund(r, 'rejected', { now: at(5), rejectionReason: 'Doublon' });
    expect(r).toMatchObject({ status: 'rejected', rejectedAt: at(5), rejectionReason: 'Doublon' });
    transitionRefund(r, 'approved', { now: at(6) });
    expect(r).toMatchObject({ status: 'approved', rejectedAt: null, rejectionReason: null });
  });

  it('leaves the refund untouched when the move is refused', () => {
    const r: RefundStateful = { status: 'processed', processedAt: at(2) };
    expect(() => transitionRefund(r, 'approved')).toThrow(DomainError);
    expect(r).toEqual({ status: 'processed', processedAt: at(2) });
  });
});
