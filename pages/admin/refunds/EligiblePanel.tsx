import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { EligibleLotteries, EligibleLottery } from '../../../src/contracts/refunds.js';
import { Button } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Skeleton } from '../../../renderer/ui/skeleton.js';
import { DrawRefundDialog } from './DrawRefundDialog.js';

/** The two groups of lotteries to refund, each with the list it reads. */
const GROUPS = [
  ['expired', 'expired_insufficient'],
  ['cancelled', 'cancelled'],
] as const;

function Group({
  title,
  total,
  amount,
  lotteries,
  group,
  onOpen,
}: {
  title: string;
  total: number;
  amount: number;
  lotteries: EligibleLottery[];
  group: 'expired' | 'cancelled';
  onOpen: (l: EligibleLottery) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2" data-testid={`eligible-group-${group}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-sm font-semibold text-neutral-900">
          {title} <span className="font-normal text-neutral-600">({total})</span>
        </h3>
        <p className="text-xs text-neutral-600">
          {t('admin_refunds.eligible.estimated_total', { amount: formatFCFA(amount) })}
        </p>
      </div>
      {lotteries.length === 0 ? (
        <p className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-600">
          {t('admin_refunds.eligible.group_empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
          {lotteries.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
              data-testid="eligible-lottery"
              data-lottery={l.lottery_number}
              data-group={group}
            >
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-medium text-neutral-900">{l.lottery_number}</p>
                <p className="truncate text-sm text-neutral-700">{l.product_title}</p>
                <p className="text-xs text-neutral-600">
                  {t('admin_refunds.eligible.participants', { sold: l.participants, min: l.min_participants })}
                  {' • '}
                  {t('admin_refunds.eligible.payments', { count: l.payments_to_refund })}
                </p>
              </div>
              <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
                <p className="min-w-0 sm:text-right">
                  <span className="block text-xs text-neutral-600">{t('admin_refunds.eligible.estimated')}</span>
                  <span className="font-semibold text-neutral-900" data-testid="eligible-estimated">
                    {formatFCFA(l.estimated_refund)}
                  </span>
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  onClick={() => onOpen(l)}
                  data-testid="eligible-open"
                >
                  {t('admin_refunds.eligible.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec 3 §2: raffles eligible for refund, expired short of participants and cancelled, each opening its payments. */
export function EligiblePanel({
  eligible,
  loading,
  onRefunded,
}: {
  eligible: EligibleLotteries | null;
  loading: boolean;
  onRefunded: () => void;
}) {
  const { t } = useTranslation();
  const [lottery, setLottery] = useState<EligibleLottery | null>(null);
  const none = eligible && eligible.expired_insufficient.length === 0 && eligible.cancelled.length === 0;

  return (
    <Card data-testid="eligible-panel" aria-busy={loading || undefined}>
      <CardHeader>
        <h2 className="font-semibold text-neutral-900">{t('admin_refunds.eligible.title')}</h2>
        <p className="text-sm text-neutral-600">{t('admin_refunds.eligible.intro')}</p>
      </CardHeader>
      <CardBody className={loading && eligible ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}>
        {!eligible ? (
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : none ? (
          <p className="text-sm text-neutral-600" data-testid="eligible-empty">
            {t('admin_refunds.eligible.empty')}
          </p>
        ) : (
          GROUPS.map(([group, list]) => (
            <Group
              key={group}
              group={group}
              title={t(`admin_refunds.eligible.${group}`)}
              total={eligible.summary[`${group}_count`]}
              amount={eligible.summary[`${group}_estimated_refund`]}
              lotteries={eligible[list]}
              onOpen={setLottery}
            />
          ))
        )}
      </CardBody>
      <DrawRefundDialog lottery={lottery} onClose={() => setLottery(null)} onRefunded={onRefunded} />
    </Card>
  );
}
