import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../common/format/dates.js';
import { formatFCFA } from '../../common/format/money.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { PDF_COLORS, pdfText } from '../../common/pdf/pdf-text.js';
import { openPdf } from '../../common/pdf/pdf-buffer.js';
import {
  footerLine,
  headerBand,
  partyColumn,
  referenceLine,
  rowRule,
  tableHeaderBand,
} from '../../common/pdf/pdf-layout.js';

/** What an invoice prints; amounts are integer XAF. Built by the orders service from a paid order. */
export interface InvoiceData {
  invoice_number: string;
  order_number: string;
  issued_at: Date;
  paid_at: Date | null;
  seller: { name: string; kind: 'enterprise' | 'individual'; email: string | null; phone: string | null };
  buyer: { name: string; email: string | null; phone: string | null; address: string | null; city: string | null };
  lines: { label: string; quantity: number; unit_price: number; total: number }[];
  total: number;
  currency: 'XAF';
  payment: { reference: string; method: string; transaction_id?: string | null; paid_at: Date | null } | null;
}

const BRAND = PDF_COLORS.brand;
const MUTED = PDF_COLORS.muted;
const INK = PDF_COLORS.ink;
const plain = pdfText;

/**
 * A one-page A4 invoice (a long order flows onto further pages). Text stays real text so the
 * invoice can be searched and copied; it is built in memory, an invoice being a few kilobytes.
 */
export async function renderInvoicePdf(data: InvoiceData, locale: Locale): Promise<Buffer> {
  const t: TFunction = translator(locale);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margin: 48,
    title: `${t('invoice.title')} ${data.invoice_number}`,
    subject: data.order_number,
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  headerBand(doc, left, width, t('invoice.title'));

  // Invoice references, right under the band.
  let y = 100;
  const ref = (label: string, value: string) => {
    y = referenceLine(doc, { left, width, y, labelWidth: 130, label, value });
  };
  ref(t('invoice.number'), data.invoice_number);
  ref(t('invoice.order'), data.order_number);
  ref(t('invoice.issued_at'), formatDate(data.issued_at, locale));
  ref(
    t('invoice.status'),
    data.paid_at ? t('invoice.paid_on', { date: formatDateTime(data.paid_at, locale) }) : t('invoice.unpaid'),
  );

  // Seller and buyer side by side.
  y += 14;
  const colWidth = (width - 24) / 2;
  const party = (x: number, title: string, lines: (string | null)[]) =>
    partyColumn(doc, { x, y, width: colWidth, title, lines });
  const buyerPlace = [data.buyer.address, data.buyer.city].filter(Boolean).join(', ') || null;
  const sellerEnd = party(left, t('invoice.seller'), [
    data.seller.name,
    t(`invoice.seller_kind.${data.seller.kind}`),
    data.seller.email,
    data.seller.phone,
  ]);
  const buyerEnd = party(left + colWidth + 24, t('invoice.buyer'), [
    data.buyer.name,
    data.buyer.email,
    data.buyer.phone,
    buyerPlace,
  ]);
  y = Math.max(sellerEnd, buyerEnd) + 22;

  // Lines table: label column takes what the figures leave.
  const cols = { qty: 50, unit: 100, total: 110 };
  const labelWidth = width - cols.qty - cols.unit - cols.total;
  const xQty = left + labelWidth;
  const xUnit = xQty + cols.qty;
  const xTotal = xUnit + cols.unit;
  const header = () => {
    tableHeaderBand(doc, left, y, width);
    doc.text(plain(t('invoice.columns.label')), left + 6, y + 7, { width: labelWidth - 12 });
    doc.text(plain(t('invoice.columns.quantity')), xQty, y + 7, { width: cols.qty - 6, align: 'right' });
    doc.text(plain(t('invoice.columns.unit_price')), xUnit, y + 7, { width: cols.unit - 6, align: 'right' });
    doc.text(plain(t('invoice.columns.total')), xTotal, y + 7, { width: cols.total - 6, align: 'right' });
    y += 22;
  };
  header();
  for (const line of data.lines) {
    doc.font('Helvetica').fontSize(10);
    const label = plain(line.label);
    const h = Math.max(doc.heightOfString(label, { width: labelWidth - 12 }), 12) + 12;
    if (y + h > bottom() - 120) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    doc.fillColor(INK).text(label, left + 6, y + 6, { width: labelWidth - 12 });
    doc.text(String(line.quantity), xQty, y + 6, { width: cols.qty - 6, align: 'right' });
    doc.text(plain(formatFCFA(line.unit_price)), xUnit, y + 6, { width: cols.unit - 6, align: 'right' });
    doc.text(plain(formatFCFA(line.total)), xTotal, y + 6, { width: cols.total - 6, align: 'right' });
    y += h;
    rowRule(doc, left, width, y);
  }

  // Total, aligned with the amounts.
  y += 10;
  doc.rect(xUnit - 40, y, cols.unit + cols.total + 40, 26).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#ffffff');
  doc.text(plain(t('invoice.total')), xUnit - 34, y + 8, { width: cols.unit + 34 });
  doc.text(plain(formatFCFA(data.total)), xTotal, y + 8, { width: cols.total - 6, align: 'right' });
  y += 26;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(plain(t('invoice.currency_note')), left, y + 6, { width, align: 'right' });
  y = doc.y + 20;

  if (data.payment) {
    if (y + 100 > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(BRAND)
      .text(plain(t('invoice.payment')).toUpperCase(), left, y, { width });
    y = doc.y + 6;
    ref(t('invoice.payment_reference'), data.payment.reference);
    ref(t('invoice.payment_method'), data.payment.method);
    if (data.payment.transaction_id) ref(t('invoice.transaction_id'), data.payment.transaction_id);
    if (data.payment.paid_at) ref(t('invoice.payment_date'), formatDateTime(data.payment.paid_at, locale));
  }

  footerLine(doc, left, width, bottom(), t('invoice.footer'));
  doc.end();
  return done;
}
