import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantProductView } from '../../../src/contracts/merchant.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Archiving takes the product off the catalogue; it is asked for once more before it happens. */
export function ArchiveButton({ product, onArchived }: { product: MerchantProductView; onArchived: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function archive() {
    setBusy(true);
    try {
      const res = await api<{ message?: string }>(`/merchant/products/${product.id}/archive`, { method: 'POST' });
      toast.success(res.message || t('merchant.products.archived'));
      setOpen(false);
      onArchived();
    } catch (err) {
      toast.error(failureOf(err).message || t('merchant.products.archive_failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('merchant.products.archive_title')}
      message={t('merchant.products.archive_text', { name: product.name })}
      trigger={<Button size="sm" variant="ghost" className="text-red-700" data-testid="archive-product">{t('merchant.products.archive')}</Button>}
      cancelLabel={t('merchant.cancel')}
      confirmLabel={t('merchant.products.archive')}
      onConfirm={() => void archive()}
      busy={busy}
      variant="danger"
      confirmTestId="archive-confirm"
    />
  );
}
