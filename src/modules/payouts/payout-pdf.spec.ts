import { extractText, getDocumentProxy } from 'unpdf';
import { payoutStatementFilename, renderPayoutStatement, type PayoutStatementData } from './payout-pdf.js';

const plain = (s: string) => s.replace(/[\s\u202F\u00A0]+/g, ' ');

function statement(overrides: Partial<PayoutStatementData> = {}): PayoutStatementData {
  return {
    payoutNumber: 'PO-20261127-7K3M9Q',
    status: 'paid',
    amount: 12_500,
    payeePhone: '+24174010203',
    paymentSystem: 'airtelmoney',
    merchant: { name: 'Okoumé Électronique', businessName: 'Okoumé Électronique SARL', email: 'entreprise@mbolo.test' },
    requestedAt: new Date('2026-11-25T08:00:00Z'),
    approvedAt: new Date('2026-11-25T09:15:00Z'),
    sentAt: new Date('2026-11-25T09:16:00Z'),
    paidAt: new Date('2026-11-25T09:20:00Z'),
    rejectedAt: null,
    shapPayoutId: 'SHAP-PO-445566',
    shapTransactionId: 'MP261125.0920.A1B2',
    rejectionReason: null,
    failureReason: null,
    lines: [
      { label: 'Ventilateur sur pied Binatone', date: new Date('2026-11-20T10:00:00Z'), amount: 7_500 },
      { label: 'Tombola TB-2026-0004 - Téléphone Tecno', date: new Date('2026-11-22T23:30:00Z'), amount: 6_250 },
    ],
    balanceAfter: 1_250,
    generatedAt: new Date('2026-11-27T14:00:00Z'),
    ...overrides,
  };
}

const rejected = (): Partial<PayoutStatementData> => ({
  status: 'rejected',
  paymentSystem: 'moovmoney4',
  payeePhone: '+24162100005',
  approvedAt: null,
  sentAt: null,
  paidAt: null,
  rejectedAt: new Date('2026-11-26T11:45:00Z'),
  shapPayoutId: null,
  shapTransactionId: null,
  rejectionReason: 'Numéro de versement à confirmer auprès du support.',
});

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: plain(text), pages: totalPages };
}

describe('renderPayoutStatement', () => {
  it('prints a French statement of a paid payout with its destination, dates, references and lines', async () => {
    const pdf = await renderPayoutStatement(statement(), 'fr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Mbolo',
      'RELEVÉ DE VERSEMENT',
      'PO-20261127-7K3M9Q',
      'Versé',
      '12 500 FCFA',
      'Okoumé Électronique SARL',
      'entreprise@mbolo.test',
      'Airtel Money',
      '+24174010203',
      // Libreville is UTC+1
      'Demandé le 25/11/2026 09:00',
      'Versé le 25/11/2026 10:20',
      'SHAP-PO-445566',
      'MP261125.0920.A1B2',
      'Ventilateur sur pied Binatone',
      'Tombola TB-2026-0004 - Téléphone Tecno',
      '20/11/2026',
      '23/11/2026',
      '7 500 FCFA',
      '6 250 FCFA',
      'Total des ventes 13 750 FCFA',
      'Solde disponible après ce versement 1 250 FCFA',
      'Relevé généré le 27/11/2026 15:00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Motif');
  });

  it('gives a rejected payout its status, its operator and the reason, without SHAP references', async () => {
    const { text } = await textOf(await renderPayoutStatement(statement(rejected()), 'fr'));
    for (const expected of [
      'RELEVÉ DE VERSEMENT',
      'PO-20261127-7K3M9Q',
      'Rejeté',
      'Rejeté le 26/11/2026 12:45',
      'Moov Money',
      '+24162100005',
      '12 500 FCFA',
      'Motif du rejet',
      'Numéro de versement à confirmer auprès du support.',
      'Ventilateur sur pied Binatone',
      'Total des ventes 13 750 FCFA',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Références SHAP');
    expect(text).not.toContain('Versé le');
    expect(text).not.toContain('Airtel Money');
  });

  it('prints the failure reason of a failed payout but not of a payout paid after a retry', async () => {
    const failed = await textOf(
      await renderPayoutStatement(
        statement({ status: 'failed', paidAt: null, failureReason: 'Compte du bénéficiaire introuvable' }),
        'fr',
      ),
    );
    expect(failed.text).toContain('Échec');
    expect(failed.text).toContain("Motif de l'échec");
    expect(failed.text).toContain('Compte du bénéficiaire introuvable');

    const paid = await textOf(await renderPayoutStatement(statement({ failureReason: 'Délai dépassé' }), 'fr'));
    expect(paid.text).not.toContain('Délai dépassé');
  });

  it('follows the requested language', async () => {
    const { text } = await textOf(await renderPayoutStatement(statement(rejected()), 'en'));
    expect(text).toContain('PAYOUT STATEMENT');
    expect(text).toContain('Rejected');
    expect(text).toContain('Reason for rejection');
    expect(text).toContain('12 500 FCFA');
    expect(text).not.toContain('RELEVÉ DE VERSEMENT');
    expect(text).not.toContain('Désignation');
  });

  it('says so when no sale was released, with a zero total', async () => {
    const { text } = await textOf(await renderPayoutStatement(statement({ lines: [] }), 'fr'));
    expect(text).toContain('Aucune vente rendue disponible depuis le versement précédent.');
    expect(text).toContain('Total des ventes 0 FCFA');
  });

  it('carries many lines onto further pages and keeps the total and the footer', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      label: `Vente ${i + 1} d'un article au nom assez long pour passer sur deux lignes dans la colonne`,
      date: new Date('2026-11-20T10:00:00Z'),
      amount: 1_000,
    }));
    const { text, pages } = await textOf(await renderPayoutStatement(statement({ lines }), 'fr'));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Vente 60');
    expect(text).toContain('Total des ventes 60 000 FCFA');
    expect(text).toContain('Relevé généré le 27/11/2026 15:00');
  });
});

describe('payoutStatementFilename', () => {
  it('names the file after the payout number and keeps it safe for a header', () => {
    expect(payoutStatementFilename('PO-20261127-7K3M9Q')).toBe('releve-versement-PO-20261127-7K3M9Q.pdf');
    expect(payoutStatementFilename('PO-1"; x=/../2')).toBe('releve-versement-PO-1x2.pdf');
  });
});
