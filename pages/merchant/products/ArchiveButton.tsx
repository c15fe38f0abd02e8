import { useTranslation } from 'react-i18next';
import type { MerchantProductView } from '../../../src/contracts/merchant.js';
import { api } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';

/** Archiving takes the product off the catalogue; it is asked for once more before it happens. */
export function ArchiveButton({ product, onArchived }: { product: MerchantProductView; onArchived: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      run={() => api<{ message?: string }>(`/merchant/products/${product.id}/archive`, { method: 'POST' })}
      successMessage={t('merchant.products.archived')}
      errorMessage={t('merchant.products.archive_failed')}
      onDone={onArchived}
      title={t('merchant.products.archive_title')}
      message={t('merchant.products.archive_text', { name: product.name })}
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700" data-testid="archive-product">
          {t('merchant.products.archive')}
        </Button>
      }
      cancelLabel={t('merchant.cancel')}
      confirmLabel={t('merchant.products.archive')}
      variant="danger"
      confirmTestId="archive-confirm"
    />
  );
}
