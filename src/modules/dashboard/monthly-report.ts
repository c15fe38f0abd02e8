import type { Response } from 'express';
import { frenchDateTime, keysetPages, streamCsv } from '../../common/csv/csv.js';
import { formatFCFA } from '../../common/format/money.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { openPdf } from '../../common/pdf/pdf-buffer.js';
import { PDF_COLORS, pdfText } from '../../common/pdf/pdf-text.js';
import type { AdminRevenueReads } from '../payments/index.js';

/** Gabon is UTC+1 all year: a report month runs from Libreville's midnight of the 1st. */
const ZONE_OFFSET_MS = 60 * 60 * 1000;

/** [from, to) of `month` (YYYY-MM, Libreville), the current month when absent. */
export function reportRange(month: string | undefined, now = new Date()): { month: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + ZONE_OFFSET_MS);
  const [y, m] = month
    ? (month.split('-').map(Number) as [number, number])
    : [local.getUTCFullYear(), local.getUTCMonth() + 1];
  const from = new Date(Date.UTC(y, m - 1, 1) - ZONE_OFFSET_MS);
  const to = new Date(Date.UTC(y, m, 1) - ZONE_OFFSET_MS);
  return { month: `${y}-${String(m).padStart(2, '0')}`, from, to };
}

/** Every payment received in the month, one row each, streamed (keyset pages). */
export async function streamMonthlyCsv(
  res: Response,
  reads: AdminRevenueReads,
  month: string,
  from: Date,
  to: Date,
  locale: Locale,
): Promise<void> {
  const t = translator(locale);
  const header = [
    'paid_at',
    'reference',
    'transaction_id',
    'order_number',
    'type',
    'product',
    'customer',
    'method',
    'amount',
  ].map((k) => t(`admin_dashboard.report.columns.${k}`));
  async function* rows() {
    for await (const p of keysetPages((after, size) => reads.reportPage(from, to, after, size))) {
      yield [
        frenchDateTime(new Date(p.paid_at)),
        p.reference,
        p.transaction_id,
        p.order_number,
        t(`admin_dashboard.report.types.${p.order_type}`),
        p.product_name,
        p.customer,
        t(`admin_dashboard.report.methods.${p.method}`, { defaultValue: p.method }),
        Number(p.amount),
      ];
    }
  }
  await streamCsv(res, `rapport-mensuel-${month}.csv`, header, rows());
}

/** A short PDF: the month's totals, then one line per day with money in. */
export async function monthlyPdf(
  reads: AdminRevenueReads,
  month: string,
  from: Date,
  to: Date,
  locale: Locale,
): Promise<Buffer> {
  const t = translator(locale);
  const days = await reads.reportDays(from, to);
  const sum = (k: 'direct' | 'tickets' | 'count') => days.reduce((s, d) => s + d[k], 0);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margin: 48,
    title: `${t('admin_dashboard.report.title')} ${month}`,
  });
  doc.rect(0, 0, doc.page.width, 70).fill(PDF_COLORS.brand);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text('Mbolo', left, 24);
  doc.fontSize(13).text(pdfText(`${t('admin_dashboard.report.title')} ${month}`), left, 30, { width, align: 'right' });
  let y = 95;
  const line = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(PDF_COLORS.ink);
    doc.text(pdfText(label), left, y, { width: width - 160 });
    doc.text(pdfText(value), left + width - 160, y, { width: 160, align: 'right' });
    y += 18;
  };
  line(t('admin_dashboard.report.direct_sales'), formatFCFA(sum('direct')));
  line(t('admin_dashboard.report.tickets'), formatFCFA(sum('tickets')));
  line(t('admin_dashboard.report.total'), formatFCFA(sum('direct') + sum('tickets')), true);
  line(t('admin_dashboard.report.payments_count'), String(sum('count')));
  y += 12;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
  y += 8;
  const cols = [0, 110, 250, 390];
  const row = (cells: string[], bold = false) => {
    if (y > doc.page.height - 70) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? PDF_COLORS.muted : PDF_COLORS.ink);
    cells.forEach((c, i) => {
      doc.text(pdfText(c), left + cols[i]!, y, { width: i === 0 ? 100 : 130, align: i === 0 ? 'left' : 'right' });
    });
    y += 14;
  };
  row(
    [
      t('admin_dashboard.report.day'),
      t('admin_dashboard.report.direct_sales'),
      t('admin_dashboard.report.tickets'),
      t('admin_dashboard.report.payments_count'),
    ],
    true,
  );
  if (!days.length) row([t('admin_dashboard.report.empty'), '', '', '']);
  for (const d of days)
    row([d.day.split('-').reverse().join('/'), formatFCFA(d.direct), formatFCFA(d.tickets), String(d.count)]);
  doc.end();
  return done;
}
