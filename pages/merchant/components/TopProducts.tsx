import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantTopProduct } from '../../../src/contracts/merchant.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';

/** Best sellers by paid amount, with orders or tickets sold. */
export function TopProducts({ products }: { products: MerchantTopProduct[] }) {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-neutral-100" data-testid="top-product-list">
      {products.map((p, i) => (
        <li key={p.id} className="flex items-center gap-3 py-2">
          <span className="w-5 text-sm font-semibold text-neutral-500">{i + 1}</span>
          <ProductImage src={p.image} alt="" className="size-10 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-neutral-900">{p.name}</p>
            <p className="text-xs text-neutral-600">
              {p.sale_mode === 'lottery'
                ? t('merchant.orders.quantity_tickets', { count: p.tickets })
                : t('merchant.analytics.orders_count', { count: p.orders })}
            </p>
          </div>
          <span className="text-sm font-semibold text-neutral-900">{formatFCFA(p.amount)}</span>
        </li>
      ))}
    </ol>
  );
}
