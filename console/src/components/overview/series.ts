// The overview's figures as its charts draw them: one x value a UTC day,
// one series a figure. Counts are plain numbers; amounts stay integer
// minor units in strings for everything a person reads, and become numbers
// only to place a bar on the canvas.
import { formatMoney, toMajor } from '../../lib/money';

/** One day's verification counts, as overview.days has them. */
export interface DayCounts {
  /** A UTC day, YYYY-MM-DD. */
  date: string;
  started: number;
  approved: number;
  rejected: number;
  sentToReview: number;
}

/** The verification figures a chart draws, in the order of its series. */
export const VERDICTS = ['started', 'approved', 'rejected', 'sentToReview'] as const;

export type Verdict = (typeof VERDICTS)[number];

/** dayStart is the Unix time (seconds) at which a UTC day begins; NaN for anything but YYYY-MM-DD. */
export function dayStart(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000;
}

/** The data of a chart: the days' starts, then one list of values a series. */
export type ChartData = [number[], ...number[][]];

/** verificationData is the chart of days: started, approved, rejected and sent to review, a series each. */
export function verificationData(days: readonly DayCounts[]): ChartData {
  return [days.map((d) => dayStart(d.date)), ...VERDICTS.map((v) => days.map((d) => d[v]))];
}

/** totals adds the days' counts up. */
export function totals(days: readonly DayCounts[]): Record<Verdict, number> {
  const t = { started: 0, approved: 0, rejected: 0, sentToReview: 0 };
  for (const d of days) for (const v of VERDICTS) t[v] += d[v];
  return t;
}

/** busiestDay is the day most sessions started (the latest of equals); null when none started. */
export function busiestDay(days: readonly DayCounts[]): DayCounts | null {
  let best: DayCounts | null = null;
  for (const d of days) if (d.started > 0 && (!best || d.started >= best.started)) best = d;
  return best;
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** verificationSummary says in a sentence what the chart of days shows. */
export function verificationSummary(days: readonly DayCounts[]): string {
  if (days.length === 0) return 'No days to show.';
  const t = totals(days);
  const first = days[0].date;
  const last = days[days.length - 1].date;
  const busiest = busiestDay(days);
  return (
    `From ${first} to ${last} (UTC): ${plural(t.started, 'session', 'sessions')} started, ` +
    `${t.approved.toLocaleString('en-US')} approved, ${t.rejected.toLocaleString('en-US')} rejected and ` +
    `${t.sentToReview.toLocaleString('en-US')} sent to review.` +
    (busiest ? ` The busiest day was ${busiest.date}, with ${plural(busiest.started, 'session', 'sessions')} started.` : '')
  );
}

/** formatRate shows a share in [0, 1] as a percentage with one decimal; a dash when there is none. */
export function formatRate(rate: number | null | undefined): string {
  if (rate == null || Number.isNaN(rate)) return '—';
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** An amount of a day's flow, as the query asks for it (the currency's decimals are the flow's). */
export interface FlowDay {
  date: string;
  moneyIn: { amount: string };
  moneyOut: { amount: string };
}

/** A currency's flow: its chart's data, and the exact amounts its table and tooltips show. */
export interface FlowData {
  data: ChartData;
  /** The days' credits and debits in major units, exactly (as "1250.50"). */
  exactIn: string[];
  exactOut: string[];
}

/**
 * flowData is the chart of a currency's days: money in and money out. The
 * numbers only place the bars; every amount shown is read from exactIn and
 * exactOut, which never went through a float.
 */
export function flowData(days: readonly FlowDay[], decimals: number): FlowData {
  const exactIn = days.map((d) => toMajor(d.moneyIn.amount, decimals));
  const exactOut = days.map((d) => toMajor(d.moneyOut.amount, decimals));
  return { data: [days.map((d) => dayStart(d.date)), exactIn.map(Number), exactOut.map(Number)], exactIn, exactOut };
}

/** A currency's flow over the period, as the query asks for it. */
export interface Flow {
  currency: string;
  moneyIn: { amount: string; currency: string; decimals: number };
  moneyOut: { amount: string; currency: string; decimals: number };
  days: readonly FlowDay[];
}

/** flowSummary says in a sentence what a currency's chart shows. */
export function flowSummary(flow: Flow): string {
  const busiest = flow.days.reduce<FlowDay | null>((best, d) => {
    const total = BigInt(d.moneyIn.amount) + BigInt(d.moneyOut.amount);
    if (total === 0n) return best;
    return !best || total >= BigInt(best.moneyIn.amount) + BigInt(best.moneyOut.amount) ? d : best;
  }, null);
  return (
    `${flow.currency}: ${formatMoney(flow.moneyIn)} in and ${formatMoney(flow.moneyOut)} out over the period.` +
    (busiest ? ` The busiest day was ${busiest.date}.` : '')
  );
}

/**
 * shares divides a whole (the sum of parts, integers) into per-mille parts
 * for a bar, with integer arithmetic: each part rounded down, the
 * remainder given to the largest parts, so they add up to 1000 exactly
 * (all zeros when the whole is zero).
 */
export function shares(parts: readonly (bigint | number)[]): number[] {
  const values = parts.map((p) => (typeof p === 'bigint' ? p : BigInt(Math.trunc(p)))).map((p) => (p < 0n ? 0n : p));
  const whole = values.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return values.map(() => 0);
  const out = values.map((v) => Number((v * 1000n) / whole));
  let left = 1000 - out.reduce((a, b) => a + b, 0);
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] > b[0] ? -1 : 1));
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k][1]]++;
  return out;
}
