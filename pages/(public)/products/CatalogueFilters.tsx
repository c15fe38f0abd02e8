import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, PRODUCT_SORTS } from '../../../src/contracts/catalogue-options.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { SearchIcon } from '../../../renderer/catalogue/icons.js';
import { Select, type SelectOption } from '../../../renderer/ui/field.js';
import type { CatalogueFilters } from './filters.js';

// Two selects share a 360 px row: less padding leaves room for the chosen value.
const compact = 'px-2! pr-7!';

type SelectName = 'sale_mode' | 'category_id' | 'price' | 'sort';

interface Props {
  filters: CatalogueFilters;
  categories: CategoryDto[];
  search: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<CatalogueFilters>) => void;
}

/**
 * A real GET form: before hydration (or without JavaScript) submitting it loads /products with the
 * same query the live filters produce.
 */
export function CatalogueFilterBar({ filters, categories, search, onSearch, onChange }: Props) {
  const { t } = useTranslation();
  // each select only offers its field's values, hence the cast in onChange
  const selects: { name: SelectName; label: string; options: SelectOption[] }[] = [
    {
      name: 'sale_mode',
      label: 'catalogue.filters.sale_mode',
      options: [
        { value: '', label: t('catalogue.filters.sale_all') },
        { value: 'direct', label: t('catalogue.filters.sale_direct') },
        { value: 'lottery', label: t('catalogue.filters.sale_lottery') },
      ],
    },
    {
      name: 'category_id',
      label: 'catalogue.filters.category',
      options: [
        { value: '', label: t('catalogue.filters.category_all') },
        ...categories.map((c) => ({ value: String(c.id), label: c.name })),
      ],
    },
    {
      name: 'price',
      label: 'catalogue.filters.price',
      options: [
        { value: '', label: t('catalogue.filters.price_all') },
        ...PRICE_RANGES.map((r) => ({ value: r, label: t(`catalogue.filters.price_ranges.${r}`) })),
      ],
    },
    {
      name: 'sort',
      label: 'catalogue.filters.sort',
      options: PRODUCT_SORTS.map((s) => ({ value: s, label: t(`catalogue.filters.sorts.${s}`) })),
    },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers; the role keeps the landmark everywhere
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: search.trim() });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-6"
      data-testid="catalogue-filters"
    >
      <div className="relative col-span-2">
        <label htmlFor="catalogue-search" className="sr-only">
          {t('catalogue.filters.search_label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-neutral-500" />
        <input
          id="catalogue-search"
          name="search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('catalogue.filters.search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-10 text-base text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600"
        />
      </div>
      {selects.map(({ name, label, options }) => (
        <Select
          key={name}
          name={name}
          label={t(label)}
          value={filters[name]}
          className={compact}
          onChange={(e) => onChange({ [name]: e.target.value } as Partial<CatalogueFilters>)}
          options={options}
        />
      ))}
      <noscript>
        <button type="submit" className="col-span-2 min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
          {t('catalogue.filters.apply')}
        </button>
      </noscript>
    </form>
  );
}
