import { useTranslation } from 'react-i18next';
import type { ProductDto } from '../../src/contracts/catalogue.js';
import { formatFCFA } from '../../src/common/format/money.js';
import { Badge } from '../ui/badge.js';
import { cn } from '../ui/cn.js';
import { Progress } from '../ui/progress.js';
import { ProductImage } from './ProductImage.js';

/** The badges of a product: ticket price or "Achat direct", then "Nouveau". */
export function ProductBadges({
  product,
  isNew,
  className,
}: {
  product: ProductDto;
  isNew: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {product.sale_mode === 'lottery' ? (
        <Badge tone="sun">
          {t('catalogue.badge.ticket', {
            price: formatFCFA(product.ticket_price ?? product.active_lottery?.ticket_price ?? 0),
          })}
        </Badge>
      ) : (
        <Badge tone="ocean">{t('catalogue.badge.direct')}</Badge>
      )}
      {isNew && <Badge tone="brand">{t('catalogue.badge.new')}</Badge>}
    </div>
  );
}

/** One product in a grid; the whole card is a link to its public page. */
export function ProductCard({ product, eager = false }: { product: ProductDto; eager?: boolean }) {
  const { t } = useTranslation();
  const lottery = product.active_lottery;
  return (
    <a
      href={`/products/${product.id}`}
      className="group flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white no-underline shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative">
        <ProductImage
          src={product.image_url}
          alt={product.title}
          eager={eager}
          width={320}
          height={320}
          className="aspect-square w-full"
        />
        <ProductBadges product={product} isNew={product.is_new} className="absolute top-2 left-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-neutral-900 group-hover:text-brand-700">
          {product.title}
        </h3>
        {product.category && <p className="truncate text-xs text-neutral-500">{product.category.name}</p>}
        <p className="mt-auto pt-1 text-base font-bold text-brand-700">{formatFCFA(product.price)}</p>
        {lottery && (
          <>
            <Progress
              value={lottery.sold_tickets}
              max={lottery.total_tickets}
              label={t('catalogue.card.tickets', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
              // the bar says the share; a percentage beside the count would wrap on a half-width card
              showPercentage={false}
            />
            {lottery.status === 'drawn' ? (
              <Badge tone="ocean" className="self-start">
                {t('catalogue.card.drawn')}
              </Badge>
            ) : lottery.is_complete ? (
              <Badge tone="danger" className="self-start">
                {t('catalogue.card.complete')}
              </Badge>
            ) : lottery.is_ending_soon ? (
              <Badge tone="sun" className="self-start">
                {t('catalogue.card.ending_soon')}
              </Badge>
            ) : null}
          </>
        )}
      </div>
    </a>
  );
}

export function ProductGrid({ products, eagerFirst = 0 }: { products: ProductDto[]; eagerFirst?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
