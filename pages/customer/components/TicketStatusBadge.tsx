import { useTranslation } from 'react-i18next';
import { Badge } from '../../../renderer/ui/badge.js';
import type { MyTicketDto } from '../../../src/contracts/customer.js';
import { STATE_TONES, ticketState } from './ticket-status.js';

export function TicketStatusBadge({ ticket, now }: { ticket: Pick<MyTicketDto, 'status' | 'lottery'>; now: Date }) {
  const { t } = useTranslation();
  const state = ticketState(ticket, now);
  return <Badge tone={STATE_TONES[state]} data-testid="ticket-status">{t(`customer_tickets.states.${state}`)}</Badge>;
}
