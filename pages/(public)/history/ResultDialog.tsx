import { useTranslation } from 'react-i18next';
import type { PublicResultDto } from '../../../src/contracts/catalogue.js';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';

/** The details of one finished draw, with the ways to check it. */
export function ResultDialog({ result, onClose }: { result: PublicResultDto | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={result?.product.title ?? ''}
      description={result?.lottery_number}
    >
      {result && (
        <div className="flex flex-col gap-4" data-testid="history-dialog">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {[
              ['value', formatFCFA(result.product.price)],
              ['category', result.product.category ?? '—'],
              ['winner', `${result.winner.initial}${result.winner.city ? ` (${result.winner.city})` : ''}`],
              ['ticket', result.winning_ticket],
              ['tickets', `${result.sold_tickets} / ${result.total_tickets}`],
              ['participation', `${result.participation_rate} %`],
              ['revenue', formatFCFA(result.total_revenue)],
              ['date', formatDateTime(result.draw_date, i18n.language)],
              ['code', result.verification_code],
            ].map(([k, v]) => (
              <div key={k}>
                <dt className="text-neutral-600">{t(`history.fields.${k}`)}</dt>
                <dd className="font-semibold break-words text-neutral-900">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <ButtonLink href={`/lotteries/${result.lottery_id}`} variant="primary">
              {t('history.proof')}
            </ButtonLink>
            <ButtonLink href={`/verify?code=${result.verification_code}`} variant="outline">
              {t('history.verify')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Dialog>
  );
}
