import type { TFunction } from 'i18next';
import type { PayoutStatus } from '../../contracts/payouts.js';
import { formatDate, formatDateTime } from '../../common/format/dates.js';
import { formatFCFA } from '../../common/format/money.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { PDF_COLORS, pdfText } from '../../common/pdf/pdf-text.js';
import { openPdf } from '../../common/pdf/pdf-buffer.js';
import {
  footerLine,
  headerBand,
  PDF_BAND,
  partyColumn,
  referenceLine,
  rowRule,
  tableHeaderBand,
} from '../../common/pdf/pdf-layout.js';

/** What a payout statement prints; amounts are integer XAF. */
export interface PayoutStatementData {
  payoutNumber: string;
  status: PayoutStatus;
  amount: number;
  /** E.164 */
  payeePhone: string;
  /** airtelmoney | moovmoney4 */
  paymentSystem: string;
  merchant: { name: string; businessName: string | null; email: string };
  requestedAt: Date;
  approvedAt: Date | null;
  sentAt: Date | null;
  paidAt: Date | null;
  rejectedAt: Date | null;
  shapPayoutId: string | null;
  shapTransactionId: string | null;
  rejectionReason: string | null;
  failureReason: string | null;
  /** the releases that made this money available since the previous payout: what was sold, integer XAF */
  lines: { label: string; date: Date; amount: number }[];
  /** available balance after this payout */
  balanceAfter: number;
  generatedAt: Date;
}

const BRAND = PDF_COLORS.brand;
const MUTED = PDF_COLORS.muted;
const INK = PDF_COLORS.ink;
const ALERT = '#b42318';
const plain = pdfText;

