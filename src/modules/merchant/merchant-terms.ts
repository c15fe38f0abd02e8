import { DEFAULT_TICKET_MARGIN, type MerchantLotteryTerms, type SellerKind } from '../../contracts/merchant.js';
import type { Settings } from '../../contracts/settings.js';

/** The raffle limits a seller works within, from the platform settings. */
export function lotteryTerms(kind: SellerKind, s: Settings): MerchantLotteryTerms {
  const individual = kind === 'individual';
  return {
    seller_kind: kind,
    platform_commission: s.platform_commission,
    margin: DEFAULT_TICKET_MARGIN,
    ticket_price_min: s.ticket_price_min,
    ticket_price_max: s.ticket_price_max,
    lottery_max_duration_days: s.lottery_max_duration_days,
    min_participants: s.min_participants,
    fixed_total_tickets: individual ? s.individual_tickets : null,
    total_tickets_min: individual ? s.individual_tickets : s.enterprise_tickets_min,
    total_tickets_max: individual ? s.individual_tickets : s.enterprise_tickets_max,
    can_set_ticket_price: !individual,
  };
}
