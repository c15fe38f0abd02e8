import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { WinnerBlock, type DrawActions } from './DrawLists.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 py-1.5">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all text-neutral-900">{children}</dd>
    </div>
  );
}

/** "Voir détails" of a drawn raffle: its figures, the winner's contact, the proof and the exports. */
export function DetailsDialog({
  lottery,
  onClose,
  actions,
}: {
  lottery: AdminLotteryView | null;
  onClose: () => void;
  actions: DrawActions;
}) {
  const { t, i18n } = useTranslation();
  const l = lottery;
  return (
    <Dialog
      open={l !== null}
      onOpenChange={(o) => !o && onClose()}
      title={l ? t('admin_lotteries.details.title', { number: l.lottery_number }) : ''}
    >
      {l && (
        <div className="space-y-3" data-testid="details-dialog">
          <dl className="divide-y divide-neutral-200 text-sm">
            <Row label={t('admin_lotteries.details.product')}>{l.product.name}</Row>
            <Row label={t('admin_lotteries.details.end_date')}>{formatDateTime(l.end_date, i18n.language)}</Row>
            {l.is_drawn && (
              <Row label={t('admin_lotteries.details.drawn_at')}>{formatDateTime(l.draw_date, i18n.language)}</Row>
            )}
            <Row
              label={t('admin_lotteries.details.tickets')}
            >{`${l.sold_tickets} / ${l.total_tickets} (${l.progress} %)`}</Row>
            <Row label={t('admin_lotteries.details.ticket_price')}>{formatFCFA(l.ticket_price)}</Row>
            <Row label={t('admin_lotteries.details.revenue')}>{formatFCFA(l.revenue)}</Row>
            <Row label={t('admin_lotteries.details.participants')}>{l.participants_count}</Row>
            {l.winning_ticket_number && (
              <Row label={t('admin_lotteries.history.winning_ticket')}>{l.winning_ticket_number}</Row>
            )}
            {l.verification_code && (
              <Row label={t('admin_lotteries.history.verification_code')}>{l.verification_code}</Row>
            )}
            {l.winner?.phone && <Row label={t('admin_lotteries.details.contact')}>{l.winner.phone}</Row>}
          </dl>
          <WinnerBlock l={l} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => actions.onParticipants(l)}>
              {t('admin_lotteries.pending.view_participants')}
            </Button>
            <ButtonLink variant="ghost" size="sm" href={l.proof_url}>
              {t('admin_lotteries.history.proof')}
            </ButtonLink>
            <Button variant="outline" size="sm" onClick={() => actions.onExport(l, 'json')}>
              {t('admin_lotteries.history.export_json')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => actions.onExport(l, 'csv')}>
              {t('admin_lotteries.history.export_csv')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
