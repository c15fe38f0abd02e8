import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantOrderDetail, MerchantOrderView } from '../../../src/contracts/merchant.js';
import { ListSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Fields } from '../../../renderer/ui/section.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import type { One } from './merchant-api.js';

/** The order's buyer, items, tickets and payment, loaded when the dialog opens. */
export function OrderDetailDialog({ order }: { order: MerchantOrderView }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detail = useApi<One<MerchantOrderDetail>>(
    open ? `/merchant/orders/${encodeURIComponent(order.order_number)}` : null,
  );
  const d = detail.data?.data;
  const dash = '—';

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('merchant.orders.detail_title', { number: order.order_number })}
      trigger={
        <Button size="sm" variant="outline" data-testid="order-detail">
          {t('merchant.orders.details')}
        </Button>
      }
    >
      {detail.error ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={detail.reload} />
      ) : !d ? (
        <ListSkeleton rows={2} />
      ) : (
        <div className="space-y-4 text-sm" data-testid="order-detail-body">
          <Fields
            rows={[
              [t('merchant.orders.buyer'), d.buyer.name],
              [t('merchant.orders.phone'), d.buyer.phone ?? dash],
              [t('merchant.orders.city'), d.buyer.city ?? dash],
              [t('merchant.orders.date'), formatDateTime(d.created_at, i18n.language)],
              [t('merchant.orders.paid_at'), d.paid_at ? formatDateTime(d.paid_at, i18n.language) : dash],
              [t('merchant.orders.amount'), formatFCFA(d.total_amount)],
              [
                t('merchant.orders.payment'),
                d.payment
                  ? `${t(`merchant.payment_method.${d.payment.method}`, { defaultValue: d.payment.method })} • ${d.payment.reference}`
                  : dash,
              ],
            ]}
          />
          <div>
            <h3 className="font-semibold text-neutral-900">{t('merchant.orders.items')}</h3>
            <ul className="mt-1 divide-y divide-neutral-100">
              {d.items.map((it) => (
                <li key={it.product_id} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {it.name} × {it.quantity}
                  </span>
                  <span className="font-medium">{formatFCFA(it.total)}</span>
                </li>
              ))}
            </ul>
          </div>
          {d.tickets.length > 0 && (
            <div>
              <h3 className="font-semibold text-neutral-900">{t('merchant.orders.tickets')}</h3>
              <p className="mt-1 font-mono text-xs break-words">
                {d.tickets.map((tk) => (tk.is_winner ? `${tk.ticket_number} ★` : tk.ticket_number)).join(', ')}
              </p>
            </div>
          )}
          {d.notes && <p className="rounded-lg bg-neutral-50 p-2 text-neutral-700">{d.notes}</p>}
        </div>
      )}
    </Dialog>
  );
}
