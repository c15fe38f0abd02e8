import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../src/common/format/dates.js';
import type { TestimonialDto } from '../../../src/contracts/testimonials.js';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="text-lg leading-none text-sun-600" role="img" aria-label={t('testimonials.home.rating', { rating })}>
      {'★'.repeat(rating)}
      <span className="text-neutral-300">{'★'.repeat(5 - rating)}</span>
    </p>
  );
}

/** "Ils ont gagné": real winners' testimonials, newest first. */
export function Testimonials({ items }: { items: TestimonialDto[] }) {
  const { t, i18n } = useTranslation();
  if (!items.length) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-14" data-testid="testimonials">
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-neutral-900">
        {t('testimonials.home.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-neutral-600">{t('testimonials.home.intro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <figure
              className="flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200"
              data-testid="testimonial"
            >
              <Stars rating={item.rating} />
              <blockquote className="flex-1 whitespace-pre-line text-neutral-800">« {item.message} »</blockquote>
              <figcaption className="text-sm">
                <p className="font-semibold text-neutral-900">
                  {item.name}
                  {item.city && <span className="font-normal text-neutral-600"> · {item.city}</span>}
                </p>
                <p className="text-neutral-600">{t('testimonials.home.won', { product: item.product_name })}</p>
                <p className="text-xs text-neutral-500">
                  <time dateTime={item.created_at}>{formatDate(item.created_at, i18n.language)}</time>
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
