import type { PageContextServer } from 'vike/types';

export interface PaymentMethodData {
  /** the raffle's name and picture for the summary, when the query names one that exists */
  lottery: { title: string; image: string | null } | null;
  /** Airtel Money and Moov Money (E-Billing) are on in the settings; otherwise no method is offered */
  mobileMoney: boolean;
}

/** Reads the public lottery detail in-process (the same answer as GET /api/lotteries/{id}); the summary does without it. */
export async function data(pageContext: PageContextServer): Promise<PaymentMethodData> {
  const [lottery, mobileMoney] = await Promise.all([
    lotteryOf(pageContext),
    pageContext.services.paymentMethods.mobileMoneyActive().catch(() => true),
  ]);
  return { lottery, mobileMoney };
}

async function lotteryOf(pageContext: PageContextServer): Promise<PaymentMethodData['lottery']> {
  const raw = pageContext.urlParsed.search.lottery_id ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  try {
    const l = await pageContext.services.lotteries.detail(Number(raw), pageContext.locale);
    return { title: l.product.name || l.title, image: l.product.image_url ?? l.product.main_image };
  } catch {
    return null;
  }
}
