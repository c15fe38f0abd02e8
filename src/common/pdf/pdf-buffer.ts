import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../lazy-libraries.js';
import { pdfText } from './pdf-text.js';

/** The bytes of a pdfkit document once `doc.end()` is called; documents here are small enough to hold in memory. */
export function pdfBuffer(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A new document by the platform (pdfkit loads on first use), the left edge and the width between
 * its margins, and its bytes once `doc.end()` is called.
 */
export async function openPdf(o: { size: 'A4' | 'A5'; margin: number; title: string; subject?: string }) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: o.size,
    margin: o.margin,
    info: { Title: pdfText(o.title), Author: 'Mbolo', ...(o.subject === undefined ? {} : { Subject: o.subject }) },
  });
  const left = doc.page.margins.left;
  return { doc, done: pdfBuffer(doc), left, width: doc.page.width - left - doc.page.margins.right };
}
