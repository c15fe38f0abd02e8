import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import type { CustomerProductsData } from './+data.js';
import { ProductCard } from './ProductCard.js';
import { ProductFilters } from './ProductFilters.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';

/** Spec 2 §2.2: the products a customer can buy or play for, 9 per page, with the catalogue's filters. */
export default function CustomerProductsPage() {
  const { t } = useTranslation();
  const { filters, products, pagination, categories } = useData<CustomerProductsData>();
  const href = (page: number) =>
    withQuery('/customer/products', {
      ...filters,
      sort: filters.sort === 'newest' ? undefined : filters.sort,
      page: page > 1 ? page : undefined,
    });
  const filtered = !!(filters.search || filters.category_id || filters.sale_mode || filters.price);

  return (
    <div className="space-y-5" data-testid="customer-products">
      <PageHeader title={t('customer_products.title')} intro={t('customer_products.intro')} />
      <ProductFilters categories={categories} />
      {products.length === 0 ? (
        <EmptyState
          title={t('customer_products.empty')}
          action={
            filtered ? (
              <ButtonLink href="/customer/products" variant="outline">
                {t('customer_products.filters.reset')}
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="text-sm text-neutral-600">{t('customer_products.count', { count: pagination.total })}</p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {products.map((p, i) => (
              <li key={p.id}>
                {/* the first row is above the fold on a phone: no lazy loading there */}
                <ProductCard product={p} eager={i < 2} />
              </li>
            ))}
          </ul>
          <Pager page={pagination.page} pages={pagination.last_page} hrefFor={href} />
        </>
      )}
    </div>
  );
}
