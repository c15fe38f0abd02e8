import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import {
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PRODUCTS_PER_PAGE,
  type AdminProductList,
  type AdminProductView,
} from '../../../src/contracts/admin-products.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { isFiltered, withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterBar, FilterSearch, FilterSelect, bindFilter, bindSearch } from '../../../renderer/ui/filter-bar.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Money } from '../../../renderer/ui/money.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminProductsPageData } from './+data.js';
import { EditProductDialog } from './EditProductDialog.js';
import { ProductTable } from './ProductTable.js';

const DEFAULTS = { search: '', category_id: '', status: '' };
const EMPTY: { data: AdminProductList } = {
  data: {
    products: [],
    pagination: { total: 0, current_page: 1, per_page: ADMIN_PRODUCTS_PER_PAGE, last_page: 1 },
    categories: [],
    stats: { total: 0, active: 0, total_value: 0, total_lottery_value: 0, lottery_count: 0 },
  },
};

/** Spec 3 §2 "Product management": four cards, filters in the URL, 20 rows a page, edit modal and feature toggle. */
export default function AdminProductsPage() {
  const { t } = useTranslation();
  const { initial } = useData<AdminProductsPageData>();
  const filters = useUrlFilters(DEFAULTS);
  const live = useLiveData(
    initial ?? EMPTY,
    withQuery('/admin/products', {
      ...filters.applied,
      page: filters.applied.page > 1 ? filters.applied.page : undefined,
    }),
  );
  const [editing, setEditing] = useState<AdminProductView | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { products, pagination, categories, stats } = live.data.data;
  const failed = (!initial && !live.loading && live.data === EMPTY) || !!live.error;

  async function toggleFeature(p: AdminProductView) {
    setBusyId(p.id);
    try {
      const res = await api<{ message: string }>(`/admin/products/${p.id}/feature`, { method: 'POST' });
      toast.success(res.message);
      live.reload();
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_products.messages.update_failed'));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <AdminPage testId="admin-products" title={t('admin_products.title')} intro={t('admin_products.intro')}>
      <StatGrid label={t('admin_products.title')}>
        <StatCard label={t('admin_products.stats.total')} value={stats.total} testId="stat-products-total" />
        <StatCard label={t('admin_products.stats.active')} value={stats.active} testId="stat-products-active" />
        <StatCard
          label={t('admin_products.stats.total_value')}
          value={<Money amount={stats.total_value} compact />}
          testId="stat-products-value"
        />
        <StatCard
          label={t('admin_products.stats.lottery')}
          value={<Money amount={stats.total_lottery_value} compact />}
          hint={t('admin_products.stats.lottery_count', { count: stats.lottery_count })}
          testId="stat-products-lottery"
        />
      </StatGrid>

      <FilterBar onReset={filters.reset} onRefresh={live.reload} testId="admin-products-filters">
        <FilterSearch {...bindSearch(filters)} label={t('admin_products.filters.search')} testId="filter-search" />
        <FilterSelect
          {...bindFilter(filters, 'category_id')}
          label={t('admin_products.filters.category')}
          all={t('admin_products.filters.all_categories')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          testId="filter-category"
        />
        <FilterSelect
          {...bindFilter(filters, 'status')}
          label={t('admin_products.filters.status')}
          all={t('admin_products.filters.all_statuses')}
          options={ADMIN_PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`admin_products.status.${s}`) }))}
          testId="filter-status"
        />
      </FilterBar>

      {failed ? (
        <LoadFailed message={t('admin_products.messages.load_failed')} onRetry={live.reload} />
      ) : (
        <>
          <ProductTable
            products={products}
            loading={live.loading}
            filtered={isFiltered(DEFAULTS, filters.draft)}
            busyId={busyId}
            onEdit={setEditing}
            onFeature={toggleFeature}
          />
          <ListPager
            page={pagination.current_page}
            perPage={pagination.per_page}
            total={pagination.total}
            onPage={filters.setPage}
          />
        </>
      )}

      <EditProductDialog
        product={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={live.reload}
      />
    </AdminPage>
  );
}
