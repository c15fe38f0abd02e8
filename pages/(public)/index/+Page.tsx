import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { ProductGrid } from '../../../renderer/catalogue/ProductCard.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import type { HomePageData } from './+data.js';
import { HeroDraw } from './HeroDraw.js';
import { Testimonials } from './Testimonials.js';

const FACTS = ['tickets', 'payment', 'draw', 'claim'] as const;
const STEPS = ['choose', 'pay', 'receive'] as const;

/** How the draw stays fair: in the hero when there is no draw to show, else in its own band. */
function FairBox() {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur" aria-hidden="false">
      <h2 className="text-lg font-semibold">{t('home.fair.title')}</h2>
      <ol className="mt-4 space-y-3 text-sm text-white/90">
        <li>1. {t('home.fair.commit')}</li>
        <li>2. {t('home.fair.close')}</li>
        <li>3. {t('home.fair.reveal')}</li>
      </ol>
      <a
        href="/how-it-works#faq"
        className="mt-4 inline-block text-sm font-semibold text-sun-400 underline underline-offset-2"
      >
        {t('home.fair.more')}
      </a>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { hero, featured, testimonials, ticketPriceMin } = useData<HomePageData>();
  const min = ticketPriceMin.toLocaleString('fr-FR');
  const { product, lottery } = hero;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-ocean-600 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:py-20 md:grid-cols-2 md:items-center">
          <div>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              {t('home.hero.kicker')}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-white/90">{t('home.hero.text', { min })}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/products" size="lg" className="bg-sun-400! text-neutral-900! hover:bg-sun-100!">
                {t('home.hero.cta_products')}
              </ButtonLink>
              <ButtonLink
                href="/how-it-works"
                size="lg"
                variant="outline"
                className="border-white bg-transparent! text-white! hover:bg-white/10!"
              >
                {t('home.hero.cta_how')}
              </ButtonLink>
            </div>
          </div>
          {product && lottery ? <HeroDraw product={product} lottery={lottery} /> : <FairBox />}
        </div>
      </section>

      <section aria-labelledby="facts-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="facts-title" className="sr-only">
          {t('home.facts.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {FACTS.map((key) => (
            <li key={key} className="rounded-2xl border border-neutral-200 bg-white p-5 text-center shadow-sm">
              <p className="text-2xl font-extrabold text-brand-700">{t(`home.facts.${key}.value`, { min })}</p>
              <p className="mt-1 text-sm text-neutral-600">{t(`home.facts.${key}.label`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pb-12">
          <div className="flex items-end justify-between gap-3">
            <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
              {t('home.featured.title')}
            </h2>
            <a href="/products" className="shrink-0 text-sm font-semibold text-brand-700 underline">
              {t('home.featured.all')}
            </a>
          </div>
          <div className="mt-5">
            <ProductGrid products={featured} />
          </div>
        </section>
      )}

      {product && lottery && (
        <section className="mx-auto max-w-6xl px-4 pb-12">
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-ocean-600 text-white">
            <FairBox />
          </div>
        </section>
      )}

      <section aria-labelledby="steps-title" className="bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-neutral-900">
            {t('home.steps.title')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((key, i) => (
              <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-neutral-900">{t(`home.steps.${key}.title`)}</h3>
                <p className="mt-2 text-neutral-600">{t(`home.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Testimonials items={testimonials} />

      <section className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 className="text-3xl font-bold tracking-tight text-neutral-900">{t('home.cta.title')}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-neutral-600">{t('home.cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/register" size="lg">
            {t('home.cta.register')}
          </ButtonLink>
          <ButtonLink href="/sell-on-mbolo" size="lg" variant="outline">
            {t('home.cta.sell')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
