import type PDFDocument from 'pdfkit';

/** The bytes of a pdfkit document once `doc.end()` is called; documents here are small enough to hold in memory. */
export function pdfBuffer(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
