import { bucketLabel } from './chart-labels.js';

describe('bucketLabel', () => {
  it('reads buckets as calendar dates, whatever the time zone', () => {
    expect(bucketLabel('2026-03-01', 'day', 'fr')).toBe('01/03');
    expect(bucketLabel('2026-03-02', 'week', 'fr')).toBe('02/03');
    expect(bucketLabel('2026-03-01', 'month', 'fr')).toMatch(/^mars 2026$/);
  });

  it('gives back what it cannot read', () => {
    expect(bucketLabel('bientôt', 'day', 'fr')).toBe('bientôt');
  });
});
