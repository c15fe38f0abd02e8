/**
 * Amounts in CFA francs (XAF). The currency has no minor unit, so every amount is a whole number.
 *
 * Output keeps what Intl gives for fr-FR: groups are separated by a narrow no-break space (U+202F),
 * e.g. formatFCFA(1500000) === '1\u202F500\u202F000 FCFA'. It renders as "1 500 000 FCFA" and never
 * breaks across lines; compare with that character (or normalise with /\s/g) in tests.
 */

const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "1 500 000 FCFA". A non-finite amount gives "— FCFA" rather than a misleading number. */
export function formatFCFA(amount: number): string {
  if (!Number.isFinite(amount)) return '— FCFA';
  return `${whole.format(amount)} FCFA`;
}

/**
 * Compact form for cards and badges: "900 FCFA", "250 k FCFA", "1,5 M FCFA".
 * One decimal at most, French comma, no trailing ",0"; a value that rounds up to 1000 k becomes "1 M".
 */
export function shortFCFA(amount: number): string {
  if (!Number.isFinite(amount)) return '— FCFA';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const round1 = (n: number) => Math.round(n * 10) / 10;

  if (abs < 1000) return `${sign}${whole.format(abs)} FCFA`;
  const thousands = round1(abs / 1000);
  if (thousands < 1000) return `${sign}${oneDecimal.format(thousands)} k FCFA`;
  return `${sign}${oneDecimal.format(round1(abs / 1_000_000))} M FCFA`;
}

/**
 * Reads an amount from a form or JSON value: a non-negative safe integer, as a number or a string
 * of digits. Spaces used as thousands separators ("1 500 000", including U+00A0 and U+202F) are
 * tolerated; decimals, signs, exponents and anything else give null.
 */
export function parseXAF(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const compact = value.trim().replace(/(?<=\d)[ \u00A0\u202F](?=\d{3}(?:\D|$))/g, '');
    if (!/^\d+$/.test(compact)) return null;
    n = Number(compact);
  } else {
    return null;
  }
  if (!Number.isSafeInteger(n) || n < 0) return null;
  return n === 0 ? 0 : n; // folds -0 into 0
}
