import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { PRICE_RANGES, PRODUCT_SORTS } from '../../../src/contracts/catalogue.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { Button } from '../../../renderer/ui/button.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import type { CatalogueFilters } from '../../(public)/products/filters.js';

/** Spec 2 §2.1: the public catalogue waits 300 ms after the last key before searching. */
/** Selects keep 16px text but less padding, as the public catalogue's, so that labels fit at 360 px. */
const compact = 'px-2! pr-7!';
const SEARCH_DEBOUNCE_MS = 300;

/** Search, sale type, category, price range and sort, kept in the URL; any change goes back to page 1. */
export function ProductFilters({ filters, categories }: { filters: CatalogueFilters; categories: CategoryDto[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (patch: Partial<Record<keyof CatalogueFilters, string | undefined>>) => {
    clearTimeout(timer.current);
    // defaults (newest first, page 1) stay out of the URL
    const next: Record<string, string | number | undefined> = { ...filters, search: search.trim() || undefined, ...patch, page: undefined };
    if (next.sort === 'newest') next.sort = undefined;
    void navigate(withQuery('/customer/products', next), { keepScrollPosition: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({});
  };

  return (
    <form method="get" action="/customer/products" onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4 lg:grid-cols-5" data-testid="product-filters">
      <TextInput
        name="search"
        type="search"
        label={t('customer_products.filters.search')}
        placeholder={t('customer_products.filters.search_placeholder')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          clearTimeout(timer.current);
          const value = e.target.value.trim() || undefined;
          timer.current = setTimeout(() => go({ search: value }), SEARCH_DEBOUNCE_MS);
        }}
        fieldClassName="col-span-2 lg:col-span-1"
      />
      <Select
        name="sale_mode"
        className={compact}
        label={t('customer_products.filters.sale_mode')}
        value={filters.sale_mode}
        onChange={(e) => go({ sale_mode: e.target.value || undefined })}
        placeholder={t('customer_products.filters.all')}
        options={[
          { value: 'lottery', label: t('customer_products.raffle') },
          { value: 'direct', label: t('customer_products.direct') },
        ]}
      />
      <Select
        name="category_id"
        className={compact}
        label={t('customer_products.filters.category')}
        value={filters.category_id}
        onChange={(e) => go({ category_id: e.target.value || undefined })}
        placeholder={t('customer_products.filters.all_categories')}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Select
        name="price"
        className={compact}
        label={t('customer_products.filters.price')}
        value={filters.price}
        onChange={(e) => go({ price: e.target.value || undefined })}
        placeholder={t('customer_products.filters.any_price')}
        options={PRICE_RANGES.map((r) => ({ value: r, label: t(`customer_products.prices.${r}`) }))}
      />
      <Select
        name="sort"
        className={compact}
        label={t('customer_products.filters.sort')}
        value={filters.sort}
        onChange={(e) => go({ sort: e.target.value })}
        options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`customer_products.sorts.${s}`) }))}
      />
      {/* Without JavaScript the form is sent by this button; with it, every change applies at once. */}
      <noscript>
        <Button type="submit" variant="outline" size="sm" className="col-span-2 lg:col-span-5">{t('customer_products.filters.apply')}</Button>
      </noscript>
    </form>
  );
}
