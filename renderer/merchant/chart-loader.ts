import type { Chart as ChartType } from 'chart.js';

let loading: Promise<typeof ChartType> | null = null;

/** Chart.js, fetched the first time a chart is drawn: the dynamic import keeps it out of every page's bundle but the chart pages'. */
export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('./chart-setup.js').then((m) => m.Chart);
  return loading;
}
