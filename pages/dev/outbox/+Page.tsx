import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '../../../src/common/format/dates.js';
import type { OutboxEntryDto } from '../../../src/contracts/outbox.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';

function Entry({ m }: { m: OutboxEntryDto }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [html, setHtml] = useState(false);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm" data-testid="outbox-entry">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={m.channel === 'sms' ? 'ocean' : 'brand'}>{m.channel.toUpperCase()}</Badge>
        <span className="font-medium text-neutral-900">{m.to}</span>
        <span className="text-neutral-500">{formatDateTime(m.created_at, locale)}</span>
        {m.sent_at && <Badge tone="neutral">{t('outbox.sent')}</Badge>}
      </div>
      {m.subject && <h2 className="mt-2 font-semibold text-neutral-900">{m.subject}</h2>}
      {m.html && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-700 underline"
          onClick={() => setHtml((v) => !v)}
        >
          {html ? t('outbox.show_text') : t('outbox.show_html')}
        </button>
      )}
      {html && m.html ? (
        <iframe
          title={m.subject ?? m.to}
          sandbox=""
          srcDoc={m.html}
          className="mt-2 h-72 w-full rounded border border-neutral-200"
        />
      ) : (
        <pre className="mt-2 whitespace-pre-wrap break-words text-sm text-neutral-700">{m.text}</pre>
      )}
    </li>
  );
}

/** Outside production, every e-mail and SMS the platform "sends" without a real transport lands here. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const { messages } = useData<{ messages: OutboxEntryDto[] }>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-neutral-900">{t('outbox.heading')}</h1>
      <p className="mt-2 text-neutral-600">{t('outbox.intro')}</p>
      {messages.length === 0 ? (
        <div className="mt-8">
          <EmptyState title={t('outbox.empty_title')} text={t('outbox.empty_text')} />
        </div>
      ) : (
        <ul className="mt-8 space-y-4">
          {messages.map((m) => (
            <Entry key={m.id} m={m} />
          ))}
        </ul>
      )}
    </main>
  );
}
