import type { TFunction } from 'i18next';
import { merchantDto } from '../catalogue/index.js';
import type { InvoiceData } from './invoice-pdf.js';
import type { Order } from './order.entity.js';
import type { OrderPaymentRow } from './order-payments.port.js';

/** What the invoice of a paid order shows; the invoice number is the order number's, prefixed. */
export function invoiceData(order: Order, payment: OrderPaymentRow | null, t: TFunction): InvoiceData {
  const seller = order.product.merchant;
  const merchant = merchantDto(seller);
  const label =
    order.type === 'lottery' && order.lottery
      ? t('invoice.line_tickets', { product: order.product.name, lottery: order.lottery.lotteryNumber })
      : order.product.name;
  return {
    invoice_number: `FA-${order.orderNumber.replace(/^MB-/, '')}`,
    order_number: order.orderNumber,
    issued_at: order.paidAt ?? new Date(),
    paid_at: order.paidAt ?? null,
    seller: { name: merchant.display_name, kind: merchant.kind, email: seller.email, phone: seller.phone ?? null },
    buyer: {
      name: order.user.fullName(),
      email: order.user.email,
      phone: order.phone ?? order.user.phone ?? null,
      address: order.user.address ?? null,
      city: order.user.city ?? null,
    },
    lines: [{ label, quantity: order.quantity, unit_price: order.unitPrice, total: order.totalAmount }],
    total: order.totalAmount,
    currency: 'XAF',
    payment: payment
      ? {
          reference: payment.reference,
          method: t(`payments.method_names.${payment.method}`),
          transaction_id: payment.transaction_id,
          paid_at: payment.paid_at,
        }
      : null,
  };
}
