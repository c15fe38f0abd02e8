import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton.js';
import { loadChart } from './chart-loader.js';

export interface ChartSeries {
  label: string;
  values: number[];
  /** 'right' puts the series on a second axis (e.g. tickets beside revenue). */
  axis?: 'left' | 'right';
}

export interface ChartProps {
  type: 'line' | 'bar';
  /** Names the chart for screen readers; the data is also given as a hidden table. */
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** Formats values of the left axis and tooltips (e.g. shortFCFA). */
  format?: (value: number) => string;
  height?: number;
  horizontal?: boolean;
  testId?: string;
}

// The design system's brand, ocean and sun colours, in series order.
const COLOURS = ['#007a4a', '#3a75c4', '#c9a400', '#00a866'];

export function Chart({ type, title, labels, series, format, height = 260, horizontal = false, testId }: ChartProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const data = JSON.stringify({ labels, series });
  // Callers pass a new function each render; the chart reads the latest without being rebuilt.
  const formatRef = useRef(format);
  formatRef.current = format;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` stands for labels and series (new arrays each render): the chart is rebuilt only when the numbers change
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    const fmt = formatRef.current ? (n: number) => formatRef.current!(n) : undefined;
    loadChart().then(
      (ChartJs) => {
        if (!live || !canvas.current) return;
        const right = series.some((s) => s.axis === 'right');
        const valueAxis = horizontal ? 'x' : 'y';
        chart = new ChartJs(canvas.current, {
          type,
          data: {
            labels,
            datasets: series.map((s, i) => ({
              label: s.label,
              data: s.values,
              yAxisID: !horizontal && s.axis === 'right' ? 'y1' : undefined,
              borderColor: COLOURS[i % COLOURS.length],
              backgroundColor: type === 'bar' ? COLOURS[i % COLOURS.length] : `${COLOURS[i % COLOURS.length]}22`,
              fill: type === 'line' && i === 0,
              tension: 0.25,
              pointRadius: labels.length > 40 ? 0 : 3,
              borderWidth: 2,
            })),
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            responsive: true,
            maintainAspectRatio: false,
            animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
            interaction: { mode: 'index', intersect: false },
            plugins: {
              legend: { display: series.length > 1, position: 'bottom' },
              tooltip: fmt
                ? {
                    callbacks: {
                      label: (c) =>
                        `${c.dataset.label}: ${c.dataset.yAxisID === 'y1' ? c.parsed.y : fmt(Number(horizontal ? c.parsed.x : c.parsed.y))}`,
                    },
                  }
                : undefined,
            },
            scales: {
              [valueAxis]: {
                beginAtZero: true,
                ticks: { precision: 0, callback: fmt ? (v: string | number) => fmt(Number(v)) : undefined },
              },
              ...(right
                ? {
                    y1: {
                      position: 'right' as const,
                      beginAtZero: true,
                      grid: { drawOnChartArea: false },
                      ticks: { precision: 0 },
                    },
                  }
                : {}),
            },
          },
        });
        setReady(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
    // `data` stands for labels and series: the chart is rebuilt only when the numbers change
  }, [data, type, horizontal]);

  return (
    <figure className="relative" style={{ height }} data-testid={testId} data-ready={ready || undefined}>
      {!ready && !failed && <Skeleton className="absolute inset-0" />}
      {failed && <p className="text-sm text-red-700">{t('merchant.chart.failed')}</p>}
      <canvas ref={canvas} role="img" aria-label={title} />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('merchant.chart.period')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat and rows follow the fixed order of the series
            <tr key={`${l}-${i}`}>
              <th scope="row">{l}</th>
              {series.map((s) => (
                <td key={s.label}>{format && s.axis !== 'right' ? format(s.values[i] ?? 0) : (s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
