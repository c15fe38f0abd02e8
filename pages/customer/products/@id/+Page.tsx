import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA } from '../../../../src/common/format/money.js';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import { ProductImage } from '../../../../renderer/catalogue/ProductImage.js';
import { Badge, type BadgeTone } from '../../../../renderer/ui/badge.js';
import { Button } from '../../../../renderer/ui/button.js';
import { Progress } from '../../../../renderer/ui/progress.js';
import { timeLeft } from '../../components/ticket-status.js';
import { useNow } from '../../components/use-now.js';
import type { CustomerProductData, CustomerProductPageData } from './+data.js';
import { ProductUnavailable } from '../../../../renderer/catalogue/ProductUnavailable.js';
import { BuyPanel } from './BuyPanel.js';
import { DirectBuyPanel } from './DirectBuyPanel.js';
import { ProductTabs } from './ProductTabs.js';

type ProductState = 'active' | 'ending_soon' | 'completed';
const STATE_TONES: Record<ProductState, BadgeTone> = { active: 'brand', ending_soon: 'sun', completed: 'neutral' };

/** Spec 2 §4: a raffle is active, ending soon (last 24 h), or completed once its time is up or it has no open draw. */
function productState(product: ProductDetailDto, now: Date): ProductState {
  const l = product.active_lottery;
  if (l?.status !== 'open' || new Date(l.draw_date) <= now) return 'completed';
  return l.is_ending_soon ? 'ending_soon' : 'active';
}

/** Spec 2 §2.2 customer product detail: buy tickets for a raffle, or see a direct sale. */
export default function CustomerProductPage() {
  const data = useData<CustomerProductPageData>();
  return data.product ? (
    <CustomerProduct data={data} />
  ) : (
    <ProductUnavailable failure={data.failure} backHref="/customer/products" />
  );
}

function CustomerProduct({ data }: { data: CustomerProductData }) {
  const { t } = useTranslation();
  const { product, participants, now: serverNow } = data;
  const now = useNow(serverNow);
  const lottery = product.active_lottery;
  const raffle = product.sale_mode === 'lottery';
  const state = productState(product, now);
  const image = product.images[0] ?? product.image_url;
  const lastDraw = product.lotteries[0];

  return (
    <div className="space-y-5" data-testid="customer-product">
      <nav aria-label={t('customer_products.breadcrumb')} className="text-sm text-neutral-600">
        <a href="/customer/products" className="underline underline-offset-2">
          {t('customer_products.title')}
        </a>{' '}
        <span aria-hidden="true">›</span> <span className="text-neutral-900">{product.name}</span>
      </nav>

      <div className="grid gap-5 md:grid-cols-2">
        <div className="overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100">
          <ProductImage src={image} alt={product.name} eager className="aspect-square w-full" />
        </div>

        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {raffle ? (
              <Badge tone={STATE_TONES[state]} data-testid="product-status">
                {t(`customer_products.status.${state}`)}
              </Badge>
            ) : (
              <Badge tone="ocean">{t('customer_products.direct')}</Badge>
            )}
            {product.category && <Badge>{product.category.name}</Badge>}
          </div>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{product.name}</h1>
            <p className="mt-1 text-sm text-neutral-600">
              {product.merchant.type} · {product.merchant.display_name}
            </p>
          </div>
          <p className="text-2xl font-bold text-brand-800">{formatFCFA(product.price)}</p>

          {raffle && lottery && (
            <>
              <Progress
                value={lottery.sold_tickets}
                max={lottery.total_tickets}
                label={t('customer_products.sold', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
              />
              {lottery.status === 'drawn' ? (
                <p className="text-sm text-neutral-700">
                  {t('customer_products.drawn')}{' '}
                  <a href={`/lotteries/${lottery.id}`} className="underline underline-offset-2">
                    {t('customer_products.see_result')}
                  </a>
                </p>
              ) : (
                <p className="text-sm text-neutral-700">
                  {t('customer_products.ends_in')}{' '}
                  <span className="font-semibold">{timeLeft(lottery.draw_date, now, t)}</span>
                </p>
              )}
              <BuyPanel lottery={lottery} productName={product.name} open={state !== 'completed'} />
              <div className="rounded-xl bg-neutral-50 p-3 text-xs text-neutral-700" data-testid="seed-commitment">
                <p className="font-semibold text-neutral-900">{t('customer_products.commitment.title')}</p>
                <code className="mt-1 block font-mono break-all text-neutral-900">
                  {lottery.seed_commitment ?? '—'}
                </code>
                <p className="mt-1">
                  {t('customer_products.commitment.help')}{' '}
                  <a href={`/lotteries/${lottery.id}`} className="underline underline-offset-2">
                    {t('customer_products.commitment.link')}
                  </a>
                </p>
              </div>
            </>
          )}

          {raffle && !lottery && (
            <div className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
              <Button block size="lg" disabled data-testid="buy-button">
                {t('customer_products.buy.ended')}
              </Button>
              {lastDraw && (
                <a href={`/lotteries/${lastDraw.id}`} className="block text-center text-sm">
                  {t('customer_products.see_result')}
                </a>
              )}
            </div>
          )}

          {!raffle && <DirectBuyPanel product={product} />}
        </div>
      </div>

      <ProductTabs product={product} participants={participants} />
    </div>
  );
}
