import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 TOTP (30 s steps, 6 digits, SHA-1: what authenticator apps expect). One step of clock drift is accepted. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Mbolo', label: account, secret });
}

export async function checkTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return result.valid;
}
