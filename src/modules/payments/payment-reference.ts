import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Our reference for one payment attempt, sent to the gateway as external_reference: PAY-YYMMDD-XXXXXXXX. */
export function newPaymentReference(now = new Date()): string {
  const d = now.toISOString().slice(2, 10).replace(/-/g, '');
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `PAY-${d}-${s}`;
}

/** E.164 Gabonese number → the 9 national digits the gateway expects (074010203). */
export function nationalMsisdn(e164: string): string {
  return e164.startsWith('+241') ? `0${e164.slice(4)}` : e164.replace(/\D/g, '');
}
