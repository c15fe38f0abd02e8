import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { REGISTER_FILTERS, REGISTER_PATH, REGISTER_STATUS_OPTIONS } from './register-query.js';

/**
 * Status and search in the URL: a plain GET form before hydration (and without JavaScript), then each
 * change reloads +data through a navigation, from page 1.
 */
export function RegisterFilters() {
  const { t } = useTranslation();
  const filters = useUrlFilters(REGISTER_FILTERS, { navigate: true });
  return (
    <FilterForm
      filters={filters}
      action={REGISTER_PATH}
      testId="register-filters"
      resettable
      search={{
        name: 'q',
        label: t('transparency.filters.search'),
        placeholder: t('transparency.filters.search_placeholder'),
        testId: 'register-search',
      }}
      selects={[
        {
          name: 'status',
          label: t('transparency.filters.status'),
          all: t('transparency.filters.all'),
          options: REGISTER_STATUS_OPTIONS.map((s) => ({ value: s, label: t(`transparency.filters.statuses.${s}`) })),
          testId: 'register-status',
        },
      ]}
    />
  );
}
