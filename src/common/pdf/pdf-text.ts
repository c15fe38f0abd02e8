/** Colours of the printed documents (tickets, invoices). */
export const PDF_COLORS = { brand: '#007a4a', muted: '#525252', ink: '#111111', rule: '#d4d4d4' } as const;

/**
 * The standard PDF fonts only know WinAnsi: the narrow no-break spaces Intl puts in amounts and
 * typographic punctuation are folded to plain characters so that nothing prints as a blank box.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u00A0\u202F\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...');
}
