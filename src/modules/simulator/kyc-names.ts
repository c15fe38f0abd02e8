import { createHash } from 'node:crypto';
import type { KycWire } from '../../infra/shap/shap.wire.js';
import { isOnNetwork } from './msisdn.js';

const FIRST = ['Jean', 'Marie', 'Paul', 'Grâce', 'Serge', 'Aline', 'Rodrigue', 'Nadège', 'Ulrich', 'Prisca'];
const LAST = ['Ndong', 'Mba', 'Obame', 'Moussavou', 'Mouele', 'Ondo', 'Ella', 'Nzamba', 'Koumba', 'Mabika'];

/**
 * The simulated operator's KYC register: every number on the operator's network holds an account in a
 * name derived from the number (always the same), except numbers ending in 0000, which hold none.
 */
export function simulatedKyc(paymentSystem: string, national: string): KycWire {
  if (!isOnNetwork(paymentSystem, national) || national.endsWith('0000')) return { exists: false };
  const h = createHash('sha256').update(national).digest();
  return { exists: true, account_name: `${FIRST[h[0]! % FIRST.length]} ${LAST[h[1]! % LAST.length]}`.toUpperCase() };
}
