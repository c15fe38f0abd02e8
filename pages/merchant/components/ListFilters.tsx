import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { Select, TextInput, type SelectOption } from '../../../renderer/ui/field.js';

export interface FilterSelect {
  name: string;
  label: string;
  all: string;
  options: SelectOption[];
}

/**
 * Search (applied on Enter) and selects (applied when changed) kept in the URL, so a filtered list
 * can be shared and the back button works; any new filter starts again from page 1.
 */
export function ListFilters({ path, values, selects, searchLabel, testId }: {
  path: string;
  values: Record<string, string | undefined>;
  selects: FilterSelect[];
  searchLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);

  const go = (patch: Record<string, string | undefined>) => {
    void navigate(withQuery(path, { ...values, search: search.trim() || undefined, ...patch, page: undefined }), { keepScrollPosition: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({});
  };

  return (
    <form method="get" action={path} onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:grid-cols-4 sm:p-4" data-testid={testId}>
      <TextInput
        name="search"
        type="search"
        enterKeyHint="search"
        label={searchLabel}
        hint={t('merchant.filters.search_hint')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fieldClassName="col-span-2"
      />
      {selects.map((s) => (
        <Select
          key={s.name}
          name={s.name}
          label={s.label}
          className="px-2! pr-7!"
          value={values[s.name] ?? ''}
          placeholder={s.all}
          options={s.options}
          onChange={(e) => go({ [s.name]: e.target.value || undefined })}
        />
      ))}
    </form>
  );
}
