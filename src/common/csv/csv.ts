import type { Response } from 'express';

/**
 * CSV that Excel in French opens as it is: UTF-8 with a byte-order mark, `;` between cells, CRLF
 * between rows, decimal comma. A cell that a spreadsheet would read as a formula (= + - @, tab, CR)
 * is prefixed with an apostrophe, so an exported name can never run as a formula. Every text cell is then
 * quoted (RFC 4180), so that a spreadsheet splitting on `,` instead (en-US Excel, importers that guess the
 * separator) still reads `x,=cmd` as one text cell, not as a formula cell of its own.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = frenchDateTime(value);
  else if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  else if (typeof value === 'boolean') text = value ? 'oui' : 'non';
  else text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

// built once: a formatter per cell costs more than the rest of an export row put together
const FRENCH_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Africa/Libreville',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/mm/yyyy hh:mm in Africa/Libreville, as the screens show dates. */
export function frenchDateTime(d: Date): string {
  return FRENCH_DATE_TIME.format(d);
}

/**
 * Streams rows to the response as they come (an async iterable, e.g. a keyset-paginated query), so an
 * export of 100,000 rows never sits in memory; waits for the socket to drain when it pushes back.
 */
export async function streamCsv(
  res: Response,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${csvRow(header)}`);
  for await (const row of rows) {
    if (!res.write(csvRow(row))) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/**
 * Reads a large result in keyset pages of `size` rows (by an increasing numeric id), so that a
 * streamed export holds one page at a time.
 */
export async function* keysetPages<T extends { id: number }>(
  fetchPage: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncIterable<T> {
  let after = 0;
  for (;;) {
    const page = await fetchPage(after, size);
    for (const row of page) yield row;
    if (page.length < size) return;
    after = page[page.length - 1]!.id;
  }
}
