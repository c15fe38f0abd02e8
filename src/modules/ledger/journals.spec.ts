import { commissionOf, paymentReceived, refundPaid } from './journals.js';

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('ledger journals', () => {
  it('rounds the commission to the franc, halves up, in integer arithmetic', () => {
    expect(commissionOf(2000, 5)).toBe(100);
    expect(commissionOf(1010, 7.5)).toBe(76); // 75.75
    expect(commissionOf(1010, 5)).toBe(51); // 50.5: halves up
    expect(commissionOf(1009, 5)).toBe(50); // 50.45
    expect(commissionOf(999, 0)).toBe(0);
    expect(commissionOf(999, 100)).toBe(999);
    // 0.1 × 3 is not 0.30000000000000004 here
    expect(commissionOf(1_000_000, 0.3)).toBe(3000);
  });

  it('always balances the payment split, whatever the amount and percent', () => {
    for (const amount of [1, 7, 999, 1001, 123_457, 9_999_999])
      for (const percent of [0, 0.1, 2.5, 5, 12.3, 33.3, 99.9, 100]) {
        const j = paymentReceived({
          paymentId: 1,
          system: 'airtelmoney',
          merchantId: 2,
          amount,
          commissionPercent: percent,
        });
        expect(sum(j.lines)).toBe(0);
        expect(j.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
      }
  });

  it('reverses a receipt in proportion to a partial refund, balanced', () => {
    const origin = paymentReceived({
      paymentId: 1,
      system: 'moovmoney4',
      merchantId: 2,
      amount: 3001,
      commissionPercent: 5,
    }).lines;
    const full = refundPaid({ refundId: 9, amount: 3001, origin, paidFrom: 'operator:moovmoney4' });
    expect(full.lines).toEqual(
      expect.arrayContaining([
        { account: 'operator:moovmoney4', amount: -3001 },
        { account: 'merchant:2:payable', amount: 2851 },
        { account: 'platform:commission', amount: 150 },
      ]),
    );
    const part = refundPaid({ refundId: 9, amount: 1000, origin, paidFrom: 'operator:moovmoney4' });
    expect(sum(part.lines)).toBe(0);
    expect(part.lines.find((l) => l.account === 'platform:commission')?.amount).toBe(50);
    // no receipt in the ledger (paid before it started): taken from the refunds owed
    const bare = refundPaid({ refundId: 9, amount: 500, origin: [], paidFrom: 'refunds:manual' });
    expect(bare.lines).toEqual([
      { account: 'refunds:manual', amount: -500 },
      { account: 'buyers:refunds_due', amount: 500 },
    ]);
  });
});
