import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import type { MyTicketDto } from '../../../src/contracts/customer.js';
import { ticketState } from './ticket-status.js';

export function TicketStatusBadge({ ticket, now }: { ticket: Pick<MyTicketDto, 'status' | 'lottery'>; now: Date }) {
  const { t } = useTranslation();
  const state = ticketState(ticket, now);
  return <StatusBadge kind="ticket" status={state} label={t(`customer_tickets.states.${state}`)} />;
}
