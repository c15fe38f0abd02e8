import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { SEARCH_GROUPS, type AdminSearchResults, type SearchHit } from '../../src/contracts/admin-dashboard.js';
import { api } from '../lib/api.js';
import { cn } from '../ui/cn.js';
import { SearchIcon } from '../ui/icons.js';

export const SEARCH_DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; q: string; results: AdminSearchResults };

/**
 * The header's search (spec 3 §2): orders, transactions, users, articles and draws, grouped, as an
 * ARIA combobox — arrows move through the hits, Enter opens one, Escape closes the list.
 */
export function AdminSearch() {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = q.trim();
    const mine = ++seq.current;
    if (query.length < MIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      api<{ data: AdminSearchResults }>(`/admin/search?q=${encodeURIComponent(query)}`).then(
        (res) => mine === seq.current && setState({ status: 'done', q: query, results: res.data }),
        () => mine === seq.current && setState({ status: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q]);

  const groups = useMemo(
    () =>
      state.status === 'done'
        ? SEARCH_GROUPS.map((g) => ({ group: g, hits: state.results[g] })).filter((g) => g.hits.length)
        : [],
    [state],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.hits.map((hit) => ({ group: g.group, hit }))), [groups]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of results drops the highlighted option
  useEffect(() => setActive(-1), [flat]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const optionId = (i: number) => `${id}-opt-${i}`;
  const go = (hit: SearchHit) => {
    setOpen(false);
    void navigate(hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!flat.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? flat.length - 1 : (i + step + flat.length) % flat.length));
    } else if (e.key === 'Enter') {
      const choice = flat[active] ?? (flat.length === 1 ? flat[0] : undefined);
      if (choice) {
        e.preventDefault();
        go(choice.hit);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else setQ('');
    }
  };

  const showList = open && q.trim().length > 0;
  let index = -1;
  return (
    <div ref={box} className="relative min-w-0 flex-1 sm:max-w-md" data-testid="admin-search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('admin_shell.search.label')}
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-neutral-500" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={q}
        placeholder={t('admin_shell.search.placeholder')}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full min-w-0 rounded-lg border border-neutral-300 bg-neutral-50 pr-3 pl-9 text-sm text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('admin_shell.search.label')}
        hidden={!showList}
        className="fixed inset-x-2 top-14 z-50 max-h-[70dvh] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-1 shadow-xl sm:absolute sm:inset-x-auto sm:top-11 sm:left-0 sm:w-[28rem]"
        data-testid="admin-search-results"
      >
        {state.status === 'idle' && (
          <p className="px-3 py-2 text-sm text-neutral-600">{t('admin_shell.search.hint')}</p>
        )}
        {state.status === 'loading' && (
          <p className="px-3 py-2 text-sm text-neutral-600" aria-live="polite">
            {t('admin_shell.search.loading')}
          </p>
        )}
        {state.status === 'error' && <p className="px-3 py-2 text-sm text-red-700">{t('admin_shell.search.error')}</p>}
        {state.status === 'done' && !flat.length && (
          <p className="px-3 py-2 text-sm text-neutral-600">{t('admin_shell.search.empty', { q: state.q })}</p>
        )}
        {groups.map((g) => (
          // biome-ignore lint/a11y/useSemanticElements: ARIA's listbox groups its options with role=group; a fieldset is for form fields
          <div
            key={g.group}
            role="group"
            aria-labelledby={`${id}-g-${g.group}`}
            data-testid={`admin-search-group-${g.group}`}
          >
            <p
              id={`${id}-g-${g.group}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase"
            >
              {t(`admin_shell.search.groups.${g.group}`)}
            </p>
            {g.hits.map((hit) => {
              index += 1;
              const i = index;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox, which points at the option with aria-activedescendant
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's onKeyDown handles the arrows and Enter for every option
                <div
                  key={`${g.group}-${hit.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => go(hit)}
                  onPointerMove={() => setActive(i)}
                  className={cn(
                    'cursor-pointer rounded-lg px-3 py-2',
                    i === active ? 'bg-brand-50' : 'hover:bg-neutral-50',
                  )}
                >
                  <p className="truncate text-sm font-medium text-neutral-900">{hit.label}</p>
                  {hit.detail && <p className="truncate text-xs text-neutral-600">{hit.detail}</p>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
