import type PDFDocument from 'pdfkit';
import { PDF_COLORS, pdfText } from './pdf-text.js';

type Doc = InstanceType<typeof PDFDocument>;

/** The light band behind a table's column titles, and behind a highlighted amount. */
export const PDF_BAND = '#f0f7f3';

/** The platform's band across the top of the first page: its name, and the document's nature on the right. */
export function headerBand(doc: Doc, left: number, width: number, title: string): void {
  doc.rect(0, 0, doc.page.width, 80).fill(PDF_COLORS.brand);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text('Mbolo', left, 26);
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(title.toUpperCase()), left, 32, { width, align: 'right' });
}

/** A muted label and its value beside it, at `y`; answers where the next line starts. */
export function referenceLine(
  doc: Doc,
  o: { left: number; width: number; y: number; labelWidth: number; label: string; value: string; color?: string },
): number {
  doc.font('Helvetica').fontSize(9).fillColor(PDF_COLORS.muted).text(pdfText(o.label), o.left, o.y, {
    width: o.labelWidth,
  });
  const afterLabel = doc.y;
  const valueX = o.left + o.labelWidth + 5;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(o.color ?? PDF_COLORS.ink)
    .text(pdfText(o.value), valueX, o.y, { width: o.width - (valueX - o.left) });
  return Math.max(doc.y, afterLabel) + 3;
}

/** One party of the document (seller, buyer, merchant, destination): a title, a name, then muted lines; answers its end. */
export function partyColumn(
  doc: Doc,
  o: { x: number; y: number; width: number; title: string; lines: (string | null)[] },
): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(PDF_COLORS.brand)
    .text(pdfText(o.title).toUpperCase(), o.x, o.y, { width: o.width });
  doc.moveDown(0.3);
  o.lines.forEach((line, i) => {
    if (!line) return;
    doc
      .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(i === 0 ? PDF_COLORS.ink : PDF_COLORS.muted)
      .text(pdfText(line), o.x, doc.y, { width: o.width });
  });
  return doc.y;
}

/** The band behind a table's column titles, with the titles' font set; the caller writes them. */
export function tableHeaderBand(doc: Doc, left: number, y: number, width: number): void {
  doc.rect(left, y, width, 22).fill(PDF_BAND);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_COLORS.ink);
}

/** The thin rule under a table row. */
export function rowRule(doc: Doc, left: number, width: number, y: number): void {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
}

/** The small centred line at the foot of the last page. */
export function footerLine(doc: Doc, left: number, width: number, bottom: number, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(pdfText(text), left, bottom - 24, { width, align: 'center' });
}
