import { checkLotteryTerms, ticketPrice, type MerchantLotteryTerms } from '../../src/contracts/merchant.js';
import { SETTING_DEFAULTS } from '../../src/contracts/settings.js';
import { lotteryTerms } from '../../src/modules/merchant/merchant-terms.js';

// a 10 % commission (the setting is a percent) and tickets from 500 to 50 000 FCFA
const defaults = { ...SETTING_DEFAULTS, platform_commission: 10, ticket_price_min: 500, ticket_price_max: 50_000 };

describe('ticketPrice', () => {
  it.each([
    // price, total, commission, margin, min, max → expected
    [100_000, 100, 0.1, 0, 500, 50_000, 1_100], // 110000 / 100 exactly: no float drift to 1101
    [100_000, 500, 0.1, 0, 100, 50_000, 220], // 100000 × 1.1 is 110000.00000000001 in floating point
    [100_000, 500, 0.1, 0, 500, 50_000, 500], // raised to the minimum
    [350_000, 300, 0.1, 0, 500, 50_000, 1_284], // 385000 / 300 = 1283.33 → 1284
    [350_000, 300, 0.1, 0.05, 500, 50_000, 1_342], // 402500 / 300 = 1341.67 → 1342
    [1_000_000, 10, 0.1, 0, 500, 50_000, 50_000], // 110000 → lowered to the maximum
    [999, 1, 0, 0, 100, 50_000, 999],
    [1_001, 2, 0, 0, 100, 50_000, 501], // 500.5 → 501
  ])(
    'price %i over %i tickets, commission %d, margin %d, in [%i, %i] → %i',
    (price, totalTickets, commission, margin, min, max, expected) => {
      expect(ticketPrice({ price, totalTickets, commission, margin, min, max })).toBe(expected);
    },
  );

  it('defaults the margin to 0', () => {
    expect(ticketPrice({ price: 200_000, totalTickets: 400, commission: 0.05, min: 100, max: 100_000 })).toBe(525);
  });
});

describe('raffle terms from the settings', () => {
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('fixes an individual seller at individual_tickets and computes the price', () => {
    const terms = lotteryTerms('individual', defaults);
    expect(terms).toMatchObject({
      fixed_total_tickets: 500,
      can_set_ticket_price: false,
      platform_commission: 10,
      margin: 0,
    });
    const r = checkLotteryTerms(
      { price: 300_000, total_tickets: 20, min_participants: 10, end_date: future(10) },
      terms,
    );
    expect(r.errors).toEqual({});
    expect(r.totalTickets).toBe(500);
    expect(r.ticketPrice).toBe(660); // 330000 / 500
    const own = checkLotteryTerms(
      { price: 300_000, min_participants: 10, end_date: future(10), ticket_price: 900 },
      terms,
    );
    expect(own.errors.ticket_price).toEqual(['merchant.errors.ticket_price_not_allowed']);
  });

  it('keeps an enterprise within the tickets range, the duration and the ticket price bounds', () => {
    const terms: MerchantLotteryTerms = lotteryTerms('enterprise', {
      ...defaults,
      enterprise_tickets_min: 50,
      enterprise_tickets_max: 1000,
      lottery_max_duration_days: 30,
    });
    const ok = checkLotteryTerms(
      { price: 100_000, total_tickets: 100, min_participants: 20, end_date: future(29), ticket_price: 2_000 },
      terms,
    );
    expect(ok).toMatchObject({ errors: {}, totalTickets: 100, ticketPrice: 2_000 });
    const bad = checkLotteryTerms(
      { price: 100_000, total_tickets: 20, min_participants: 30, end_date: future(31), ticket_price: 60_000 },
      terms,
    );
    expect(bad.errors).toEqual({
      total_tickets: ['merchant.errors.total_tickets_range'],
      min_participants: ['merchant.errors.min_participants_above_total'],
      end_date: ['merchant.errors.end_date_too_far'],
      ticket_price: ['merchant.errors.ticket_price_range'],
    });
    expect(
      checkLotteryTerms(
        { price: 1, total_tickets: 100, min_participants: 10, end_date: new Date(Date.now() - 1000).toISOString() },
        terms,
      ).errors,
    ).toEqual({
      end_date: ['merchant.errors.end_date_past'],
    });
  });

  it('asks for at least the min_participants setting, and never fewer than 2', () => {
    const input = { price: 100_000, total_tickets: 100, end_date: future(10) };
    const terms = lotteryTerms('enterprise', { ...defaults, min_participants: 15 });
    expect(checkLotteryTerms({ ...input, min_participants: 14 }, terms).errors).toEqual({
      min_participants: ['merchant.errors.min_participants_below_setting'],
    });
    expect(checkLotteryTerms({ ...input, min_participants: 15 }, terms).errors).toEqual({});
    // a setting stored below the floor (by hand) does not let a raffle of one participant through
    const loose = lotteryTerms('enterprise', { ...defaults, min_participants: 1 });
    expect(checkLotteryTerms({ ...input, min_participants: 1 }, loose).errors).toEqual({
      min_participants: ['merchant.errors.min_participants_below_setting'],
    });
    expect(checkLotteryTerms({ ...input, min_participants: 2 }, loose).errors).toEqual({});
  });
});
