// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import type { RefundableTransaction } from '../../src/contracts/refunds.js';
import { pendingBadge } from './pending-refunds.js';
import {
  canRejectRefund,
  canRetryRefund,
  failureText,
  reasonText,
  refundFormErrors,
  refundTimeline,
  splitRefundable,
} from './refund-ui.js';

const base = {
  created_at: '2026-11-20T10:00:00Z',
  approved_at: null as string | null,
  processed_at: null as string | null,
  completed_at: null as string | null,
  rejected_at: null as string | null,
  failed_at: null as string | null,
};
const brief = (steps: ReturnType<typeof refundTimeline>) => steps.map((s) => `${s.key}:${s.state}`);

describe('refundTimeline', () => {
  it('shows a pending request with the whole path still ahead', () => {
    expect(brief(refundTimeline({ ...base, status: 'pending' }))).toEqual([
      'created:current',
      'approved:upcoming',
      'processed:upcoming',
      'completed:upcoming',
    ]);
  });

  it('marks the payout under way ("En traitement") with the dates reached', () => {
    const steps = refundTimeline({
      ...base,
      status: 'processed',
      approved_at: '2026-11-20T10:01:00Z',
      processed_at: '2026-11-20T10:02:00Z',
    });
    expect(brief(steps)).toEqual(['created:done', 'approved:done', 'processed:current', 'completed:upcoming']);
    expect(steps.map((s) => s.at)).toEqual([base.created_at, '2026-11-20T10:01:00Z', '2026-11-20T10:02:00Z', null]);
  });

  it('completes every step of a finished refund', () => {
    const steps = refundTimeline({
      ...base,
      status: 'completed',
      approved_at: '2026-11-20T10:01:00Z',
      processed_at: '2026-11-20T10:02:00Z',
      completed_at: '2026-11-20T10:05:00Z',
    });
    expect(brief(steps)).toEqual(['created:done', 'approved:done', 'processed:done', 'completed:done']);
    expect(steps[3]!.at).toBe('2026-11-20T10:05:00Z');
  });

  it('stops a rejected request where it was turned down, keeping only what it reached', () => {
    const cancelled = refundTimeline({ ...base, status: 'rejected', rejected_at: '2026-11-20T11:00:00Z' });
    expect(brief(cancelled)).toEqual(['created:done', 'rejected:stopped']);
    expect(cancelled[1]!.at).toBe('2026-11-20T11:00:00Z');
    // refused at payout time (the order had shipped meanwhile)
    expect(
      brief(
        refundTimeline({
          ...base,
          status: 'rejected',
          approved_at: '2026-11-20T10:01:00Z',
          rejected_at: '2026-11-20T10:01:00Z',
        }),
      ),
    ).toEqual(['created:done', 'approved:done', 'rejected:stopped']);
  });

  it('ends a failed payout on the failure, after approval and sending', () => {
    const steps = refundTimeline({
      ...base,
      status: 'failed',
      approved_at: '2026-11-20T10:01:00Z',
      processed_at: '2026-11-20T10:02:00Z',
      failed_at: '2026-11-20T10:03:00Z',
    });
    expect(brief(steps)).toEqual(['created:done', 'approved:done', 'processed:done', 'failed:stopped']);
    expect(steps[3]!.at).toBe('2026-11-20T10:03:00Z');
    // a payout refused at once was approved but never sent
    expect(
      brief(
        refundTimeline({
          ...base,
          status: 'failed',
          approved_at: '2026-11-20T10:01:00Z',
          failed_at: '2026-11-20T10:01:00Z',
        }),
      ),
    ).toEqual(['created:done', 'approved:done', 'failed:stopped']);
  });

  it('shows an approved refund waiting for its payout', () => {
    expect(brief(refundTimeline({ ...base, status: 'approved', approved_at: '2026-11-20T10:01:00Z' }))).toEqual([
      'created:done',
      'approved:current',
      'processed:upcoming',
      'completed:upcoming',
    ]);
  });
});

describe('refund actions', () => {
  it('retries only rejected or failed refunds and rejects only pending ones', () => {
    expect(
      ['pending', 'approved', 'processed', 'completed', 'rejected', 'failed'].filter((s) => canRetryRefund(s as never)),
    ).toEqual(['rejected', 'failed']);
    expect(
      ['pending', 'approved', 'processed', 'completed', 'rejected', 'failed'].filter((s) =>
        canRejectRefund(s as never),
      ),
    ).toEqual(['pending', 'approved', 'failed']);
  });
});

describe('reasonText', () => {
  const t = (k: string) => `«${k}»`;
  it('translates i18n keys and leaves sentences as they are', () => {
    expect(reasonText('refunds.errors.payout_failed', t)).toBe('«refunds.errors.payout_failed»');
    expect(reasonText("Annulé par l'utilisateur", t)).toBe("Annulé par l'utilisateur");
    expect(reasonText('Doublon. Voir ticket 12.', t)).toBe('Doublon. Voir ticket 12.');
    expect(reasonText(null, t)).toBe('');
  });
});

describe('failureText', () => {
  it("shows the server's message for a refused request, else the generic sentence", () => {
    expect(failureText({ status: 409, message: 'Seule une demande en attente peut être annulée' }, 'Erreur')).toBe(
      'Seule une demande en attente peut être annulée',
    );
    expect(failureText({ status: 422, message: '' }, 'Erreur')).toBe('Erreur');
    expect(failureText({ status: 500, message: 'Internal' }, 'Erreur')).toBe('Erreur');
    expect(failureText({ status: 0, message: '' }, 'Erreur')).toBe('Erreur');
  });
});

describe('splitRefundable', () => {
  const tx = (id: number, refusal: string | null, has_refund = false): RefundableTransaction => ({
    id,
    reference: `PAY-${id}`,
    amount: 1000,
    order_number: `ORD-${id}`,
    product_name: 'Article',
    paid_at: null,
    lottery: null,
    has_refund,
    refusal,
  });
  it('offers only transactions without refusal nor refund, keeping the order', () => {
    const { offered, refused } = splitRefundable([tx(1, null), tx(2, 'Les tickets…'), tx(3, null, true), tx(4, null)]);
    expect(offered.map((x) => x.id)).toEqual([1, 4]);
    expect(refused.map((x) => x.id)).toEqual([2, 3]);
  });
});

describe('pendingBadge', () => {
  it('hides at zero and caps at 99+', () => {
    expect(pendingBadge(null)).toBeNull();
    expect(pendingBadge(0)).toBeNull();
    expect(pendingBadge(7)).toBe('7');
    expect(pendingBadge(99)).toBe('99');
    expect(pendingBadge(100)).toBe('99+');
  });
});

describe('refundFormErrors (createRefundSchema)', () => {
  it('requires a transaction and one of the customer reasons', () => {
    expect(refundFormErrors({ transaction_id: '', reason: '', notes: '' })).toEqual({
      transaction_id: 'refunds.errors.transaction_required',
      reason: 'refunds.errors.reason_required',
    });
    expect(refundFormErrors({ transaction_id: '12', reason: 'lottery_cancelled', notes: '' })).toEqual({
      reason: 'refunds.errors.reason_required',
    });
  });

  it('accepts a complete request, notes optional but at most 1000 characters', () => {
    expect(refundFormErrors({ transaction_id: '12', reason: 'changed_mind', notes: '' })).toEqual({});
    expect(refundFormErrors({ transaction_id: '12', reason: 'other', notes: 'x'.repeat(1001) })).toEqual({
      notes: 'refunds.errors.notes_too_long',
    });
  });
});
