import { csvCell, csvRow, keysetPages } from './csv.js';

describe('French CSV', () => {
  it('separates with ; and ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('"a";1;\r\n');
  });

  it('writes decimals with a comma, numbers bare, and quotes every text cell (RFC 4180)', () => {
    expect(csvCell(12.5)).toBe('12,5');
    expect(csvCell('Awa')).toBe('"Awa"');
    expect(csvCell(true)).toBe('"oui"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const evil of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx'])
      expect(csvCell(evil).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
  });

  it('keeps a formula after a comma inside its quoted cell (a spreadsheet splitting on , reads one text cell)', () => {
    expect(csvCell('a,=1+1')).toBe('"a,=1+1"');
    expect(csvRow(['TX1', "x,=cmd|' /C calc'!A0,y Doe"])).toBe(`"TX1";"x,=cmd|' /C calc'!A0,y Doe"\r\n`);
  });

  it('formats dates the French way in Libreville time', () => {
    expect(csvCell(new Date('2026-01-02T23:30:00Z'))).toBe('"03/01/2026 00:30"');
  });

  it('pages through a result by id', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1 }));
    const seen: number[] = [];
    for await (const row of keysetPages(async (after, size) => all.filter((r) => r.id > after).slice(0, size), 1000))
      seen.push(row.id);
    expect(seen).toEqual(all.map((r) => r.id));
  });
});
