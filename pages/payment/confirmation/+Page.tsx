import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { fragmentParam } from '../../../renderer/lib/fragment.js';
import { InstructionBox } from '../../../renderer/payment/InstructionBox.js';
import { OperatorLogo } from '../../../renderer/payment/icons.js';
import {
  displayPhone,
  paymentUrl,
  queryAmount,
  queryOperator,
  successTarget,
} from '../../../renderer/payment/payment-query.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from '../../../renderer/ui/icons.js';
import { SpinnerIcon } from '../../../renderer/ui/spinner.js';
import { CountdownBar } from './CountdownBar.js';
import { OutcomeBox } from './OutcomeBox.js';
import { usePaymentStatus, type ConfirmationStatus } from './use-payment-status.js';

const HEAD_TONES: Record<ConfirmationStatus, string> = {
  pending: 'bg-ocean-50 text-ocean-700',
  success: 'bg-brand-50 text-brand-700',
  failed: 'bg-red-50 text-red-700',
  expired: 'bg-sun-100 text-sun-900',
};

function HeadIcon({ status }: { status: ConfirmationStatus }) {
  if (status === 'pending') return <SpinnerIcon size="lg" />;
  const Icon = status === 'success' ? CheckCircleIcon : status === 'failed' ? ErrorIcon : WarningIcon;
  return <Icon size={32} />;
}

/** Spec 2 §2.3 confirmation screen: waits for the payer's approval, then shows the outcome. No login needed. */
export default function PaymentConfirmationPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const q = urlParsed.search;
  const billId = q.bill_id ?? '';
  const amount = queryAmount(q.amount) ?? 0;
  const operator = queryOperator(q.operator);
  const operatorName = operator ? t(`payment.operators.${operator}`) : '—';
  // The status token rides in the fragment (#token=…), which no request carries; only the browser reads it.
  // It is used by effects only, so the server's HTML (without it) and the browser's render are alike.
  const token = fragmentParam(urlParsed.hashOriginal, 'token');
  const { status, errorMessage, windowSeconds, remaining, live, source, retrying, retryUssd, connectionLost } =
    usePaymentStatus({
      billId,
      token,
      operator,
    });
  const view = successTarget(q.type, q.order_number);

  const details: [string, string, string][] = [
    ['amount', t('payment.confirmation.amount'), formatFCFA(amount)],
    ['operator', t('payment.confirmation.operator'), operatorName],
    ['phone', t('payment.confirmation.phone'), displayPhone(q.phone ?? '') || '—'],
    ['reference', t('payment.confirmation.reference'), q.reference || '—'],
  ];

  return (
    <div
      className="space-y-5"
      data-testid="payment-confirmation"
      data-status={status}
      data-live={live || undefined}
      data-source={source ?? undefined}
      data-connection-lost={connectionLost || undefined}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={`inline-flex size-16 items-center justify-center rounded-full ${HEAD_TONES[status]}`}>
          <HeadIcon status={status} />
        </span>
        <div aria-live="polite">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900" data-testid="confirmation-title">
            {t(`payment.confirmation.title.${status}`)}
          </h1>
          <p className="mt-1 text-neutral-600">{t(`payment.confirmation.subtitle.${status}`)}</p>
        </div>
      </div>

      {status === 'pending' && <CountdownBar remaining={remaining} total={windowSeconds} />}

      {status === 'pending' && connectionLost && (
        <OutcomeBox
          tone="sun"
          testId="connection-lost"
          title={t('payment.confirmation.connection_lost')}
          text={t('payment.confirmation.connection_lost_text')}
        />
      )}

      <Card>
        <CardBody>
          <div className="mb-3 flex items-center gap-3">
            {operator && <OperatorLogo operator={operator} size={36} />}
            <h2 className="font-semibold text-neutral-900">{t('payment.confirmation.details')}</h2>
          </div>
          <dl className="space-y-2 text-sm" data-testid="payment-details">
            {details.map(([key, label, value]) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-neutral-600">{label}</dt>
                <dd className="text-right font-medium break-all text-neutral-900" data-testid={`detail-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 border-t border-neutral-200 pt-2">
              <dt className="font-semibold text-neutral-900">{t('payment.confirmation.total')}</dt>
              <dd className="text-lg font-bold text-brand-800">{formatFCFA(amount)}</dd>
            </div>
          </dl>
        </CardBody>
      </Card>

      {status === 'pending' && (
        <InstructionBox
          ordered
          testId="ussd-steps"
          title={t('payment.confirmation.steps_title')}
          items={[
            t('payment.confirmation.steps.1'),
            t('payment.confirmation.steps.2', { amount: formatFCFA(amount) }),
            t('payment.confirmation.steps.3', { operator: operatorName }),
            t('payment.confirmation.steps.4'),
          ]}
        />
      )}

      {status === 'failed' && (
        <OutcomeBox
          tone="danger"
          testId="failed-box"
          title={t('payment.confirmation.failed_title')}
          text={errorMessage || t('payment.confirmation.failed_default')}
        />
      )}
      {status === 'expired' && (
        <OutcomeBox
          tone="sun"
          testId="expired-box"
          title={t('payment.confirmation.expired_title')}
          text={t('payment.confirmation.expired_text')}
        />
      )}
      {status === 'success' && (
        <OutcomeBox
          tone="brand"
          testId="success-box"
          title={t('payment.confirmation.success_title')}
          text={t('payment.confirmation.success_text')}
        />
      )}

      <div className="flex flex-col gap-3">
        {status === 'success' && (
          <ButtonLink href={view.href} size="lg" block data-testid="view-button">
            {t(view.key)}
          </ButtonLink>
        )}
        {status === 'expired' && (
          <Button size="lg" block onClick={() => void retryUssd()} loading={retrying} data-testid="retry-ussd">
            {t('payment.confirmation.retry_ussd')}
          </Button>
        )}
        {status === 'failed' && (
          <ButtonLink
            href={paymentUrl('/payment/phone', { ...q, retry: 'true' })}
            size="lg"
            block
            data-testid="retry-payment"
          >
            {t('payment.confirmation.retry_payment')}
          </ButtonLink>
        )}
        <ButtonLink href="/" variant="outline" size="lg" block>
          {t('payment.confirmation.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
