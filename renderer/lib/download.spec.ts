import { dispositionFilename } from './download.js';

describe('dispositionFilename', () => {
  it('reads the quoted, bare and encoded forms', () => {
    expect(dispositionFilename('attachment; filename="payments-export-2026-11-25.csv"')).toBe(
      'payments-export-2026-11-25.csv',
    );
    expect(dispositionFilename('attachment; filename=TIR-001.json')).toBe('TIR-001.json');
    expect(dispositionFilename(`attachment; filename="a.csv"; filename*=UTF-8''rapport%20novembre.csv`)).toBe(
      'rapport novembre.csv',
    );
  });

  it('gives null without a name', () => {
    expect(dispositionFilename(null)).toBeNull();
    expect(dispositionFilename('inline')).toBeNull();
  });
});
