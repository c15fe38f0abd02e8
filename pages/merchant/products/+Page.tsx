import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { MERCHANT_PRODUCT_STATUSES, type MerchantProductView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { PagedList } from '../components/PagedList.js';
import type { Page } from '../components/merchant-api.js';
import { PRODUCT_FILTERS } from '../components/merchant-filters.js';
import type { MerchantProductsPageData } from './+data.js';
import { ProductRows } from './ProductRows.js';

const PATH = '/merchant/products';

/** The seller's products, filtered by search, status and sale mode, 20 a page, with archive. */
export default function MerchantProductsPage() {
  const { t } = useTranslation();
  const first = useData<MerchantProductsPageData>();
  // filters change the address in place and the list refreshes through the API; the first page came from +data
  const f = useUrlFilters(PRODUCT_FILTERS);
  const { page, ...filters } = f.applied;
  const list = useLiveData<Page<MerchantProductView> | null>(first.list, withQuery(PATH, { ...filters, page }), { fetchOnMount: !first.list });

  return (
    <div className="space-y-5" data-testid="merchant-products">
      <PageHeader
        title={t('merchant.products.title')}
        intro={t('merchant.products.intro')}
        action={<ButtonLink href="/merchant/products/create" data-testid="new-product">{t('merchant.products.new')}</ButtonLink>}
      />
      <FilterForm
        filters={f}
        action={PATH}
        testId="product-filters"
        search={{ name: 'search', label: t('merchant.products.search'), hint: t('merchant.filters.search_hint'), apply: 'enter' }}
        selects={[
          {
            name: 'status',
            label: t('merchant.filters.status'),
            all: t('merchant.filters.all_statuses'),
            options: MERCHANT_PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`merchant.product_status.${s}`) })),
          },
          {
            name: 'sale_mode',
            label: t('merchant.filters.sale_mode'),
            all: t('merchant.filters.all_modes'),
            options: (['direct', 'lottery'] as const).map((m) => ({ value: m, label: t(`merchant.sale_mode.${m}`) })),
          },
        ]}
      />
      <PagedList list={list} onPage={f.setPage} section="products" path={PATH} filters={filters}
        emptyAction={<ButtonLink href="/merchant/products/create">{t('merchant.products.new')}</ButtonLink>}>
        {(rows) => <ProductRows products={rows} onChanged={list.reload} />}
      </PagedList>
    </div>
  );
}
