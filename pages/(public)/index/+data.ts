import type { PageContextServer } from 'vike/types';
import type { LatestLotteryDto, ProductDto } from '../../../src/contracts/catalogue.js';
import { SETTING_DEFAULTS } from '../../../src/contracts/settings.js';
import type { TestimonialDto } from '../../../src/contracts/testimonials.js';

export interface HomePageData {
  hero: LatestLotteryDto;
  featured: ProductDto[];
  /** winners' own words; the section is left out when there are none */
  testimonials: TestimonialDto[];
  /** the platform's lowest ticket price (integer XAF), which the home page states */
  ticketPriceMin: number;
}

/** Fisher–Yates; runs on the server only, so the browser hydrates the very order that was rendered. */
function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Spec 1 §7: the latest draw for the hero, and up to 2 tombolas plus 2 direct sales, shuffled.
 * A failure leaves the sections empty rather than failing the home page (spec 1 §8: only logged).
 */
export async function data(pageContext: PageContextServer): Promise<HomePageData> {
  const { products } = pageContext.services;
  const locale = pageContext.locale;
  const ticketPriceMin = await pageContext.services.settings.get('ticket_price_min').catch((err: unknown) => {
    console.error('home: could not read the minimum ticket price', err);
    return SETTING_DEFAULTS.ticket_price_min;
  });
  const testimonials = await pageContext.services.testimonials.published().catch((err: unknown) => {
    console.error('home: could not load testimonials', err);
    return [];
  });
  try {
    const hero = await products.latestLottery(locale);
    const lotteries = await products.latestLotteryOnly(3, locale);
    const direct = await products.latestDirect(3, locale);
    return {
      hero,
      featured: shuffle([...lotteries.slice(0, 2), ...direct.slice(0, 2)]).slice(0, 6),
      testimonials,
      ticketPriceMin,
    };
  } catch (err) {
    console.error('home: could not load products', err);
    return { hero: { product: null, lottery: null }, featured: [], testimonials, ticketPriceMin };
  }
}
