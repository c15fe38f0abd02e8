// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { pageItems, pageWindow } from './page-items.js';

const E = 'ellipsis' as const;

describe('pageItems', () => {
  it('lists nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });

  it('shows the single page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('lists every page up to 7', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('abbreviates 8 pages', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, E, 8]);
    expect(pageItems(2, 8)).toEqual([1, 2, 3, E, 8]);
    expect(pageItems(4, 8)).toEqual([1, E, 3, 4, 5, E, 8]);
    expect(pageItems(5, 8)).toEqual([1, E, 4, 5, 6, E, 8]);
    expect(pageItems(7, 8)).toEqual([1, E, 6, 7, 8]);
    expect(pageItems(8, 8)).toEqual([1, E, 7, 8]);
  });

  it('abbreviates 20 pages at the start, middle and end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, E, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(pageItems(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(pageItems(18, 20)).toEqual([1, E, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, E, 19, 20]);
  });

  it('never shows more than 7 items, never repeats a page, and always includes first, current and last', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const items = pageItems(page, pages);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(items.length).toBeLessThanOrEqual(7);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toEqual(expect.arrayContaining([1, page, pages]));
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(pages);
      }
    }
  });

  it('puts an ellipsis only where pages are skipped, never two in a row', () => {
    const items = pageItems(10, 20);
    items.forEach((item, i) => {
      if (item !== E) return;
      const before = items[i - 1] as number;
      const after = items[i + 1] as number;
      expect(after - before).toBeGreaterThan(1);
    });
  });

  it('clamps an out-of-range page', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(Number.NaN, 20)).toEqual(pageItems(1, 20));
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps two pages either side of the current one, with the first and the last', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
  });

  it('clamps a page out of range', () => {
    expect(pageWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(0, 0)).toEqual([1]);
  });
});
