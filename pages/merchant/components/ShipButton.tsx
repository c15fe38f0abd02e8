import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantOrderView } from '../../../src/contracts/merchant.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Paid → shipping, after a confirmation: the buyer is then asked to confirm receipt. */
export function ShipButton({ order, onShipped }: { order: MerchantOrderView; onShipped: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order.can_ship || order.status !== 'paid') return null;

  async function ship() {
    setBusy(true);
    try {
      const res = await api<{ message?: string }>(`/merchant/orders/${encodeURIComponent(order.order_number)}/ship`, { method: 'POST' });
      toast.success(res.message || t('merchant.orders.shipped', { number: order.order_number }));
      setOpen(false);
      onShipped();
    } catch (err) {
      toast.error(failureOf(err).message || t('merchant.orders.ship_failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('merchant.orders.ship_title', { number: order.order_number })}
      message={t('merchant.orders.ship_text', { buyer: order.buyer.name })}
      trigger={<Button size="sm" data-testid="ship-order">{t('merchant.orders.ship')}</Button>}
      cancelLabel={t('merchant.cancel')}
      confirmLabel={t('merchant.orders.ship_confirm')}
      onConfirm={() => void ship()}
      busy={busy}
      confirmTestId="ship-confirm"
    />
  );
}
