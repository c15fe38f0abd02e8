import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminLotteryDetail, AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { ListSkeleton } from '../../../renderer/ui/skeleton.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Spec 3 §2: who bought tickets of a draw, with a search (name, e-mail, phone, ticket number). */
export function ParticipantsDialog({ lottery, onClose }: { lottery: AdminLotteryView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(h);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another lottery opened in the dialog starts with an empty search
  useEffect(() => {
    setText('');
    setSearch('');
  }, [lottery?.id]);
  const q = search ? `?search=${encodeURIComponent(search)}` : '';
  const detail = useApi<{ data: AdminLotteryDetail }>(lottery ? `/admin/lotteries/${lottery.id}${q}` : null);
  useEffect(() => {
    if (detail.error) toast.error(detail.error.message || t('admin_lotteries.messages.participants_failed'));
  }, [detail.error, t]);
  const d = detail.data?.data;

  return (
    <Dialog
      open={lottery !== null}
      onOpenChange={(o) => !o && onClose()}
      title={lottery ? t('admin_lotteries.participants.title', { number: lottery.lottery_number }) : ''}
    >
      <div className="space-y-3" data-testid="participants-dialog">
        <TextInput
          label={t('admin_lotteries.participants.search')}
          placeholder={t('admin_lotteries.participants.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          type="search"
          name="participant_search"
          data-testid="participants-search"
        />
        {detail.error ? (
          <LoadFailed message={t('admin_lotteries.messages.participants_failed')} onRetry={detail.reload} />
        ) : !d ? (
          <ListSkeleton rows={3} />
        ) : (
          <>
            <p className="text-sm text-neutral-600" data-testid="participants-count">
              {t('admin_lotteries.participants.count', { count: d.participants_total })}
            </p>
            {d.participants_list.length === 0 ? (
              <p className="py-4 text-center text-neutral-600">{t('admin_lotteries.participants.empty')}</p>
            ) : (
              <ul
                className="divide-y divide-neutral-200 rounded-xl border border-neutral-200"
                aria-busy={detail.loading || undefined}
              >
                {d.participants_list.map((p) => (
                  <li key={p.user.id} className="space-y-1 p-3" data-testid="participant-row">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium break-words text-neutral-900">{`${p.user.first_name} ${p.user.last_name}`}</span>
                      <span className="text-sm text-neutral-600">
                        {t('admin_lotteries.participants.tickets', { count: p.tickets_count })}
                      </span>
                    </div>
                    <p className="text-sm break-all text-neutral-600">{p.user.email}</p>
                    <p className="text-sm text-neutral-700">
                      {t('admin_lotteries.participants.spent', { amount: formatFCFA(p.total_spent) })}
                    </p>
                    <ul className="flex flex-wrap gap-1.5 pt-1">
                      {p.tickets.map((tk) => (
                        <li
                          key={tk.ticket_number}
                          title={tk.purchased_at ? formatDateTime(tk.purchased_at, i18n.language) : undefined}
                          className="rounded-md bg-neutral-100 px-2 py-0.5 font-mono text-xs break-all text-neutral-800"
                        >
                          {tk.ticket_number}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
