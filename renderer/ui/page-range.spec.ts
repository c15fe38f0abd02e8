import { pageRange } from './page-range.js';

describe('pageRange', () => {
  it('gives the rows shown and the page count', () => {
    expect(pageRange(1, 15, 40)).toEqual({ from: 1, to: 15, total: 40, page: 1, pages: 3 });
    expect(pageRange(3, 15, 40)).toEqual({ from: 31, to: 40, total: 40, page: 3, pages: 3 });
    expect(pageRange(2, 20, 40)).toEqual({ from: 21, to: 40, total: 40, page: 2, pages: 2 });
  });

  it('clamps a page out of range and handles an empty list', () => {
    expect(pageRange(9, 20, 45)).toMatchObject({ from: 41, to: 45, page: 3, pages: 3 });
    expect(pageRange(0, 20, 45)).toMatchObject({ from: 1, to: 20, page: 1 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0, total: 0, page: 1, pages: 1 });
  });
});
