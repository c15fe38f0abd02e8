import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantProductView } from '../../../src/contracts/merchant.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { ProductStatusBadge, SaleModeBadge } from '../components/badges.js';
import { ArchiveButton } from './ArchiveButton.js';

/** One card per product: what it is, how it sells, and what the seller can do with it. */
export function ProductRows({ products, onChanged }: { products: MerchantProductView[]; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="product-rows">
      {products.map((p) => (
        <li
          key={p.id}
          className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
          data-testid="merchant-product"
          data-product={p.id}
          data-status={p.status}
        >
          <div className="flex gap-3">
            <ProductImage src={p.main_image} alt="" className="size-20 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="line-clamp-2 font-semibold text-neutral-900">{p.name}</p>
              <div className="flex flex-wrap gap-1">
                <ProductStatusBadge status={p.status} />
                <SaleModeBadge mode={p.sale_mode} />
              </div>
              <p className="text-sm text-neutral-700">
                {formatFCFA(p.price)}
                {p.lottery && (
                  <span className="text-neutral-600">
                    {' '}
                    • {t('merchant.products.ticket_at', { price: formatFCFA(p.lottery.ticket_price) })}
                  </span>
                )}
              </p>
              {p.sale_mode === 'direct' && (
                <p className="text-xs text-neutral-600">{t('merchant.products.stock', { count: p.stock ?? 0 })}</p>
              )}
            </div>
          </div>
          {p.lottery && (
            <Progress
              value={p.lottery.sold_tickets}
              max={p.lottery.total_tickets}
              label={t('merchant.lotteries.sold_of', { sold: p.lottery.sold_tickets, total: p.lottery.total_tickets })}
            />
          )}
          <p className="text-xs text-neutral-600">
            {t('merchant.products.sales', { count: p.sales.orders, amount: formatFCFA(p.sales.amount) })} •{' '}
            {t('merchant.products.views', { count: p.views_count })}
          </p>
          <div className="flex flex-wrap gap-2 border-t border-neutral-100 pt-2">
            {p.status !== 'archived' && (
              <ButtonLink
                href={`/merchant/products/${p.id}/edit`}
                size="sm"
                variant="outline"
                data-testid="edit-product"
              >
                {t('merchant.products.edit')}
              </ButtonLink>
            )}
            {p.status === 'active' && (
              <ButtonLink href={`/products/${p.id}`} size="sm" variant="ghost">
                {t('merchant.products.view_public')}
              </ButtonLink>
            )}
            {p.lottery && (
              <ButtonLink href={`/merchant/lotteries/${p.lottery.id}`} size="sm" variant="ghost">
                {t('merchant.products.view_raffle')}
              </ButtonLink>
            )}
            {p.can_archive && <ArchiveButton product={p} onArchived={onChanged} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
