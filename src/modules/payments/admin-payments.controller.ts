import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { streamCsv } from '../../common/csv/csv.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  adminPaymentExportQuerySchema,
  adminPaymentListQuerySchema,
  type AdminPaymentExportQuery,
  type AdminPaymentListQuery,
  type AdminPaymentView,
} from '../../contracts/admin-payments.js';
import { AdminPaymentsQueries } from './admin-payments.queries.js';
import { PaymentsReconciliation } from './payments-reconciliation.js';
import type { TFunction } from 'i18next';
import { paged } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

const CSV_COLUMNS = [
  'transaction_id',
  'provider_transaction_id',
  'payment_method',
  'user_name',
  'user_email',
  'user_phone',
  'order_number',
  'product_name',
  'tickets_count',
  'amount',
  'currency',
  'status',
  'created_at',
  'paid_at',
] as const;

/** Libreville calendar day, for the export's file name. */
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/**
 * Spec 3 §7 Payments: the list with its cards, the detail and the export. The refund of a payment
 * (`POST admin/payments/{id}/refund`) belongs to the refunds module, which raises it.
 */
@ApiTags('admin')
@Controller('admin')
export class AdminPaymentsController {
  constructor(
    private readonly queries: AdminPaymentsQueries,
    private readonly reconciliation: PaymentsReconciliation,
  ) {}

  @Get('payments')
  @RequirePrivilege('payments.view')
  @ApiZodQuery(adminPaymentListQuerySchema)
  async list(@Query({ schema: adminPaymentListQuerySchema }) query: AdminPaymentListQuery) {
    const data = await this.queries.list(query);
    return paged(data, data.pagination);
  }

  @Get('payments/stats')
  @RequirePrivilege('payments.view')
  async stats() {
    return this.queries.stats();
  }

  /** The revenue the screens show against the ledger's (the ledger page's reconciliation card). */
  @Get('payments/reconciliation')
  @RequirePrivilege('payments.view')
  async reconcile() {
    return this.reconciliation.figures();
  }

  /** JSON by default (`payments-export-{date}.json`), CSV with `?format=csv`; both streamed page by page. */
  @Get('payments/export')
  @RequirePrivilege('payments.export')
  @AuditRead('payments.export')
  @ApiZodQuery(adminPaymentExportQuerySchema)
  async export(
    @Query({ schema: adminPaymentExportQuerySchema }) query: AdminPaymentExportQuery,
    @T() t: TFunction,
    @Res() res: Response,
  ) {
    const { format, ...filters } = query;
    const rows = this.queries.exportRows(filters);
    try {
      if (format === 'csv') {
        const header = CSV_COLUMNS.map((c) => t(`admin_payments.csv.${c}`));
        await streamCsv(res, `payments-export-${today()}.csv`, header, csvCells(rows, t));
      } else {
        await streamJson(res, `payments-export-${today()}.json`, rows);
      }
    } catch (err) {
      // once the first bytes are out there is no error answer left to give: cut the download short
      if (!res.headersSent) throw err;
      res.destroy(err as Error);
    }
  }

  @Get('payments/:id')
  @RequirePrivilege('payments.view')
  async get(@Param('id', ParseIntPipe) id: number) {
    return { payment: await this.queries.get(id) };
  }
}

async function* csvCells(rows: AsyncIterable<AdminPaymentView>, t: ReturnType<typeof translator>) {
  // a handful of labels, translated once rather than twice a row
  const labels = new Map<string, string>();
  const label = (key: string) => labels.get(key) ?? labels.set(key, t(key)).get(key)!;
  for await (const p of rows) {
    yield [
      p.transaction_id,
      p.provider_transaction_id,
      label(`admin_payments.methods.${p.payment_method}`),
      p.user_name,
      p.user_email,
      p.user_phone,
      p.order_number,
      p.product_name,
      p.tickets_count,
      p.amount,
      p.currency,
      label(`admin_payments.statuses.${p.status}`),
      new Date(p.created_at),
      p.paid_at ? new Date(p.paid_at) : null,
    ];
  }
}

/** `{ success, data: [...] }` written one row at a time, waiting when the socket pushes back. */
async function streamJson(res: Response, filename: string, rows: AsyncIterable<AdminPaymentView>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write('{"success":true,"data":[');
  let first = true;
  for await (const row of rows) {
    if (!res.write((first ? '' : ',') + JSON.stringify(row)))
      await new Promise<void>((resolve) => res.once('drain', resolve));
    first = false;
  }
  res.end(']}');
}
