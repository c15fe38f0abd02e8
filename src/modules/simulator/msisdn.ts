/** The 9 national digits E-Billing works with (074010203), from any of the forms a payer types. */
export function nationalMsisdn(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('241')) digits = digits.slice(3);
  if (digits.length === 8) digits = `0${digits}`;
  return digits;
}

const NETWORKS: Record<string, RegExp> = {
  airtelmoney: /^07[467]\d{6}$/,
  moovmoney4: /^06[0256]\d{6}$/,
};

/** Whether the number belongs to the operator's network (Airtel 074/076/077, Moov 060/062/065/066). */
export function isOnNetwork(paymentSystem: string, national: string): boolean {
  return NETWORKS[paymentSystem]?.test(national) ?? false;
}

/**
 * What the simulated operator does with a push, by the number's last two digits: 00–69 pays,
 * 70–79 waits for the payer on the phone page, 80–89 fails for lack of funds, 90–99 never answers.
 */
export function outcomeFor(national: string): 'pay' | 'ask' | 'fail' | 'silent' {
  const n = Number(national.slice(-2));
  if (n < 70) return 'pay';
  if (n < 80) return 'ask';
  if (n < 90) return 'fail';
  return 'silent';
}
