import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MyTicketDto } from '../../../src/contracts/customer.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button, buttonClasses } from '../../../renderer/ui/button.js';
import { cn } from '../../../renderer/ui/cn.js';
import { toast } from '../../../renderer/ui/toast.js';
import { TicketStatusBadge } from '../components/TicketStatusBadge.js';
import { drawCountdown } from '../components/ticket-status.js';
import { downloadFile } from '../../../renderer/lib/download.js';
import { TestimonialDialog } from './TestimonialDialog.js';

/** One ticket: product, number, price, status, dates, and what can be done with it (view, PDF, claim). */
export function TicketCard({ ticket, now, reviewed = false }: { ticket: MyTicketDto; now: Date; reviewed?: boolean }) {
  const { t, i18n } = useTranslation();
  const [claimedAt, setClaimedAt] = useState(ticket.claimed_at);
  const [claiming, setClaiming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [testimonialLeft, setTestimonialLeft] = useState(reviewed);
  const won = ticket.is_winner;
  const pdfHref = `/api/tickets/${ticket.id}/download`;

  async function claim() {
    setClaiming(true);
    try {
      const res = await api<{ message: string; data: { claimed_at: string } }>(`/tickets/${ticket.id}/claim-prize`, {
        method: 'POST',
        body: {},
      });
      setClaimedAt(res.data.claimed_at);
      toast.success(res.message);
    } catch (err) {
      const failure = failureOf(err);
      // the 30-day and "already claimed" refusals are worth reading; anything else gets the spec's sentence
      toast.error(
        failure.status === 409 && failure.message ? failure.message : t('customer_tickets.errors.claim_failed'),
      );
    } finally {
      setClaiming(false);
    }
  }

  // Before hydration the link downloads by itself; afterwards a failure can be told in a toast.
  async function download(e: MouseEvent) {
    e.preventDefault();
    setDownloading(true);
    try {
      await downloadFile(pdfHref, `ticket-${ticket.ticket_number}.pdf`, 'application/pdf');
    } catch {
      toast.error(t('customer_tickets.errors.download_failed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article
      className={cn(
        'rounded-xl border bg-white p-3 shadow-sm sm:p-4',
        won ? 'border-sun-400 bg-sun-50 ring-1 ring-sun-400' : 'border-neutral-200',
      )}
      data-testid="ticket-card"
      data-status={ticket.status}
    >
      <div className="flex gap-3">
        <ProductImage src={ticket.product.image_url} alt="" className="size-14 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="line-clamp-2 text-sm font-semibold text-neutral-900 sm:text-base">{ticket.product.name}</h2>
            <TicketStatusBadge ticket={ticket} now={now} />
          </div>
          <p className="mt-0.5 font-mono text-sm text-neutral-800" data-testid="ticket-number">
            {ticket.ticket_number}
          </p>
          <p className="text-xs text-neutral-600">{t('customer_tickets.order', { number: ticket.order_number })}</p>
        </div>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-neutral-600">{t('customer_tickets.fields.price')}</dt>
          <dd className="font-semibold text-neutral-900">{formatFCFA(ticket.price_paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">{t('customer_tickets.fields.purchased_at')}</dt>
          <dd className="text-neutral-900">
            {formatDateTime(ticket.purchased_at ?? ticket.created_at, i18n.language)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">{t('customer_tickets.fields.draw_date')}</dt>
          <dd className="text-neutral-900">{formatDate(ticket.lottery.draw_date, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">{t('customer_tickets.fields.draw')}</dt>
          <dd className="text-neutral-900">{drawCountdown(ticket, now, t)}</dd>
        </div>
      </dl>

      {ticket.winning_number && (
        <p className="mt-2 text-sm text-neutral-800">
          {t('customer_tickets.winning_number')}{' '}
          <span className="font-mono font-semibold">{ticket.winning_number}</span>
        </p>
      )}
      {won && <p className="mt-1 text-sm font-semibold text-brand-800">{t('customer_tickets.won_text')}</p>}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          href={`/customer/products/${ticket.product.id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('customer_tickets.actions.view')}
        </a>
        <a
          href={pdfHref}
          download={`ticket-${ticket.ticket_number}.pdf`}
          onClick={download}
          aria-busy={downloading || undefined}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          data-testid="ticket-pdf"
        >
          {t('customer_tickets.actions.pdf')}
        </a>
        {won &&
          (claimedAt ? (
            <Badge tone="brand" data-testid="prize-claimed">
              {t('customer_tickets.actions.claimed')}
            </Badge>
          ) : ticket.can_claim ? (
            <Button size="sm" loading={claiming} onClick={() => void claim()} data-testid="claim-prize">
              {t('customer_tickets.actions.claim')}
            </Button>
          ) : (
            <Badge tone="neutral">{t('customer_tickets.actions.claim_expired')}</Badge>
          ))}
        {won &&
          (testimonialLeft ? (
            <Badge tone="neutral" data-testid="testimonial-left">
              {t('testimonials.form.left')}
            </Badge>
          ) : (
            <TestimonialDialog ticketId={ticket.id} onLeft={() => setTestimonialLeft(true)} />
          ))}
      </div>
      {won && !claimedAt && ticket.can_claim && ticket.claim_deadline && (
        <p className="mt-2 text-xs text-neutral-700">
          {t('customer_tickets.claim_until', { date: formatDate(ticket.claim_deadline, i18n.language) })}
        </p>
      )}
    </article>
  );
}