/** "releve-versement-PO-20261127-AB12CD.pdf"; anything but letters, digits and dashes is dropped. */
export function payoutStatementFilename(payoutNumber: string): string {
  return `releve-versement-${payoutNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * A one-page A4 statement of a merchant's payout (many lines flow onto further pages): where the
 * money went, its dates and references, and the sales that made it available. Text stays real text
 * so the statement can be searched and copied; it is built in memory, being a few kilobytes.
 */
export async function renderPayoutStatement(data: PayoutStatementData, locale: Locale): Promise<Buffer> {
  const t: TFunction = translator(locale);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margin: 48,
    title: `${t('payout_pdf.title')} ${data.payoutNumber}`,
    subject: data.merchant.name,
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = 100;
  /** keeps `needed` points free above the footer, else continues on a new page */
  const room = (needed: number) => {
    if (y + needed > bottom() - 30) {
      doc.addPage();
      y = doc.page.margins.top;
    }
  };

  headerBand(doc, left, width, t('payout_pdf.title'));

  const ref = (label: string, value: string, color: string = INK) => {
    y = referenceLine(doc, { left, width, y, labelWidth: 150, label, value, color });
  };
  const section = (title: string) => {
    room(40);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text(plain(title).toUpperCase(), left, y, { width });
    y = doc.y + 6;
  };

  ref(t('payout_pdf.number'), data.payoutNumber);
  const statusColor = data.status === 'failed' || data.status === 'rejected' ? ALERT : INK;
  ref(t('payout_pdf.status'), t(`payout_pdf.statuses.${data.status}`), statusColor);

  // The amount, standing out under the references.
  y += 10;
  doc.rect(left, y, width, 40).fill(PDF_BAND);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(plain(t('payout_pdf.amount')), left + 12, y + 15, { width: width / 2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(BRAND)
    .text(plain(formatFCFA(data.amount)), left + width / 2, y + 11, { width: width / 2 - 12, align: 'right' });
  y += 40 + 18;

  // Merchant and destination side by side.
  const colWidth = (width - 24) / 2;
  const party = (x: number, title: string, lines: (string | null)[]) =>
    partyColumn(doc, { x, y, width: colWidth, title, lines });
  const operator = t(`payout_pdf.operators.${data.paymentSystem}`, { defaultValue: data.paymentSystem });
  const merchantEnd = party(left, t('payout_pdf.merchant'), [
    data.merchant.name,
    data.merchant.businessName,
    data.merchant.email,
  ]);
  const destinationEnd = party(left + colWidth + 24, t('payout_pdf.destination'), [operator, data.payeePhone]);
  y = Math.max(merchantEnd, destinationEnd) + 20;

  // Dates, then the operator's references once the payout was sent.
  section(t('payout_pdf.dates'));
  const dates: [string, Date | null][] = [
    ['requested_at', data.requestedAt],
    ['approved_at', data.approvedAt],
    ['sent_at', data.sentAt],
    ['paid_at', data.paidAt],
    ['rejected_at', data.rejectedAt],
  ];
  for (const [key, date] of dates) if (date) ref(t(`payout_pdf.${key}`), formatDateTime(date, locale));
  y += 14;

  if (data.shapPayoutId || data.shapTransactionId) {
    section(t('payout_pdf.references'));
    if (data.shapPayoutId) ref(t('payout_pdf.shap_payout_id'), data.shapPayoutId);
    if (data.shapTransactionId) ref(t('payout_pdf.shap_transaction_id'), data.shapTransactionId);
    y += 14;
  }

  // Why the money did not reach the merchant; a payout paid after a retry keeps no reason here.
  const reasons: [string, string | null][] = [];
  if (data.status === 'rejected') reasons.push(['rejection_reason', data.rejectionReason]);
  if (data.status === 'failed' || data.status === 'rejected') reasons.push(['failure_reason', data.failureReason]);
  for (const [key, reason] of reasons) {
    if (!reason) continue;
    doc.font('Helvetica').fontSize(10);
    const text = plain(reason);
    const h = doc.heightOfString(text, { width: width - 24 }) + 30;
    room(h);
    doc.rect(left, y, 3, h).fill(ALERT);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(ALERT)
      .text(plain(t(`payout_pdf.${key}`)), left + 12, y + 6, { width: width - 24 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(text, left + 12, doc.y + 2, { width: width - 24 });
    y += h + 12;
  }
  y += 6;

  // Lines table: the label column takes what the date and the amount leave.
  section(t('payout_pdf.lines'));
  const cols = { date: 80, amount: 120 };
  const labelWidth = width - cols.date - cols.amount;
  const xLabel = left + cols.date;
  const xAmount = xLabel + labelWidth;
  const header = () => {
    tableHeaderBand(doc, left, y, width);
    doc.text(plain(t('payout_pdf.columns.date')), left + 6, y + 7, { width: cols.date - 12 });
    doc.text(plain(t('payout_pdf.columns.label')), xLabel, y + 7, { width: labelWidth - 12 });
    doc.text(plain(t('payout_pdf.columns.amount')), xAmount, y + 7, { width: cols.amount - 6, align: 'right' });
    y += 22;
  };
  room(22 + 24 + 80);
  header();
  if (data.lines.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(plain(t('payout_pdf.no_lines')), left + 6, y + 6, { width: width - 12 });
    y = doc.y + 6;
  }
  for (const line of data.lines) {
    doc.font('Helvetica').fontSize(10);
    const label = plain(line.label);
    const h = Math.max(doc.heightOfString(label, { width: labelWidth - 12 }), 12) + 12;
    if (y + h > bottom() - 110) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    doc.fillColor(INK).text(formatDate(line.date, locale), left + 6, y + 6, { width: cols.date - 12 });
    doc.text(label, xLabel, y + 6, { width: labelWidth - 12 });
    doc.text(plain(formatFCFA(line.amount)), xAmount, y + 6, { width: cols.amount - 6, align: 'right' });
    y += h;
    rowRule(doc, left, width, y);
  }

  // Total of the lines, aligned with the amounts, then the balance left.
  const linesTotal = data.lines.reduce((sum, line) => sum + line.amount, 0);
  y += 10;
  const boxX = xAmount - 150;
  const boxWidth = left + width - boxX;
  doc.rect(boxX, y, boxWidth, 26).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#ffffff');
  doc.text(plain(t('payout_pdf.lines_total')), boxX + 6, y + 8, { width: 150 });
  doc.text(plain(formatFCFA(linesTotal)), xAmount, y + 8, { width: cols.amount - 6, align: 'right' });
  y += 26 + 8;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(plain(t('payout_pdf.balance_after')), left, y, { width: xAmount - left - 6, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fillColor(INK)
    .text(plain(formatFCFA(data.balanceAfter)), xAmount, y, { width: cols.amount - 6, align: 'right' });
  y = doc.y + 4;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(plain(t('payout_pdf.currency_note')), left, y, { width, align: 'right' });

  footerLine(doc, left, width, bottom(), t('payout_pdf.footer', { date: formatDateTime(data.generatedAt, locale) }));
  doc.end();
  return done;
}
