import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast.js';
import { downloadInvoice, printInvoice } from './invoice.js';

/** Invoice download and print with the spec's toasts (spec 2 §8 Orders list / Order detail). */
export function useInvoice(orderNumber: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);

  async function download() {
    setBusy('download');
    try {
      await downloadInvoice(orderNumber);
      toast.success(t('orders.messages.invoice_downloaded'));
    } catch {
      toast.error(t('orders.messages.invoice_failed'));
    } finally {
      setBusy(null);
    }
  }

  async function print() {
    setBusy('print');
    try {
      if ((await printInvoice(orderNumber)) === 'downloaded') toast.warning(t('orders.messages.popup_blocked'));
    } catch {
      toast.error(t('orders.messages.invoice_failed'));
    } finally {
      setBusy(null);
    }
  }

  return { busy, download, print };
}
