import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { ShieldIcon } from '../../../renderer/catalogue/icons.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import type { TransparencyPageData } from './+data.js';
import { DrawCard } from './DrawCard.js';
import { REGISTER_PATH } from './register-query.js';
import { RegisterFilters } from './RegisterFilters.js';
import { VerifierDownloads } from './VerifierDownloads.js';

const EXPLAIN = ['commitment', 'beacon', 'reveal', 'conclusion'] as const;

/**
 * The public register of draws: every raffle's commitment from its opening, and once drawn its seed,
 * pool and winner, each with its proof. Rendered on the server for the URL's filters.
 */
export default function TransparencyPage() {
  const { t } = useTranslation();
  const { query, draws, stats, pagination, origin, error } = useData<TransparencyPageData>();
  const filters = { status: query.status === 'all' ? undefined : query.status, q: query.q || undefined };
  const filtered = Object.values(filters).some(Boolean);
  const href = (page: number) => withQuery(REGISTER_PATH, { ...filters, page: page > 1 ? page : undefined });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-12" data-testid="transparency-page">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('transparency.heading')}</h1>
        <p className="mt-2 max-w-3xl text-neutral-600">{t('transparency.intro')}</p>
      </header>

      {stats && (
        <StatGrid columns={3} label={t('transparency.stats.label')} testId="register-stats">
          <StatCard label={t('transparency.stats.committed')} value={stats.committed} testId="stat-committed" />
          <StatCard label={t('transparency.stats.drawn')} value={stats.drawn} testId="stat-drawn" />
          <StatCard
            label={t('transparency.stats.awaiting')}
            value={stats.awaiting}
            testId="stat-awaiting"
            className="col-span-2 lg:col-span-1"
          />
        </StatGrid>
      )}

      <section
        className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
        aria-labelledby="register-explain"
        data-testid="register-explain"
      >
        <h2 id="register-explain" className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
          <ShieldIcon size={20} className="shrink-0 text-brand-700" /> {t('transparency.explain.title')}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-neutral-800">
          {EXPLAIN.map((k) => (
            <li key={k}>{t(`transparency.explain.${k}`)}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold text-neutral-900">{t('transparency.downloads.title')}</h3>
        <p className="mt-1 text-sm text-neutral-700">{t('transparency.downloads.text')}</p>
        <VerifierDownloads origin={origin} />
        <p className="mt-3 text-sm">
          <a href="/how-it-works#verifiable-draws" className="font-semibold text-brand-700 underline">
            {t('transparency.how_link')}
          </a>
        </p>
      </section>

      <section aria-labelledby="register-list" className="space-y-4">
        <h2 id="register-list" className="text-xl font-bold text-neutral-900">
          {t('transparency.list_title')}
        </h2>
        <RegisterFilters />
        {error ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
            {t('transparency.load_failed')}
          </p>
        ) : draws.length === 0 ? (
          <EmptyState
            title={t(filtered ? 'transparency.empty_filtered' : 'transparency.empty_title')}
            text={filtered ? undefined : t('transparency.empty_text')}
            action={
              filtered ? (
                <ButtonLink href={REGISTER_PATH} variant="outline">
                  {t('transparency.filters.reset')}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul
              className="grid gap-3 lg:grid-cols-2"
              data-testid="register-list"
              aria-label={t('transparency.list_label')}
            >
              {draws.map((d) => (
                <li key={d.lottery_id} className="min-w-0">
                  <DrawCard draw={d} />
                </li>
              ))}
            </ul>
            {pagination && (
              <ListPager
                page={pagination.current_page}
                perPage={pagination.per_page}
                total={pagination.total}
                hrefFor={href}
                testId="register-pager"
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
