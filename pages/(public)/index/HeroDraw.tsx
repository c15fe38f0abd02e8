import { useTranslation } from 'react-i18next';
import type { ActiveLotteryDto, ProductDto } from '../../../src/contracts/catalogue.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { timeLeft } from '../../../renderer/catalogue/time-left.js';
import { Progress } from '../../../renderer/ui/progress.js';

/** The hero's card: the draw closest to completion, with its progress and a way in. */
export function HeroDraw({ product, lottery }: { product: ProductDto; lottery: ActiveLotteryDto }) {
  const { t } = useTranslation();
  return (
    <a
      href={`/products/${product.id}`}
      className="block overflow-hidden rounded-3xl bg-white text-neutral-900 no-underline shadow-xl ring-1 ring-white/20"
      data-testid="hero-draw"
    >
      <div className="relative">
        <ProductImage
          src={product.image_url}
          alt={product.title}
          eager
          sizes="(max-width: 1024px) 100vw, 560px"
          width={560}
          height={350}
          className="aspect-[16/10] w-full"
        />
        <span className="absolute top-3 left-3 rounded-full bg-sun-400 px-3 py-1 text-xs font-bold text-neutral-900">
          {lottery.is_complete ? t('home.draw.complete') : t('home.draw.kicker')}
        </span>
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div>
          <h2 className="line-clamp-2 text-lg font-bold">{product.title}</h2>
          <p className="text-sm text-neutral-600">
            {t('home.draw.value', { value: formatFCFA(product.price) })} ·{' '}
            {t('home.draw.ticket', { price: formatFCFA(lottery.ticket_price) })}
          </p>
        </div>
        <Progress
          value={lottery.sold_tickets}
          max={lottery.total_tickets}
          label={t('catalogue.card.tickets', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-neutral-600">{timeLeft(lottery.time_remaining, t)}</span>
          <span className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
            {t('home.draw.cta')}
          </span>
        </div>
      </div>
    </a>
  );
}
