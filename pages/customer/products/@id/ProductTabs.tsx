import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../../src/common/format/money.js';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import { CUSTOMER_LIMITS, type ParticipantsDto } from '../../../../src/contracts/customer.js';
import { Tabs } from '../../../../renderer/ui/tabs.js';

/** Description / Règles / Participants (spec 2 §2.2); a direct sale has its description only. */
export function ProductTabs({
  product,
  participants,
}: {
  product: ProductDetailDto;
  participants: ParticipantsDto | null;
}) {
  const { t } = useTranslation();
  const lottery = product.active_lottery;
  const description = (
    <div
      className="space-y-3 text-sm leading-relaxed whitespace-pre-line text-neutral-800"
      data-testid="tab-description"
    >
      <p>{product.description}</p>
      {product.detailed_description && <p>{product.detailed_description}</p>}
    </div>
  );
  if (product.sale_mode !== 'lottery') return description;

  const rules = (
    <ul className="list-disc space-y-2 pl-5 text-sm text-neutral-800" data-testid="tab-rules">
      {lottery && (
        <li>
          {t('customer_products.rules.price', {
            price: formatFCFA(lottery.ticket_price),
            total: lottery.total_tickets,
          })}
        </li>
      )}
      <li>{t('customer_products.rules.chance')}</li>
      <li>{t('customer_products.rules.when')}</li>
      <li>{t('customer_products.rules.payment')}</li>
      <li>{t('customer_products.rules.fair')}</li>
      <li>{t('customer_products.rules.claim', { days: CUSTOMER_LIMITS.claimDays })}</li>
    </ul>
  );

  const count = participants?.count ?? product.participants;
  const shown = participants?.participants ?? [];
  const people = (
    <div className="space-y-3 text-sm" data-testid="tab-participants">
      <p className="font-medium text-neutral-900" data-testid="participants-count">
        {t('customer_products.participants.count', { count })}
      </p>
      {shown.length > 0 ? (
        <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {shown.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: anonymised participants (initials, city) have no id and may look alike
            <li key={i} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800"
                >
                  {p.initials.replace(/\./g, '').replace(/\s/g, '')}
                </span>
                <span className="font-medium text-neutral-900">{p.initials}</span>
                {p.city && <span className="text-neutral-600">· {p.city}</span>}
              </span>
              <span className="text-neutral-700">
                {t('customer_products.participants.tickets', { count: p.tickets })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-neutral-600">{t('customer_products.participants.none')}</p>
      )}
      {count > shown.length && shown.length > 0 && (
        <p className="text-neutral-600">{t('customer_products.participants.more', { count: count - shown.length })}</p>
      )}
      <p className="text-xs text-neutral-500">{t('customer_products.participants.privacy')}</p>
    </div>
  );

  return (
    <Tabs
      items={[
        { value: 'description', label: t('customer_products.tabs.description'), content: description },
        { value: 'rules', label: t('customer_products.tabs.rules'), content: rules },
        { value: 'participants', label: t('customer_products.tabs.participants'), content: people },
      ]}
    />
  );
}
