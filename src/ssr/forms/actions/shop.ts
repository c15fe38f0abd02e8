import type { PaymentInitiation } from '../../../contracts/payments.js';
import { OPERATOR_OF_METHOD, OPERATORS, PAYMENT_METHODS, type Operator } from '../../../contracts/payment-options.js';
import { filled, ticked, type FormAction } from '../form-action.js';

/** `path?query` without the empty values (the same as the pages' paymentUrl). */
function pageUrl(path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

/** HTML sends text: a whole number, or the text itself so that the API refuses it in its own words. */
const whole = (raw: string | undefined): number | string =>
  raw !== undefined && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : (raw ?? '');

type Answer<T> = { data?: T } | null;

/**
 * The raffle's buy panel (customer product page): reserves the tickets and creates the order, then the
 * payment's method screen, as the page's script does. The total is the quantity times the price the
 * customer saw; the API checks it against its own (amount_mismatch) and keeps every money rule.
 */
export const ticketPurchaseAction: FormAction = {
  form: 'ticket-purchase',
  page: /^\/customer\/products\/[^/]+\/?$/,
  call: ({ fields }) => {
    const quantity = whole(fields.quantity);
    const price = Number(fields.ticket_price);
    return {
      url: '/api/tickets/purchase',
      body: {
        lottery_id: whole(fields.lottery_id),
        quantity,
        total_amount: typeof quantity === 'number' && Number.isSafeInteger(price) ? quantity * price : 0,
      },
    };
  },
  done: (answer, { fields }) => {
    const d = (answer as Answer<{ order_number: string; amount: number; quantity: number; lottery_id: number }>)?.data;
    return {
      redirect: pageUrl('/payment/method', {
        type: 'ticket',
        order_number: d?.order_number,
        amount: d?.amount,
        quantity: d?.quantity,
        lottery_id: d?.lottery_id,
        product: fields.product,
      }),
    };
  },
  keep: ['quantity'],
};

/** A direct sale's buy button: creates the order (POST /payments/initiate), then the method screen. */
export const directPurchaseAction: FormAction = {
  form: 'direct-purchase',
  page: /^\/customer\/products\/[^/]+\/?$/,
  call: ({ fields }) => ({
    url: '/api/payments/initiate',
    body: { product_id: whole(fields.product_id), type: 'product_purchase', amount: whole(fields.amount), quantity: 1 },
  }),
  done: (answer, { fields }) => {
    const d = (answer as Answer<{ order_number: string; amount: number }>)?.data;
    return {
      redirect: pageUrl('/payment/method', {
        type: 'product',
        order_number: d?.order_number,
        amount: d?.amount,
        quantity: 1,
        product: fields.product,
      }),
    };
  },
  keep: [],
};

/** The phone screen's operator: `method` from the method screen, or `operator` back from the confirmation. */
function operatorOf(query: URLSearchParams): Operator | undefined {
  const method = PAYMENT_METHODS.find((m) => m === query.get('method'));
  return method ? OPERATOR_OF_METHOD[method] : OPERATORS.find((o) => o === query.get('operator'));
}

const orderOf = (query: URLSearchParams) =>
  query.get('order_number')
    ? { order_number: query.get('order_number') }
    : { transaction_id: query.get('transaction_id') ?? undefined };

/**
 * The payer's number on the phone screen: the bill and the USSD push (POST /payments/initiate-from-transaction),
 * then the confirmation screen, with its status token in the fragment as the script puts it.
 */
export const paymentPhoneAction: FormAction = {
  form: 'payment-phone',
  page: /^\/payment\/phone\/?$/,
  call: ({ fields, query }) => ({
    url: '/api/payments/initiate-from-transaction',
    body: { phone: (fields.phone ?? '').replace(/\D/g, ''), operator: operatorOf(query) ?? '', ...orderOf(query) },
  }),
  done: (answer, { fields, query }) => {
    const d = (answer as Answer<PaymentInitiation>)?.data;
    const url = pageUrl('/payment/confirmation', {
      bill_id: d?.bill_id,
      reference: d?.reference,
      amount: d?.amount,
      phone: (fields.phone ?? '').replace(/\D/g, ''),
      operator: operatorOf(query),
      transaction_id: d?.transaction_id,
      type: query.get('type') || 'ticket',
      order_number: d?.order_number,
    });
    return { redirect: d?.status_token ? `${url}#${new URLSearchParams({ token: d.status_token })}` : url };
  },
  keep: ['phone'],
};

/** The contact form (POST /contact); its success shows on the page itself (`?sent=1`), as the script's dialog. */
export const contactAction: FormAction = {
  form: 'contact',
  page: /^\/contact\/?$/,
  call: ({ fields }) => ({
    url: '/api/contact',
    body: {
      name: fields.name ?? '',
      email: fields.email ?? '',
      phone: filled(fields, 'phone'),
      subject: filled(fields, 'subject'),
      message: fields.message ?? '',
      agree: ticked(fields, 'agree'),
    },
  }),
  done: () => ({ redirect: '/contact?sent=1' }),
  keep: ['name', 'email', 'phone', 'subject', 'message', 'agree'],
};
