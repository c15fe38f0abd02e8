import { withQuery, isFiltered, mergeQuery, parseFilters, parsePage, serializeFilters } from './url-filters.js';

const defaults = { search: '', status: '', period: 'month' };

describe('url filters', () => {
  it('reads known keys from the query, defaults for the rest, page 1 when absent', () => {
    expect(parseFilters(defaults, '?search=%20A-001%20&status=paid&other=x')).toEqual({
      search: 'A-001',
      status: 'paid',
      period: 'month',
      page: 1,
    });
    expect(parseFilters(defaults, { page: '3', period: '' })).toEqual({ search: '', status: '', period: '', page: 3 });
  });

  it('reads a bad page as 1', () => {
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('7')).toBe(7);
  });

  it('writes only what differs from the defaults, and page beyond 1', () => {
    expect(serializeFilters(defaults, { search: '', status: '', period: 'month', page: 1 })).toBe('');
    expect(serializeFilters(defaults, { search: 'jean dupont', status: '', period: 'month', page: 2 })).toBe(
      '?search=jean+dupont&page=2',
    );
    expect(serializeFilters(defaults, { search: ' ', status: 'paid', period: '', page: 1 })).toBe(
      '?status=paid&period=',
    );
  });

  it('round-trips', () => {
    const values = { search: 'é&=?', status: 'failed', period: '', page: 4 };
    expect(parseFilters(defaults, serializeFilters(defaults, values))).toEqual(values);
  });

  it('tells when a filter is set', () => {
    expect(isFiltered(defaults, { search: '', status: '', period: 'month' })).toBe(false);
    expect(isFiltered(defaults, { search: 'x', status: '', period: 'month' })).toBe(true);
  });

  it('builds API paths without the empty values', () => {
    expect(withQuery('/admin/orders', { search: '', status: 'paid', page: 2, x: null })).toBe(
      '/admin/orders?status=paid&page=2',
    );
    expect(withQuery('/admin/orders?per_page=15', { page: 1 })).toBe('/admin/orders?per_page=15&page=1');
    expect(withQuery('/a', {})).toBe('/a');
  });

  it('replaces the filters in a query and keeps the other parameters', () => {
    expect(
      mergeQuery('?tab=history&search=old&page=3', defaults, { search: 'new', status: '', period: 'month', page: 1 }),
    ).toBe('?tab=history&search=new');
    expect(mergeQuery('?page=2', defaults, { search: '', status: '', period: 'month', page: 1 })).toBe('');
  });
});
