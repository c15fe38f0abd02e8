import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, reload } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductGrid } from '../../../renderer/catalogue/ProductCard.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { SkeletonCards } from '../../../renderer/ui/skeleton.js';
import type { CataloguePageData } from './+data.js';
import { CatalogueFilterBar } from './CatalogueFilters.js';
import { DEFAULT_FILTERS, catalogueUrl, type CatalogueFilters } from './filters.js';

const SEARCH_DEBOUNCE_MS = 300;

/** The catalogue (spec 2 §2.1). Each filter change is a client-side navigation: +data runs on the server again. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const { categories, filters, products, pagination, error } = useData<CataloguePageData>();
  const [search, setSearch] = useState(filters.search);
  const [loading, setLoading] = useState(false);
  const sentSearch = useRef(filters.search);

  // Back/forward navigation changes the URL's search under us; typing in progress must not be overwritten.
  useEffect(() => {
    if (filters.search !== sentSearch.current) {
      sentSearch.current = filters.search;
      setSearch(filters.search);
    }
  }, [filters.search]);

  async function go(next: CatalogueFilters, replace = false) {
    setLoading(true);
    try {
      await navigate(catalogueUrl(next), { keepScrollPosition: true, overwriteLastHistoryEntry: replace });
    } finally {
      setLoading(false);
    }
  }

  function change(patch: Partial<CatalogueFilters>) {
    if (patch.search !== undefined) sentSearch.current = patch.search;
    // any filter change restarts from page 1
    void go({ ...filters, ...patch, page: patch.page ?? 1 });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing triggers a search: filter changes navigate on their own
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === sentSearch.current) return;
    const timer = setTimeout(() => {
      sentSearch.current = trimmed;
      void go({ ...filters, search: trimmed, page: 1 }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filtered = catalogueUrl({ ...filters, page: 1 }) !== '/products';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('products.heading')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-600 sm:text-lg">{t('products.intro')}</p>

      <div className="mt-6">
        <CatalogueFilterBar
          filters={filters}
          categories={categories}
          search={search}
          onSearch={setSearch}
          onChange={change}
        />
      </div>

      {/* the count heads the grid: the cards' h3 titles then follow an h2, not the h1 (axe: heading-order) */}
      <h2 className="mt-4 text-sm font-normal text-neutral-600" aria-live="polite" data-testid="catalogue-count">
        {loading ? t('ui.loading') : t('catalogue.count', { count: pagination.total })}
      </h2>

      <div className="mt-3" aria-busy={loading}>
        {loading ? (
          <SkeletonCards count={12} />
        ) : products.length ? (
          <ProductGrid products={products} eagerFirst={2} />
        ) : (
          <EmptyState
            title={t('products.empty_title')}
            text={filtered ? t('catalogue.empty_filtered') : t('products.empty_text')}
            action={
              error ? (
                <Button variant="outline" onClick={() => void reload()} data-testid="catalogue-retry">
                  {t('ui.retry')}
                </Button>
              ) : filtered ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    sentSearch.current = '';
                    setSearch('');
                    void go(DEFAULT_FILTERS);
                  }}
                >
                  {t('catalogue.reset')}
                </Button>
              ) : undefined
            }
          />
        )}
      </div>

      <Pager
        className="mt-6"
        page={pagination.page}
        pages={pagination.last_page}
        hrefFor={(page) => catalogueUrl({ ...filters, page })}
        onPage={(page) => {
          void go({ ...filters, page });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />

      {!user && (
        <section className="mt-10 rounded-2xl bg-brand-50 p-5 text-center sm:p-8" aria-labelledby="catalogue-cta">
          <h2 id="catalogue-cta" className="text-xl font-bold text-neutral-900">
            {t('catalogue.cta.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-neutral-700">{t('catalogue.cta.text')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/register">{t('nav.register')}</ButtonLink>
            <ButtonLink href="/login?redirect=%2Fproducts" variant="outline">
              {t('nav.login')}
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
