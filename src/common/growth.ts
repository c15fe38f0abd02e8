/**
 * Change of a figure against its value a month earlier, in percent with one decimal (spec 3 §2
 * "vs mois dernier"). From nothing to something counts as +100 %, nothing to nothing as 0.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** First instant of the month holding `now` and of the month before, in UTC (what the dashboard compares). */
export function monthBounds(now = new Date()): { thisMonth: Date; lastMonth: Date } {
  return {
    thisMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    lastMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
  };
}

/** A LIKE pattern that matches `q` literally anywhere (its % and _ are escaped). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
