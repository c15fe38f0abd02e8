import { extractText, getDocumentProxy } from 'unpdf';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf.js';

const plain = (s: string) => s.replace(/[\s\u202F\u00A0]+/g, ' ');

function invoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    invoice_number: 'FA-20261122-AB12CD',
    order_number: 'MB-20261122-AB12CD',
    issued_at: new Date('2026-11-22T09:30:00Z'),
    paid_at: new Date('2026-11-22T09:30:00Z'),
    seller: {
      name: 'Okoumé Électronique SARL',
      kind: 'enterprise',
      email: 'entreprise@mbolo.test',
      phone: '+24162100005',
    },
    buyer: {
      name: 'Awa Nzé',
      email: 'client@mbolo.test',
      phone: '+24174100006',
      address: 'Quartier Louis',
      city: 'Libreville',
    },
    lines: [{ label: 'Ventilateur sur pied Binatone', quantity: 2, unit_price: 14_000, total: 28_000 }],
    total: 28_000,
    currency: 'XAF',
    payment: {
      reference: 'PAY-7Q2K9X',
      method: 'Airtel Money',
      transaction_id: 'TX-556677',
      paid_at: new Date('2026-11-22T09:30:00Z'),
    },
    ...overrides,
  };
}

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: plain(text), pages: totalPages };
}

describe('renderInvoicePdf', () => {
  it('prints a French invoice with the order, both parties, the lines in FCFA and the payment', async () => {
    const pdf = await renderInvoicePdf(invoice(), 'fr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Mbolo',
      'FACTURE',
      'FA-20261122-AB12CD',
      'MB-20261122-AB12CD',
      'Okoumé Électronique SARL',
      'Vendeur Entreprise',
      'Awa Nzé',
      'Quartier Louis, Libreville',
      'Ventilateur sur pied Binatone',
      '14 000 FCFA',
      '28 000 FCFA',
      'PAY-7Q2K9X',
      'Airtel Money',
      'TX-556677',
      // Libreville is UTC+1
      'Payée le 22/11/2026 10:30',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('follows the requested language', async () => {
    const { text } = await textOf(
      await renderInvoicePdf(invoice({ seller: { ...invoice().seller, kind: 'individual' } }), 'en'),
    );
    expect(text).toContain('INVOICE');
    expect(text).toContain('Individual seller');
    expect(text).toContain('Total paid');
    expect(text).not.toContain('Désignation');
  });

  it('leaves out the payment block and says unpaid when there is no payment', async () => {
    const { text } = await textOf(await renderInvoicePdf(invoice({ paid_at: null, payment: null }), 'fr'));
    expect(text).toContain('Non payée');
    expect(text).not.toContain('Référence du paiement');
  });

  it('carries many lines onto further pages instead of printing over the total', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      label: `Article ${i + 1} avec un nom assez long pour passer sur deux lignes dans la colonne`,
      quantity: 1,
      unit_price: 1_500,
      total: 1_500,
    }));
    const { text, pages } = await textOf(await renderInvoicePdf(invoice({ lines, total: 60_000 }), 'fr'));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Article 40');
    expect(text).toContain('60 000 FCFA');
  });
});
