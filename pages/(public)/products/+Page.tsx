import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';

/** The catalogue: categories now; the product grid, filters and search arrive with the products themselves. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { categories } = useData<{ categories: CategoryDto[] }>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('products.heading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-600">{t('products.intro')}</p>
      <section className="mt-8" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-sm font-semibold uppercase tracking-wide text-neutral-500">
          {t('products.categories')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="category-list">
          {categories.map((c) => (
            <li key={c.id} className="rounded-full border border-neutral-200 bg-white px-4 py-2 text-sm font-medium text-neutral-700">
              {c.name}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10">
        <EmptyState
          title={t('products.empty_title')}
          text={t('products.empty_text')}
          action={<ButtonLink href="/how-it-works">{t('nav.how_it_works')}</ButtonLink>}
        />
      </div>
    </div>
  );
}
