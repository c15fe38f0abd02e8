import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA, shortFCFA } from '../../../src/common/format/money.js';
import { TrophyIcon } from '../../../renderer/catalogue/icons.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { cn } from '../../../renderer/ui/cn.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import type { ResultsPageData } from './+data.js';
import { RESULTS_PERIODS } from './periods.js';
import { CodeLookup } from './CodeLookup.js';
import { ResultsTable } from './ResultsTable.js';

/** Results of the draws (spec 1 §2.10). The period is a plain link, so each choice is a server-rendered page. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const { period, results, stats, winners } = useData<ResultsPageData>();
  const cards = [
    { key: 'lotteries', value: String(stats.total_lotteries) },
    { key: 'winners', value: String(stats.total_winners) },
    { key: 'prizes', value: shortFCFA(stats.total_prizes_value) },
    { key: 'tickets', value: String(stats.total_tickets_sold) },
    { key: 'participation', value: `${stats.average_participation_rate} %` },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('results.heading')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-600">{t('results.intro')}</p>

      <nav
        aria-label={t('results.period_label')}
        className="mt-6 inline-flex rounded-xl bg-neutral-100 p-1"
        data-testid="period-filter"
      >
        {RESULTS_PERIODS.map((p) => (
          <a
            key={p}
            href={`/results?period=${p}`}
            aria-current={p === period ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold',
              p === period ? 'bg-white text-brand-800 shadow-sm' : 'text-neutral-700 hover:text-neutral-900',
            )}
          >
            {t(`results.periods.${p}`)}
          </a>
        ))}
      </nav>

      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="results-stats">
        {cards.map((c) => (
          <li
            key={c.key}
            className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
          >
            <p className="text-2xl font-extrabold text-brand-700">{c.value}</p>
            <p className="mt-1 text-xs text-neutral-600">{t(`results.stats.${c.key}`)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <CodeLookup />
          <p className="mt-2 text-sm">
            <a href="/verify" className="font-semibold text-brand-700 underline">
              {t('results.verify_page')}
            </a>
          </p>
        </div>
        <section className="lg:col-span-2" aria-labelledby="winners-title">
          <h2 id="winners-title" className="text-lg font-semibold text-neutral-900">
            {t('results.winners.title')}
          </h2>
          {winners.length ? (
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="recent-winners">
              {winners.map((w) => (
                <li key={w.lottery_id}>
                  <a
                    href={`/lotteries/${w.lottery_id}`}
                    className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3 no-underline hover:shadow-sm"
                  >
                    <ProductImage
                      src={w.product_image}
                      alt=""
                      sizes="64px"
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-lg"
                    />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-neutral-900">{w.product_title}</p>
                      <p className="text-sm text-neutral-600">
                        <TrophyIcon size={14} className="mr-1 inline text-sun-600" />
                        {t('results.winners.won_by', {
                          initial: w.winner_initial,
                          city: w.winner_city ?? t('results.unknown_city'),
                        })}
                      </p>
                      <p className="text-xs text-neutral-500">
                        {formatFCFA(w.product_value)} ·{' '}
                        {w.days_ago === 0
                          ? t('results.winners.today')
                          : t('results.winners.days_ago', { count: w.days_ago })}
                      </p>
                    </div>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-neutral-600">{t('results.winners.none')}</p>
          )}
        </section>
      </div>

      <section className="mt-8" aria-labelledby="all-results">
        <div className="flex items-end justify-between gap-3">
          <h2 id="all-results" className="text-xl font-bold text-neutral-900">
            {t('results.table.title')}
          </h2>
          <a href="/history" className="shrink-0 text-sm font-semibold text-brand-700 underline">
            {t('results.history_link')}
          </a>
        </div>
        <div className="mt-3">
          {results.length ? (
            <ResultsTable results={results} />
          ) : (
            <EmptyState title={t('results.empty_title')} text={t('results.empty_text')} />
          )}
        </div>
      </section>
    </div>
  );
}
