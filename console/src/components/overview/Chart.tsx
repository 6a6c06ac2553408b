// A chart of days drawn with uPlot (imported by the overview alone, so the
// library loads with that page). The canvas is decoration for screen
// readers: each chart comes with a caption that says what it shows and a
// table of its values (ChartTable). Its width follows its box, so it fits
// a phone as well as a desktop. Its colours are the theme's, drawn anew
// when the theme changes.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { cssColor, onSchemeChange } from '../../lib/theme';
import type { ChartData } from './series';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** A colour of the console's palette ("var(--chart-good)"). */
  color: string;
  /** Bars (side by side, for amounts) rather than a line. */
  bars?: boolean;
  /** The value at a day as people read it (exact amounts, for money). */
  format?: (index: number) => string;
}

interface ChartProps {
  data: ChartData;
  series: readonly ChartSeries[];
  height?: number;
  /** Called with the day clicked. */
  onPick?: (index: number) => void;
  /** Formats the y axis's ticks. */
  tick?: (value: number) => string;
}

/** The steps of a count axis: whole numbers only. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000];

const utc = (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');

/**
 * barPaths draws a series' bars: one series centred on its day, two side
 * by side (the first left of the day's tick, the second right of it).
 */
function barPaths(index: number, n: number): uPlot.Series.PathBuilder {
  const align = n < 2 ? 0 : index === 0 ? -1 : 1;
  return uPlot.paths.bars!({ size: [n < 2 ? 0.6 : 0.4, 28], align, gap: 1 });
}

export function Chart({ data, series, height = 220, onPick, tick }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [scheme, setScheme] = useState(0);
  useEffect(() => onSchemeChange(() => setScheme((n) => n + 1)), []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const color = (c: string) => cssColor(el, c);
    const axis = { stroke: color('var(--muted)'), grid: { stroke: color('var(--chart-empty)') }, ticks: { stroke: color('var(--border)') } };
    const nBars = series.filter((s) => s.bars).length;
    let barIndex = 0;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      tzDate: utc,
      legend: { live: true },
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      scales: {
        x: { time: true, range: (_u, min, max) => [min - 43200, max + 43200] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        axis,
        {
          ...axis,
          size: 64,
          // Counts step by whole numbers; amounts as uPlot sees fit.
          incrs: tick ? undefined : COUNT_STEPS,
          values: (_u, vals) => vals.map((v) => (tick ? tick(v) : Number.isInteger(v) ? v.toLocaleString() : '')),
        },
      ],
      series: [
        { label: 'Day (UTC)', value: (_u, v) => (v == null ? '—' : uPlot.fmtDate('{YYYY}-{MM}-{DD}')(utc(v))) },
        ...series.map((s) => ({
          label: s.label,
          stroke: color(s.color),
          width: s.bars ? 1 : 2,
          fill: s.bars ? color(s.color) : undefined,
          paths: s.bars ? barPaths(barIndex++, nBars) : undefined,
          points: { show: !s.bars && data[0].length < 2 },
          value: (_u: uPlot, v: number | null, _si: number, idx: number | null) =>
            idx == null || v == null ? '—' : s.format ? s.format(idx) : v.toLocaleString(),
        })),
      ],
    };
    const u = new uPlot(opts, data as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => u.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    const click = () => {
      const i = u.cursor.idx;
      if (i != null && pick.current) pick.current(i);
    };
    u.over.addEventListener('click', click);
    if (onPick) u.over.classList.add('chart-pickable');
    return () => {
      resize.disconnect();
      u.over.removeEventListener('click', click);
      u.destroy();
    };
  }, [data, series, height, tick, scheme]);
  return <div ref={box} className="chart" aria-hidden="true" />;
}
