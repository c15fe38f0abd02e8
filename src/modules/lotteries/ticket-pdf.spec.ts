import { orderNumbersText } from './ticket-pdf.js';

const range = (from: string, to: string) => `${from} à ${to}`;
const seq = (from: number, n: number, prefix = 'TB-2026-0001-') =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(from + i).padStart(4, '0')}`);

describe('orderNumbersText', () => {
  it('lists a usual order number by number', () => {
    expect(orderNumbersText(seq(1, 3), range)).toBe('TB-2026-0001-0001, TB-2026-0001-0002, TB-2026-0001-0003');
  });

  it('prints a long order as runs of consecutive numbers', () => {
    const numbers = [...seq(1, 20), ...seq(40, 2), ...seq(50, 5)];
    expect(orderNumbersText(numbers, range)).toBe(
      'TB-2026-0001-0001 à TB-2026-0001-0020, TB-2026-0001-0040, TB-2026-0001-0041, TB-2026-0001-0050 à TB-2026-0001-0054',
    );
  });

  it('never joins numbers of different lotteries into one run', () => {
    const numbers = [...seq(1, 12), ...seq(13, 3, 'TB-2026-0002-')];
    expect(orderNumbersText(numbers, range)).toBe(
      'TB-2026-0001-0001 à TB-2026-0001-0012, TB-2026-0002-0013 à TB-2026-0002-0015',
    );
  });
});
