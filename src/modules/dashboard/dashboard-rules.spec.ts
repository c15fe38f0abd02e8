import { adminDrawStatus } from '../lotteries/admin-lottery-reads.js';
import { bucketStarts } from '../payments/admin-revenue-reads.js';
import { reportRange } from './monthly-report.js';

describe('revenue buckets', () => {
  // 23:30 UTC on Sunday 30 Nov 2026 is already Monday 1 Dec in Libreville (UTC+1)
  const now = new Date('2026-11-30T23:30:00Z');
  it('ends with Libreville’s current day, week and month', () => {
    const days = bucketStarts('day', 30, now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-12-01');
    expect(days[0]).toBe('2026-11-02');
    expect(bucketStarts('week', 13, now).at(-1)).toBe('2026-11-30');
    expect(bucketStarts('week', 2, now)).toEqual(['2026-11-23', '2026-11-30']);
    expect(bucketStarts('month', 12, now)).toEqual(expect.arrayContaining(['2026-01-01', '2026-12-01']));
    expect(bucketStarts('month', 12, now)[0]).toBe('2026-01-01');
  });
});

describe('report month', () => {
  it('runs from Libreville’s midnight of the 1st to the next month', () => {
    const r = reportRange('2026-01');
    expect(r.from.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(reportRange(undefined, new Date('2026-11-30T23:30:00Z')).month).toBe('2026-12');
  });
});

describe('draw status in the back-office', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('names open, ended, sold-out and drawn raffles as spec 3 §4 does', () => {
    expect(adminDrawStatus('open', new Date('2026-11-26T00:00:00Z'), now)).toBe('active');
    expect(adminDrawStatus('open', new Date('2026-11-24T00:00:00Z'), now)).toBe('pending');
    expect(adminDrawStatus('sold_out', new Date('2026-11-26T00:00:00Z'), now)).toBe('pending');
    expect(adminDrawStatus('drawn', new Date('2026-11-24T00:00:00Z'), now)).toBe('completed');
    expect(adminDrawStatus('cancelled', new Date('2026-11-24T00:00:00Z'), now)).toBe('cancelled');
  });
});
