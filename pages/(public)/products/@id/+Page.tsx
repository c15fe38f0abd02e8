import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatDate } from '../../../../src/common/format/dates.js';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { ProductBadges, ProductGrid } from '../../../../renderer/catalogue/ProductCard.js';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import type { ProductPageData } from './+data.js';
import { Gallery } from './Gallery.js';
import { LotteryPanel } from './LotteryPanel.js';
import { ProductActions } from './ProductActions.js';
import { ProductReviews } from './ProductReviews.js';
import type { ProductReviewsView } from '../../../../src/contracts/reviews.js';
import { RatingSummaryText } from '../../../../renderer/reviews/RatingSummaryText.js';
import { ProductUnavailable } from '../../../../renderer/catalogue/ProductUnavailable.js';

/** The public product page (spec 2 §2.1). */
export default function ProductPage() {
  const data = useData<ProductPageData>();
  return data.product ? (
    <ProductDetail product={data.product} reviews={data.reviews} />
  ) : (
    <ProductUnavailable failure={data.failure} />
  );
}

function ProductDetail({ product, reviews }: { product: ProductDetailDto; reviews: ProductReviewsView | null }) {
  const { t, i18n } = useTranslation();
  const lottery = product.active_lottery;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <nav aria-label={t('product.breadcrumb')} className="text-sm text-neutral-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <a href="/" className="hover:text-brand-700">
              {t('nav.home')}
            </a>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <a href="/products" className="hover:text-brand-700">
              {t('nav.products')}
            </a>
          </li>
          {product.category && (
            <>
              <li aria-hidden="true">›</li>
              <li>
                <a href={`/products?category_id=${product.category.id}`} className="hover:text-brand-700">
                  {product.category.name}
                </a>
              </li>
            </>
          )}
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="max-w-[12rem] truncate font-medium text-neutral-900">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <Gallery images={product.images} title={product.title} />

        <div className="flex flex-col gap-4">
          <ProductBadges product={product} isNew={product.is_recent} />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{product.title}</h1>
            {product.category && <p className="mt-1 text-sm text-neutral-600">{product.category.name}</p>}
          </div>
          <p className="text-3xl font-extrabold text-brand-700" data-testid="product-price">
            {formatFCFA(product.price)}
            {product.sale_mode === 'lottery' && (
              <span className="block text-sm font-medium text-neutral-600">{t('product.value')}</span>
            )}
          </p>
          <div className="flex items-center gap-3 rounded-xl bg-neutral-50 p-3" data-testid="seller">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
              aria-hidden="true"
            >
              {product.merchant.display_name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-neutral-900">{product.merchant.display_name}</p>
              <p className="text-sm text-neutral-600">{t(`product.seller.${product.merchant.kind}`)}</p>
              {reviews && <RatingSummaryText summary={reviews.seller} kind="seller" testId="seller-rating" />}
            </div>
          </div>
          {product.sale_mode === 'direct' && product.stock !== null && product.stock > 0 && (
            <p className="text-sm text-neutral-700">{t('product.in_stock', { count: product.stock })}</p>
          )}
          {/* the action first: on a phone the draw's details below would push it off the screen */}
          <ProductActions product={product} />
          {lottery && <LotteryPanel lottery={lottery} participants={product.participants} />}
        </div>
      </div>

      <section className="mt-10 max-w-3xl" aria-labelledby="description-title">
        <h2 id="description-title" className="text-xl font-bold text-neutral-900">
          {t('product.description')}
        </h2>
        <p className="mt-3 whitespace-pre-line text-neutral-700">{product.description}</p>
        {product.detailed_description && (
          <p className="mt-3 whitespace-pre-line text-neutral-700">{product.detailed_description}</p>
        )}
        <p className="mt-3 text-xs text-neutral-500">
          {t('product.listed_on', { date: formatDate(product.created_at, i18n.language) })}
        </p>
      </section>

      {reviews && <ProductReviews reviews={reviews} />}

      {product.lotteries.length > 0 && (
        <section className="mt-8" aria-labelledby="past-draws">
          <h2 id="past-draws" className="text-xl font-bold text-neutral-900">
            {t('product.past_draws')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {product.lotteries.map((l) => (
              <li key={l.id}>
                <a href={`/lotteries/${l.id}`} className="font-semibold text-brand-700 underline">
                  {t('product.past_draw_link', {
                    number: l.lottery_number,
                    date: l.drawn_at ? formatDate(l.drawn_at, i18n.language) : '',
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.similar.length > 0 && (
        <section className="mt-10" aria-labelledby="similar-title">
          <h2 id="similar-title" className="text-xl font-bold text-neutral-900">
            {t('product.similar')}
          </h2>
          <div className="mt-4">
            <ProductGrid products={product.similar} />
          </div>
        </section>
      )}
    </div>
  );
}
