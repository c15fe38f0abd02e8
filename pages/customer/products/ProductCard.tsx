import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { ProductDto } from '../../../src/contracts/catalogue.js';
import { ProductBadges } from '../../../renderer/catalogue/ProductCard.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Progress } from '../../../renderer/ui/progress.js';

/**
 * The public catalogue's card (same badges and image), but opening the customer detail page
 * /customer/products/{id}, where tickets are bought.
 */
export function ProductCard({ product, eager = false }: { product: ProductDto; eager?: boolean }) {
  const { t } = useTranslation();
  const lottery = product.active_lottery;
  const raffle = product.sale_mode === 'lottery';
  return (
    <a
      href={`/customer/products/${product.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white no-underline shadow-sm transition-shadow hover:shadow-md hover:no-underline"
      data-testid="product-card"
    >
      <div className="relative">
        <ProductImage src={product.image_url} alt={product.name} eager={eager} className="aspect-square w-full" />
        <ProductBadges product={product} isNew={product.is_new} className="absolute top-2 right-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold text-neutral-900 group-hover:text-brand-700">
          {product.name}
        </h2>
        {product.category && <p className="truncate text-xs text-neutral-500">{product.category.name}</p>}
        <p className="mt-auto pt-1 text-base font-bold text-brand-700">{formatFCFA(product.price)}</p>
        {raffle && lottery && (
          <>
            <Progress
              value={lottery.sold_tickets}
              max={lottery.total_tickets}
              label={t('customer_products.sold_short', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
              className="text-xs"
            />
            {lottery.status === 'drawn' ? (
              <Badge tone="ocean" className="self-start">
                {t('customer_products.drawn')}
              </Badge>
            ) : lottery.is_complete ? (
              <Badge tone="danger" className="self-start">
                {t('customer_products.buy.sold_out')}
              </Badge>
            ) : lottery.is_ending_soon ? (
              <Badge tone="sun" className="self-start">
                {t('customer_products.status.ending_soon')}
              </Badge>
            ) : null}
          </>
        )}
        {raffle && !lottery && <Badge className="self-start">{t('customer_products.status.completed')}</Badge>}
        {!raffle && product.stock === 0 && (
          <Badge tone="danger" className="self-start">
            {t('customer_products.out_of_stock')}
          </Badge>
        )}
      </div>
    </a>
  );
}
