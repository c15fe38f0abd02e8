import { containsPattern, growthPercent, monthBounds } from './growth.js';

describe('growthPercent', () => {
  it('compares with last month, one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(5, 0)).toBe(100);
  });
  it('bounds months in UTC, across a year', () => {
    const b = monthBounds(new Date('2026-01-15T10:00:00Z'));
    expect(b.thisMonth.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(b.lastMonth.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
  it('escapes LIKE wildcards', () => expect(containsPattern('50%_a')).toBe('%50\\%\\_a%'));
});
