import { useTranslation } from 'react-i18next';
import type { PublicResultDto } from '../../../src/contracts/catalogue.js';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { CopyIcon } from '../../../renderer/catalogue/icons.js';
import { useCopy } from '../../../renderer/catalogue/use-copy.js';
import { Table, TBody, THead, Td, Th, Tr } from '../../../renderer/ui/table.js';
import { toast } from '../../../renderer/ui/toast.js';

export function ResultsTable({ results }: { results: PublicResultDto[] }) {
  const { t, i18n } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <Table label={t('results.table.label')} data-testid="results-table">
      <THead>
        <Tr>
          <Th>{t('results.table.product')}</Th>
          <Th>{t('results.table.winner')}</Th>
          <Th>{t('results.table.ticket')}</Th>
          <Th>{t('results.table.participation')}</Th>
          <Th>{t('results.table.date')}</Th>
          <Th>{t('results.table.code')}</Th>
        </Tr>
      </THead>
      <TBody>
        {results.map((r) => (
          <Tr key={r.lottery_id}>
            <Td wrap>
              <a href={`/lotteries/${r.lottery_id}`} className="font-semibold text-neutral-900 hover:text-brand-700">
                {r.product.title}
              </a>
              <span className="block text-xs text-neutral-500">
                {r.lottery_number} · {formatFCFA(r.product.price)}
              </span>
            </Td>
            <Td>
              {r.winner.initial}
              {r.winner.city && <span className="block text-xs text-neutral-500">{r.winner.city}</span>}
            </Td>
            <Td className="font-mono text-xs">{r.winning_ticket}</Td>
            <Td>
              {t('results.table.sold', { sold: r.sold_tickets, total: r.total_tickets, rate: r.participation_rate })}
            </Td>
            <Td>{formatDate(r.draw_date, i18n.language)}</Td>
            <Td>
              <button
                type="button"
                onClick={async () => {
                  if (await copy(r.verification_code))
                    toast.success(t('results.code_copied', { code: r.verification_code }));
                }}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-neutral-300 px-2 font-mono text-sm hover:bg-neutral-50"
                aria-label={t('results.copy_code', { code: r.verification_code })}
              >
                {r.verification_code}
                <CopyIcon size={14} />
                <span className="sr-only" aria-live="polite">
                  {copied === r.verification_code ? t('results.copied') : ''}
                </span>
              </button>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
