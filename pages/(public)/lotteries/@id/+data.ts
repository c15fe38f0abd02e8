import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { DrawProofDto, PublicLotteryDto } from '../../../../src/contracts/catalogue.js';

export interface LotteryPageData {
  lottery: PublicLotteryDto;
  /** the proof without its ticket list (fetched on demand: up to thousands of numbers over 3G) */
  proof: Omit<DrawProofDto, 'tickets'> & { tickets_count: number };
}

export async function data(pageContext: PageContextServer): Promise<LotteryPageData> {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw render(404);
  try {
    const lottery = await pageContext.services.lotteries.detail(Number(id), pageContext.locale);
    const { tickets, ...proof } = await pageContext.services.results.proof(Number(id));
    return { lottery, proof: { ...proof, tickets_count: tickets.length } };
  } catch (err) {
    // by status, not instanceof: the server build and the page bundle have their own error classes
    if ((err as { status?: number }).status === 404) throw render(404);
    throw err;
  }
}
