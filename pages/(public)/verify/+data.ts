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
    if ((err as { status?: number }).status === 404) return { code, result: false };
    throw err;
  }
}
