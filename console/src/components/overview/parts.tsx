// The overview's building blocks: a figure that links to the list behind
// it, a chart with its caption and its table, and a bar of shares.
import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Table } from '../ui/Table';
import { Chart, type ChartSeries } from './Chart';
import { shares, type ChartData } from './series';

/** Figure is a number with its label, leading to the list behind it (when there is one the person may see). */
export function Figure({ label, value, sub, to, tone }: { label: string; value: ReactNode; sub?: ReactNode; to?: string; tone?: 'good' | 'bad' | 'warn' }) {
  const body = (
    <>
      <span className="figure-label">{label}</span>
      <span className={'figure-value' + (tone ? ` figure-${tone}` : '')}>{value}</span>
      {sub && <span className="figure-sub">{sub}</span>}
    </>
  );
  return <li className="figure">{to ? <Link to={to} className="figure-link">{body}</Link> : <div className="figure-box">{body}</div>}</li>;
}

/** Figures is a row of figures. */
export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="figures" aria-label={label}>
      {children}
    </ul>
  );
}

/** A column of a chart's table: its heading and each row's cell. */
export interface TableColumn {
  label: string;
  cell: (index: number) => ReactNode;
  num?: boolean;
}

interface ChartFigureProps {
  title: string;
  /** What the chart shows, in words: its caption. */
  summary: string;
  data: ChartData;
  series: readonly ChartSeries[];
  /** The table of the values: the day, then these columns. */
  columns: readonly TableColumn[];
  /** The days as written in the table's first column. */
  days: readonly string[];
  onPick?: (index: number) => void;
  tick?: (value: number) => string;
  height?: number;
}

/**
 * ChartFigure is a chart with its text alternative: a caption that says
 * what it shows, and a table of every value (with links) behind a
 * disclosure. Screen readers skip the canvas for them.
 */
export function ChartFigure({ title, summary, data, series, columns, days, onPick, tick, height }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <span className="chart-title">{title}</span>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      <Chart data={data} series={series} onPick={onPick} tick={tick} height={height} />
      <details className="chart-table">
        <summary>The figures as a table</summary>
        <Table label={`${title}: every day`} caption={title} flat dense plain
          columns={['Day (UTC)', ...columns.map((c) => ({ label: c.label, num: c.num }))]}>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <th scope="row">{d}</th>
                {columns.map((c) => (
                  <td key={c.label} className={c.num ? 'num' : undefined}>
                    {c.cell(i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}

/** A part of a ShareBar. */
export interface Share {
  label: string;
  value: bigint | number;
  /** A class giving its colour: share-good, share-bad, share-warn, share-neutral. */
  tone: 'good' | 'bad' | 'warn' | 'neutral';
}

/** ShareBar draws parts of a whole as one bar (SVG: no inline style), described by its label. */
export function ShareBar({ label, parts }: { label: string; parts: readonly Share[] }) {
  const widths = shares(parts.map((p) => p.value));
  let x = 0;
  return (
    <svg className="share-bar" viewBox="0 0 1000 12" preserveAspectRatio="none" role="img" aria-label={label}>
      <rect className="share-empty" x="0" y="0" width="1000" height="12" />
      {parts.map((p, i) => {
        const r = <rect key={p.label} className={`share-${p.tone}`} x={x} y="0" width={widths[i]} height="12" />;
        x += widths[i];
        return r;
      })}
    </svg>
  );
}
