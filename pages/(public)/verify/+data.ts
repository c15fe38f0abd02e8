import type { PageContextServer } from 'vike/types';
import type { VerificationDto } from '../../../src/contracts/catalogue.js';

export interface VerifyPageData {
  code: string;
  /** null: no code asked; false: the code is unknown */
  result: VerificationDto | false | null;
}

/** `/verify?code=…` (links from results and e-mails) is answered on the server, before any JavaScript. */
export async function data(pageContext: PageContextServer): Promise<VerifyPageData> {
  const code = (pageContext.urlParsed.search.code ?? '').trim().toUpperCase().slice(0, 8);
  if (code.length !== 8) return { code, result: null };
  try {
    return { code, result: await pageContext.services.results.verify(code) };
  } catch (err) {
    // spec 1 §7: any failure of the lookup reads as an invalid code ("CODE INVALIDE"); only the unexpected ones are logged
    if ((err as { status?: number }).status !== 404) console.error('verify page', err);
    return { code, result: false };
  }
}
