import QRCode from 'qrcode';
import { formatDate, formatDateTime, type Translate } from '../../common/format/dates.js';
import { formatFCFA } from '../../common/format/money.js';
import { PDF_COLORS, pdfText } from '../../common/pdf/pdf-text.js';
import { openPdf } from '../../common/pdf/pdf-buffer.js';

export interface TicketPdfInput {
  ticketNumber: string;
  orderNumber: string;
  /** every ticket number of the order this ticket was bought in */
  orderTickets: string[];
  lotteryNumber: string;
  productName: string;
  /** integer XAF paid for one ticket */
  price: number;
  purchasedAt: Date;
  status: string;
  /** the draw's date once drawn, else the deadline */
  drawDate: Date;
  drawn: boolean;
  seedCommitment: string | null;
  winningNumber: string | null;
  verificationCode: string | null;
  /** the public draw page the QR code opens */
  lotteryUrl: string;
}

const BRAND = PDF_COLORS.brand;
const MUTED = PDF_COLORS.muted;
const plain = pdfText;

/** Up to this many numbers are listed one by one; longer orders are printed as runs. */
const LISTED_NUMBERS = 12;

function isNext(prev: string, next: string): boolean {
  const a = /^(.*-)(\d+)$/.exec(prev);
  const b = /^(.*-)(\d+)$/.exec(next);
  return !!a && !!b && a[1] === b[1] && Number(b[2]) === Number(a[2]) + 1;
}

/**
 * The order's ticket numbers. An order's tickets are consecutive (one reservation takes a block), so
 * a long order prints "first to last" runs and its ticket still fits on one page.
 */
export function orderNumbersText(numbers: string[], range: (from: string, to: string) => string): string {
  if (numbers.length <= LISTED_NUMBERS) return numbers.join(', ');
  const runs: string[][] = [];
  for (const n of numbers) {
    const run = runs[runs.length - 1];
    if (run && isNext(run[run.length - 1]!, n)) run.push(n);
    else runs.push([n]);
  }
  return runs.map((r) => (r.length > 2 ? range(r[0]!, r[r.length - 1]!) : r.join(', '))).join(', ');
}

/**
 * A one-page A5 ticket. Text stays real text (searchable, copyable), the QR code is an image. The
 * document is built in memory: a ticket is a few kilobytes, so streaming would only add moving parts.
 */
export async function renderTicketPdf(input: TicketPdfInput, t: Translate, locale: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.lotteryUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { doc, done, left, width } = await openPdf({
    size: 'A5',
    margin: 36,
    title: `${t('customer_tickets.pdf.title')} ${input.ticketNumber}`,
    subject: input.lotteryNumber,
  });

  doc.rect(0, 0, doc.page.width, 70).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Mbolo', left, 22, { continued: false });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(plain(t('customer_tickets.pdf.title')), left, 28, { width, align: 'right' });

  doc
    .fillColor('#111111')
    .font('Helvetica')
    .fontSize(10)
    .text(plain(t('customer_tickets.pdf.ticket_number')), left, 88);
  doc.font('Helvetica-Bold').fontSize(18).text(input.ticketNumber, { width });
  doc.moveDown(0.6);

  const row = (label: string, value: string, mono = false) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(plain(label), left, y, { width: 120 });
    const afterLabel = doc.y;
    doc
      .font(mono ? 'Courier' : 'Helvetica-Bold')
      .fontSize(mono ? 8.5 : 10)
      .fillColor('#111111')
      .text(plain(value), left + 125, y, { width: width - 125 });
    // a label on two lines must not run into the next row
    doc.y = Math.max(doc.y, afterLabel);
    doc.moveDown(0.35);
  };
  row(t('customer_tickets.pdf.order'), input.orderNumber);
  const numbers = orderNumbersText(input.orderTickets, (from, to) => t('customer_tickets.pdf.range', { from, to }));
  row(t('customer_tickets.pdf.order_tickets', { count: input.orderTickets.length }), numbers, true);
  row(t('customer_tickets.pdf.lottery'), input.lotteryNumber);
  row(t('customer_tickets.pdf.product'), input.productName);
  row(t('customer_tickets.pdf.price'), formatFCFA(input.price));
  row(t('customer_tickets.pdf.purchased_at'), formatDateTime(input.purchasedAt, locale));
  row(t('customer_tickets.pdf.status'), t(`customer_tickets.status.${input.status}`));
  row(
    t(input.drawn ? 'customer_tickets.pdf.drawn_at' : 'customer_tickets.pdf.draw_due'),
    formatDate(input.drawDate, locale),
  );
  if (input.winningNumber) row(t('customer_tickets.pdf.winning_number'), input.winningNumber);
  if (input.verificationCode) row(t('customer_tickets.pdf.verification_code'), input.verificationCode);

  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#111111')
    .text(plain(t('customer_tickets.pdf.commitment')), left, doc.y, { width });
  doc
    .font('Courier')
    .fontSize(8)
    .text(input.seedCommitment ?? '-', { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(plain(t('customer_tickets.pdf.commitment_help')), { width });

  // The QR code sits at the bottom, with the address spelt out for phones that cannot scan.
  const size = 110;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let qrY = Math.max(doc.y + 12, bottom - size - 40);
  // a large order's numbers can fill the page: the QR block then moves to a page of its own
  if (qrY + size + 40 > bottom) {
    doc.addPage();
    qrY = doc.page.margins.top;
  }
  doc.image(qr, left, qrY, { width: size, height: size });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#111111')
    .text(plain(t('customer_tickets.pdf.scan')), left + size + 12, qrY + 10, { width: width - size - 12 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(BRAND)
    .text(input.lotteryUrl, { width: width - size - 12, link: input.lotteryUrl });
  doc.fillColor(MUTED).text(plain(t('customer_tickets.pdf.claim_note')), { width: width - size - 12 });
  doc.end();
  return done;
}
