import { z } from 'zod';
import './zod-locale.js';

const E = (k: string) => `tickets.errors.${k}`;

/** POST /tickets/purchase (spec 2 §7). Amounts are integer XAF. */
export const purchaseTicketsSchema = z.strictObject({
  lottery_id: z.coerce
    .number({ error: E('lottery_required') })
    .int(E('lottery_required'))
    .positive(E('lottery_required')),
  quantity: z.coerce
    .number({ error: E('quantity_invalid') })
    .int(E('quantity_invalid'))
    .min(1, E('quantity_invalid'))
    .max(1000, E('quantity_invalid')),
  phone_number: z.string().trim().max(20).optional().nullable(),
  total_amount: z.coerce
    .number({ error: E('amount_invalid') })
    .int(E('amount_invalid'))
    .positive(E('amount_invalid')),
});
export type PurchaseTicketsInput = z.infer<typeof purchaseTicketsSchema>;
