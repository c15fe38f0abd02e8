import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 TOTP (30 s steps, 6 digits, SHA-1: what authenticator apps expect). One step of clock drift is accepted. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Mbolo', label: account, secret });
}

/**
 * The time step a code belongs to, or null when it is wrong. Steps up to `afterStep` are refused:
 * the caller stores the step it accepted so that the same code cannot be played again.
 */
export async function totpStep(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  // a TOTP verification always reports the step it matched
  return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
}
