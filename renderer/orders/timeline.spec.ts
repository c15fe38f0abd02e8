import { orderTimeline } from './timeline.js';

const base = {
  created_at: '2026-11-20T10:00:00Z',
  paid_at: null as string | null,
  fulfilled_at: null as string | null,
  cancelled_at: null as string | null,
  expires_at: '2026-11-20T10:15:00Z' as string | null,
  has_winning_ticket: false,
};
const brief = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.key}:${s.state}`);

describe('orderTimeline', () => {
  it('shows a direct order waiting for payment with delivery still ahead', () => {
    expect(brief(orderTimeline({ ...base, status: 'awaiting_payment', type: 'product_purchase' }))).toEqual([
      'created:done',
      'awaiting_payment:current',
      'paid:upcoming',
      'shipping:upcoming',
      'fulfilled:upcoming',
    ]);
  });

  it('marks a paid direct order as paid, then a received one as complete with its date', () => {
    expect(
      brief(orderTimeline({ ...base, status: 'paid', type: 'product_purchase', paid_at: '2026-11-20T10:05:00Z' })),
    ).toEqual(['created:done', 'paid:current', 'shipping:upcoming', 'fulfilled:upcoming']);
    const done = orderTimeline({
      ...base,
      status: 'fulfilled',
      type: 'product_purchase',
      paid_at: '2026-11-20T10:05:00Z',
      fulfilled_at: '2026-11-22T09:00:00Z',
    });
    expect(brief(done)).toEqual(['created:done', 'paid:done', 'shipping:done', 'fulfilled:done']);
    expect(done[3]!.at).toBe('2026-11-22T09:00:00Z');
  });

  it('ends a losing raffle order at payment, and delivers a winning one', () => {
    expect(brief(orderTimeline({ ...base, status: 'paid', type: 'lottery', paid_at: '2026-11-20T10:05:00Z' }))).toEqual(
      ['created:done', 'paid:current'],
    );
    expect(
      brief(
        orderTimeline({
          ...base,
          status: 'paid',
          type: 'lottery',
          has_winning_ticket: true,
          paid_at: '2026-11-20T10:05:00Z',
        }),
      ),
    ).toEqual(['created:done', 'paid:current', 'shipping:upcoming', 'fulfilled:upcoming']);
  });

  it('stops an unpaid order where it ended', () => {
    expect(brief(orderTimeline({ ...base, status: 'expired', type: 'lottery' }))).toEqual([
      'created:done',
      'expired:stopped',
    ]);
    expect(orderTimeline({ ...base, status: 'expired', type: 'lottery' })[1]!.at).toBe(base.expires_at);
    expect(brief(orderTimeline({ ...base, status: 'failed', type: 'product_purchase' }))).toEqual([
      'created:done',
      'failed:stopped',
    ]);
  });
});
