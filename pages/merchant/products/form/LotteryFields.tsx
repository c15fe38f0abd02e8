import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { ticketPrice, type MerchantLotteryTerms } from '../../../../src/contracts/merchant.js';
import { TextInput } from '../../../../renderer/ui/field.js';
import { lotteryInput, toLocalInput, type ProductValues } from './product-form.js';

interface Props {
  values: ProductValues;
  terms: MerchantLotteryTerms;
  locked: boolean;
  error: (field: string) => string | undefined;
  update: <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => void;
}

/** The price buyers will pay a ticket, as the server will compute it (or the enterprise's own, when valid). */
export function liveTicketPrice(
  values: ProductValues,
  terms: MerchantLotteryTerms,
): { computed: number; shown: number; total: number } {
  const input = lotteryInput(values);
  const total = terms.fixed_total_tickets ?? input.total_tickets ?? 0;
  const computed = ticketPrice({
    price: input.price,
    totalTickets: total || 1,
    commission: terms.platform_commission / 100,
    margin: terms.margin,
    min: terms.ticket_price_min,
    max: terms.ticket_price_max,
  });
  const own = input.ticket_price;
  const ownValid =
    terms.can_set_ticket_price &&
    own != null &&
    Number.isInteger(own) &&
    own >= terms.ticket_price_min &&
    own <= terms.ticket_price_max;
  return { computed, shown: ownValid ? own : computed, total };
}

/** Raffle terms: tickets, minimum participants, end date, and the ticket price shown before saving. */
export function LotteryFields({ values, terms, locked, error, update }: Props) {
  const { t, i18n } = useTranslation();
  const price = liveTicketPrice(values, terms);
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
    terms.platform_commission / 100 + terms.margin,
  );
  const now = new Date();
  const latest = new Date(now.getTime() + terms.lottery_max_duration_days * 86_400_000);
  const fixed = terms.fixed_total_tickets;

  return (
    <fieldset
      className="space-y-4 rounded-xl border border-sun-400 bg-sun-50/40 p-3 sm:p-4"
      data-testid="lottery-fields"
    >
      <legend className="px-1 text-sm font-semibold text-neutral-900">{t('merchant.form.lottery_legend')}</legend>
      {locked && (
        <p className="rounded-lg border border-sun-400 bg-white p-3 text-sm text-sun-900" data-testid="locked-notice">
          {t('merchant.form.locked_notice')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name="total_tickets"
          type="number"
          inputMode="numeric"
          min={terms.total_tickets_min}
          max={terms.total_tickets_max}
          label={t('merchant.form.total_tickets')}
          required
          disabled={fixed != null || locked}
          hint={
            fixed != null
              ? t('merchant.form.total_tickets_fixed', { count: fixed })
              : t('merchant.form.total_tickets_hint', { min: terms.total_tickets_min, max: terms.total_tickets_max })
          }
          value={fixed != null ? String(fixed) : values.total_tickets}
          error={error('total_tickets')}
          onChange={(e) => update('total_tickets', e.target.value)}
        />
        <TextInput
          name="min_participants"
          type="number"
          inputMode="numeric"
          min={terms.min_participants}
          label={t('merchant.form.min_participants')}
          required
          disabled={locked}
          hint={t('merchant.form.min_participants_hint')}
          value={values.min_participants}
          error={error('min_participants')}
          onChange={(e) => update('min_participants', e.target.value)}
        />
        <TextInput
          name="end_date"
          type="datetime-local"
          label={t('merchant.form.end_date')}
          required
          disabled={locked}
          min={toLocalInput(now.toISOString())}
          max={toLocalInput(latest.toISOString())}
          hint={t('merchant.form.end_date_hint', { days: terms.lottery_max_duration_days })}
          value={values.end_date}
          error={error('end_date')}
          onChange={(e) => update('end_date', e.target.value)}
        />
        {terms.can_set_ticket_price && (
          <TextInput
            name="ticket_price"
            type="number"
            inputMode="numeric"
            min={terms.ticket_price_min}
            max={terms.ticket_price_max}
            label={t('merchant.form.own_ticket_price')}
            disabled={locked}
            hint={t('merchant.form.own_ticket_price_hint', {
              min: formatFCFA(terms.ticket_price_min),
              max: formatFCFA(terms.ticket_price_max),
            })}
            value={values.ticket_price}
            error={error('ticket_price')}
            onChange={(e) => update('ticket_price', e.target.value)}
          />
        )}
      </div>
      <div
        className="rounded-lg border border-brand-200 bg-white p-3"
        aria-live="polite"
        data-testid="ticket-price-box"
      >
        <p className="text-sm text-neutral-700">{t('merchant.form.ticket_price')}</p>
        <p className="text-2xl font-bold text-brand-800" data-testid="ticket-price">
          {formatFCFA(price.shown)}
        </p>
        <p className="mt-1 text-xs text-neutral-600">
          {t('merchant.form.ticket_price_formula', {
            commission: pct,
            tickets: price.total || '…',
            min: formatFCFA(terms.ticket_price_min),
            max: formatFCFA(terms.ticket_price_max),
          })}
        </p>
        {price.total > 0 && (
          <p className="mt-1 text-xs text-neutral-600" data-testid="raffle-revenue">
            {t('merchant.form.full_revenue', { amount: formatFCFA(price.shown * price.total) })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
