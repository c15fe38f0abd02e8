import { formatChange } from './stat-change.js';

const plain = (s: string | undefined) => s?.replace(/\s/g, ' ');

describe('formatChange', () => {
  it('signs and rounds to one decimal, French style', () => {
    expect(plain(formatChange(12.54)?.text)).toBe('+12,5 %');
    expect(plain(formatChange(-3)?.text)).toBe('-3 %');
    expect(formatChange(12.54)?.trend).toBe('up');
    expect(formatChange(-3)?.trend).toBe('down');
  });

  it('reads a change that rounds to zero as flat', () => {
    expect(plain(formatChange(0.01)?.text)).toBe('0 %');
    expect(formatChange(-0.04)?.trend).toBe('flat');
  });

  it('follows English too, and gives nothing for a non-number', () => {
    expect(formatChange(7.25, 'en')?.text).toBe('+7.3%');
    expect(formatChange(Number.NaN)).toBeNull();
  });
});
