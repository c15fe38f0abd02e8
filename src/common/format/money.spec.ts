// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { formatFCFA, parseXAF, shortFCFA } from './money.js';

// Intl fr-FR groups digits with a narrow no-break space (U+202F).
const NNBSP = '\u202F';

describe('formatFCFA', () => {
  it('groups thousands the French way and appends FCFA', () => {
    expect(formatFCFA(1500000)).toBe(`1${NNBSP}500${NNBSP}000 FCFA`);
    expect(formatFCFA(1000)).toBe(`1${NNBSP}000 FCFA`);
    expect(formatFCFA(999)).toBe('999 FCFA');
  });

  it('formats zero', () => {
    expect(formatFCFA(0)).toBe('0 FCFA');
  });

  it('never shows decimals', () => {
    expect(formatFCFA(1499.6)).toBe(`1${NNBSP}500 FCFA`);
    expect(formatFCFA(12.4)).toBe('12 FCFA');
  });

  it('keeps the sign of negative amounts (refunds, balances)', () => {
    expect(formatFCFA(-2500)).toBe(`-2${NNBSP}500 FCFA`);
  });

  it('does not print NaN or Infinity as a price', () => {
    expect(formatFCFA(Number.NaN)).toBe('— FCFA');
    expect(formatFCFA(Number.POSITIVE_INFINITY)).toBe('— FCFA');
  });

  it('reads as "1 500 000 FCFA" once separators are normalised', () => {
    expect(formatFCFA(1500000).replace(/\s/g, ' ')).toBe('1 500 000 FCFA');
  });
});

describe('shortFCFA', () => {
  it.each([
    [0, '0 FCFA'],
    [900, '900 FCFA'],
    [999, '999 FCFA'],
    [1000, '1 k FCFA'],
    [1500, '1,5 k FCFA'],
    [1050, '1,1 k FCFA'],
    [1049, '1 k FCFA'],
    [2000, '2 k FCFA'],
    [250000, '250 k FCFA'],
    [999000, '999 k FCFA'],
    [999900, '999,9 k FCFA'],
    [999999, '1 M FCFA'],
    [1000000, '1 M FCFA'],
    [1500000, '1,5 M FCFA'],
    [1250000, '1,3 M FCFA'],
    [10000000, '10 M FCFA'],
    [-1500000, '-1,5 M FCFA'],
    [-900, '-900 FCFA'],
  ])('%d → %s', (amount, expected) => {
    expect(shortFCFA(amount)).toBe(expected);
  });

  it('keeps counting in millions past a thousand millions', () => {
    expect(shortFCFA(2_500_000_000)).toBe(`2${NNBSP}500 M FCFA`);
  });

  it('never ends with ",0"', () => {
    for (const n of [1000, 20000, 3000000, 1000001, 1049]) expect(shortFCFA(n)).not.toMatch(/,0 /);
  });

  it('does not print NaN', () => {
    expect(shortFCFA(Number.NaN)).toBe('— FCFA');
  });
});

describe('parseXAF', () => {
  it('accepts non-negative integers given as numbers', () => {
    expect(parseXAF(0)).toBe(0);
    expect(parseXAF(1500)).toBe(1500);
    expect(parseXAF(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('folds -0 into 0', () => {
    expect(Object.is(parseXAF(-0), 0)).toBe(true);
  });

  it('accepts strings of digits, trimmed', () => {
    expect(parseXAF('1500')).toBe(1500);
    expect(parseXAF(' 250000 ')).toBe(250000);
    expect(parseXAF('0')).toBe(0);
    expect(parseXAF('007')).toBe(7);
  });

  it('tolerates spaces used as thousands separators', () => {
    expect(parseXAF('1 500 000')).toBe(1500000);
    expect(parseXAF('1\u00A0500')).toBe(1500);
    expect(parseXAF(`1${NNBSP}500${NNBSP}000`)).toBe(1500000);
  });

  it('rejects badly grouped digits', () => {
    expect(parseXAF('15 00')).toBeNull();
    expect(parseXAF('1 5000')).toBeNull();
    expect(parseXAF('1  500')).toBeNull();
  });

  it('rejects negative amounts', () => {
    expect(parseXAF(-1)).toBeNull();
    expect(parseXAF(-1500)).toBeNull();
    expect(parseXAF('-1500')).toBeNull();
  });

  it('rejects decimals, whatever the separator', () => {
    expect(parseXAF(1.5)).toBeNull();
    expect(parseXAF(0.1)).toBeNull();
    expect(parseXAF('1.5')).toBeNull();
    expect(parseXAF('1,5')).toBeNull();
    expect(parseXAF('1500.00')).toBeNull();
  });

  it('rejects numbers beyond the safe integer range', () => {
    expect(parseXAF(Number.MAX_SAFE_INTEGER + 1)).toBeNull();
    expect(parseXAF('9007199254740993')).toBeNull();
    expect(parseXAF(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseXAF(Number.NaN)).toBeNull();
  });

  it('rejects other notations and types', () => {
    for (const v of [
      '',
      '   ',
      'abc',
      '12abc',
      '+5',
      '1e3',
      '0x10',
      '1 500 FCFA',
      null,
      undefined,
      true,
      {},
      [],
      [1500],
      1500n,
    ]) {
      expect(parseXAF(v)).toBeNull();
    }
  });
});
