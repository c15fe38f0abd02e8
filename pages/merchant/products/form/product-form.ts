import {
  checkLotteryTerms,
  LOCKED_LOTTERY_FIELDS,
  productCreateSchema,
  productUpdateSchema,
  type MerchantLotteryTerms,
  type MerchantProductView,
} from '../../../../src/contracts/merchant.js';
import { firstErrors } from '../../../../renderer/lib/zod-errors.js';
import type { FormErrors } from '../../../../renderer/lib/use-form-errors.js';

/** The form's fields as typed (strings, as inputs give them). */
export interface ProductValues {
  name: string;
  description: string;
  detailed_description: string;
  category_id: string;
  price: string;
  sale_mode: 'direct' | 'lottery';
  stock: string;
  total_tickets: string;
  min_participants: string;
  /** `datetime-local` value, in the browser's time */
  end_date: string;
  /** enterprises only; empty = computed */
  ticket_price: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO 8601 (UTC), as the API wants it; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function initialValues(
  product: MerchantProductView | null,
  saleMode: 'direct' | 'lottery',
  terms: MerchantLotteryTerms,
): ProductValues {
  const l = product?.lottery;
  const total = terms.fixed_total_tickets ?? l?.total_tickets ?? null;
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    detailed_description: product?.detailed_description ?? '',
    category_id: product?.category ? String(product.category.id) : '',
    price: product ? String(product.price) : '',
    sale_mode: product?.sale_mode ?? saleMode,
    stock: product?.stock != null ? String(product.stock) : '',
    total_tickets: total != null ? String(total) : '',
    min_participants: String(l ? l.min_participants : terms.min_participants),
    end_date: toLocalInput(l?.end_date),
    ticket_price: l && terms.can_set_ticket_price ? String(l.ticket_price) : '',
  };
}

/** What is sent: the fields of the chosen mode only; locked raffle fields are left out of an edit. */
export function bodyOf(
  v: ProductValues,
  opts: { edit: boolean; locked: boolean; terms: MerchantLotteryTerms },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: v.name,
    description: v.description,
    detailed_description: v.detailed_description,
    category_id: v.category_id,
    price: v.price,
  };
  if (!opts.edit) body.sale_mode = v.sale_mode;
  if (v.sale_mode === 'direct') body.stock = v.stock;
  else {
    if (opts.terms.fixed_total_tickets == null) body.total_tickets = v.total_tickets;
    body.min_participants = v.min_participants;
    body.end_date = fromLocalInput(v.end_date);
    if (opts.terms.can_set_ticket_price && v.ticket_price.trim()) body.ticket_price = v.ticket_price;
  }
  if (opts.locked) for (const f of LOCKED_LOTTERY_FIELDS) delete body[f];
  return body;
}

/**
 * Errors of the form, live: the API's own zod schema, then (for a raffle) the settings-based terms —
 * the same checks the server makes. Messages are i18n keys (some with the terms' numbers).
 */
export function validateProduct(
  v: ProductValues,
  opts: { edit: boolean; locked: boolean; terms: MerchantLotteryTerms },
): FormErrors {
  const body = bodyOf(v, opts);
  const parsed = opts.edit ? productUpdateSchema.safeParse(body) : productCreateSchema.safeParse(body);
  const errors: FormErrors = parsed.success ? {} : firstErrors(parsed.error);
  // an edit sends every field, so the ones a product must have are required there too
  if (opts.edit) {
    if (!v.category_id) errors.category_id ??= 'merchant.errors.category_required';
    if (!opts.locked && !v.price.trim()) errors.price ??= 'merchant.errors.price_required';
    if (v.sale_mode === 'direct' && !v.stock.trim()) errors.stock ??= 'merchant.errors.stock_required';
    if (v.sale_mode === 'lottery' && !v.min_participants.trim())
      errors.min_participants ??= 'merchant.errors.min_participants_required';
    if (v.sale_mode === 'lottery' && !opts.locked && !v.end_date)
      errors.end_date ??= 'merchant.errors.end_date_required';
  }
  if (v.sale_mode === 'lottery' && !opts.locked && v.end_date) {
    const checked = checkLotteryTerms(lotteryInput(v), opts.terms);
    for (const [field, messages] of Object.entries(checked.errors)) errors[field] ??= messages[0]!;
  }
  return errors;
}

const num = (s: string) => (s.trim() ? Number(s.trim()) : null);

/** The raffle's numbers as typed so far, for the terms check and the live ticket price. */
export function lotteryInput(v: ProductValues) {
  return {
    price: num(v.price) ?? 0,
    total_tickets: num(v.total_tickets),
    min_participants: num(v.min_participants) ?? 0,
    end_date: fromLocalInput(v.end_date),
    ticket_price: num(v.ticket_price),
  };
}
