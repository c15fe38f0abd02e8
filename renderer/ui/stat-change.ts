/** How a "vs mois dernier" change reads and which colour it takes. */
export interface StatChange {
  text: string;
  trend: 'up' | 'down' | 'flat';
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * "+12,5 %", "-3 %", "0 %" (French spacing and comma; English "+12.5%"): one decimal at most, an
 * explicit sign, and a change that rounds to zero reads as flat.
 */
export function formatChange(percent: number, locale = 'fr'): StatChange | null {
  if (!Number.isFinite(percent)) return null;
  const rounded = Math.round(percent * 10) / 10;
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  let f = formats.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    formats.set(tag, f);
  }
  return { text: f.format(rounded / 100), trend: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat' };
}
