import { adminLotteryListQuerySchema } from '../../contracts/admin-lotteries.js';
import { tabsFor } from './admin-lotteries.query.js';

const parse = (q: Record<string, string>) => tabsFor(adminLotteryListQuerySchema.parse(q));

describe('the tabs a draw list query asks for', () => {
  it('keeps the spec’s calls working: status=active & is_drawn=false is pending + active, is_drawn=true the history', () => {
    expect(parse({ status: 'active', is_drawn: 'false' })).toEqual(['pending', 'active']);
    expect(parse({ status: 'active' })).toEqual(['pending', 'active']);
    expect(parse({ is_drawn: 'true' })).toEqual(['history']);
    expect(parse({ status: 'completed' })).toEqual(['history']);
  });

  it('lets `tab` pick one, and lists all three without a filter (empty values ignored)', () => {
    expect(parse({ tab: 'pending', is_drawn: 'true' })).toEqual(['pending']);
    expect(parse({ tab: '', status: '', is_drawn: '' })).toEqual(['pending', 'active', 'history']);
  });

  it('pages by 20 unless told otherwise, at most 100', () => {
    expect(adminLotteryListQuerySchema.parse({})).toMatchObject({ page: 1, per_page: 20 });
    expect(adminLotteryListQuerySchema.safeParse({ per_page: '500' }).success).toBe(false);
  });
});
