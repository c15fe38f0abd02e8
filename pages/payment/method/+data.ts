import type { PageContextServer } from 'vike/types';

export interface PaymentMethodData {
  /** the raffle's name and picture for the summary, when the query names one that exists */
  lottery: { title: string; image: string | null } | null;
  /** Airtel Money and Moov Money (E-Billing) are on in the settings; otherwise no method is offered */
  mobileMoney: boolean;
  /** the signed-in buyer's Mbolo balance (integer XAF); null when there is no order number to pay with it or it could not be read */
  walletBalance: number | null;
}

/** Reads the public lottery detail in-process (the same answer as GET /api/lotteries/{id}); the summary does without it. */
export async function data(pageContext: PageContextServer): Promise<PaymentMethodData> {
  const [lottery, mobileMoney, walletBalance] = await Promise.all([
    lotteryOf(pageContext),
    pageContext.services.paymentMethods.mobileMoneyActive().catch(() => true),
    walletBalanceOf(pageContext),
  ]);
  return { lottery, mobileMoney, walletBalance };
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

/** The balance pays an order by its number only: a query with just a transaction id gets no wallet card. */
async function walletBalanceOf(pageContext: PageContextServer): Promise<number | null> {
  const user = pageContext.user;
  if (!user || !pageContext.urlParsed.search.order_number) return null;
  try {
    return await pageContext.services.wallet.balance(user.id);
  } catch {
    return null;
  }
}
