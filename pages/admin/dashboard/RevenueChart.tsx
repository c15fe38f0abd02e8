import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVENUE_PERIODS, type RevenuePeriod, type RevenueSeries } from '../../../src/contracts/admin-dashboard.js';
import { formatFCFA, shortFCFA } from '../../../src/common/format/money.js';
import { api } from '../../../renderer/lib/api.js';
import { Chart } from '../../../renderer/merchant/Chart.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { cn } from '../../../renderer/ui/cn.js';

/** "12 nov." for days and weeks, "nov. 2026" for months. */
function bucketLabel(start: string, granularity: RevenueSeries['granularity'], locale: string): string {
  const d = new Date(`${start}T12:00:00Z`);
  return granularity === 'month'
    ? d.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : d.toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Money received over 30 days (per day), 90 days (per week) or a year (per month): direct sales and tickets. */
export function RevenueChart({ initial }: { initial: RevenueSeries | null }) {
  const { t, i18n } = useTranslation();
  const [series, setSeries] = useState(initial);
  const [period, setPeriod] = useState<RevenuePeriod>(initial?.period ?? '30d');
  const [failed, setFailed] = useState(!initial);

  const choose = (p: RevenuePeriod) => {
    setPeriod(p);
    api<{ data: RevenueSeries }>(`/admin/dashboard/revenue?period=${p}`).then(
      (res) => {
        setSeries(res.data);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };

  return (
    <Card data-testid="admin-revenue">
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-neutral-900">{t('admin_dashboard.revenue.title')}</h2>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would bring its own border and legend rules */}
          <div
            role="group"
            aria-label={t('admin_dashboard.revenue.period_label')}
            className="inline-flex rounded-lg border border-neutral-200 p-0.5"
          >
            {REVENUE_PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={period === p}
                onClick={() => choose(p)}
                data-testid={`admin-revenue-${p}`}
                className={cn(
                  'min-h-9 rounded-md px-3 text-sm font-medium',
                  period === p ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100',
                )}
              >
                {t(`admin_dashboard.revenue.periods.${p}`)}
              </button>
            ))}
          </div>
        </div>
        {failed || !series ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin_dashboard.revenue.error')}
          </p>
        ) : (
          <>
            <p className="text-sm text-neutral-600" data-testid="admin-revenue-total">
              {t('admin_dashboard.revenue.total', {
                amount: formatFCFA(series.totals.direct_sales + series.totals.tickets),
              })}
            </p>
            <Chart
              type="bar"
              testId="admin-revenue-chart"
              title={t('admin_dashboard.revenue.title')}
              labels={series.buckets.map((b) => bucketLabel(b.start, series.granularity, i18n.language))}
              series={[
                { label: t('admin_dashboard.revenue.direct_sales'), values: series.buckets.map((b) => b.direct_sales) },
                { label: t('admin_dashboard.revenue.tickets'), values: series.buckets.map((b) => b.tickets) },
              ]}
              format={shortFCFA}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}
