// Overview: the console's home. Today and the last 30 days at a glance:
// verifications by verdict, the approval rate, the review queue, webhook
// deliveries, money in and out per currency and the balances, each figure
// leading to the list behind it; for a new organization, a checklist of
// setting up first. Charts are uPlot, which only this page loads.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { formatTime } from '../components/developers/format';
import type { ChartSeries } from '../components/overview/Chart';
import { Checklist } from '../components/overview/Checklist';
import { ledgerLink, reviewQueueLink, verificationsLink, webhooksLink, type DayRange } from '../components/overview/links';
import { ChartFigure, Figure, Figures, ShareBar } from '../components/overview/parts';
import { OVERVIEW } from '../components/overview/queries';
import { flowData, flowSummary, formatRate, totals, verificationData, verificationSummary, type DayCounts, type Flow } from '../components/overview/series';
import { NotFound, Page } from '../components/Page';
import { formatAge } from '../components/session/labels';
import type { OverviewQuery } from '../gql/graphql';
import { formatMoney } from '../lib/money';
import { Link, href, useNavigate } from '../lib/router';
import { useCan } from '../lib/session';
import type { PageComponentProps } from '../pageProps';
import '../components/overview/overview.css';

const DAYS = 30;

const VERDICT_SERIES: readonly ChartSeries[] = [
  { label: 'Started', color: 'var(--chart-accent)' },
  { label: 'Approved', color: 'var(--chart-good)' },
  { label: 'Rejected', color: 'var(--chart-bad)' },
  { label: 'Sent to review', color: 'var(--chart-warn)' },
];

type Data = OverviewQuery;

/** compactTick writes an amount axis's ticks short ("1.2K"): where a bar stands, not an amount to read. */
const compactTick = (v: number) => v.toLocaleString(undefined, { notation: 'compact', maximumFractionDigits: 1 });

export default function OverviewPage({ rest }: PageComponentProps) {
  const can = useCan();
  const [result, reexecute] = useQuery({ query: OVERVIEW, variables: { days: DAYS, develop: can('DEVELOP') }, requestPolicy: 'cache-and-network' });
  if (rest !== '') {
    return <NotFound to="/overview" label="See the overview" />;
  }
  const data = result.data;
  return (
    <Page title="Overview"
      description="Today and the last 30 days at a glance; each figure leads to the list behind it. Days here are UTC days, from midnight to midnight UTC, whatever your time zone."
      loading={!data && !result.error} error={data ? undefined : result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}>
      {data && <Dashboard data={data} />}
    </Page>
  );
}

function Dashboard({ data }: { data: Data }) {
  const can = useCan();
  const o = data.overview;
  const period: DayRange = { from: o.from, to: o.to };
  return (
    <div className="overview">
      {(can('DEVELOP') || can('MANAGE')) && <Checklist onboarding={data.onboarding} />}
      <Today data={data} />
      <Verifications days={o.days} period={period} approvalRate={o.approvalRate} />
      <Webhooks webhooks={o.webhooks} />
      <Money flows={o.money} period={period} />
      <Balances wallets={data.wallets} />
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section className="overview-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function count(n: number): string {
  return n.toLocaleString();
}

function Today({ data }: { data: Data }) {
  const can = useCan();
  const o = data.overview;
  const today = o.days[o.days.length - 1] as DayCounts | undefined;
  const day: DayRange = { from: o.to, to: o.to };
  const queue = o.reviewQueue;
  return (
    <Section title={`Today, ${o.to} (UTC)`} id="today">
      <Figures label="Today">
        <Figure label="Started" value={count(today?.started ?? 0)} to={verificationsLink(day)} />
        <Figure label="Approved" value={count(today?.approved ?? 0)} tone="good" to={verificationsLink(day, 'APPROVED')} />
        <Figure label="Rejected" value={count(today?.rejected ?? 0)} tone="bad" to={verificationsLink(day, 'REJECTED')} />
        <Figure label="Sent to review" value={count(today?.sentToReview ?? 0)} tone="warn" to={verificationsLink(day, 'REQUIRES_REVIEW')} />
        <Figure label="Review queue" value={count(queue.length)} to={reviewQueueLink(can('REVIEW'))}
          sub={queue.oldestSince ? `oldest waiting ${formatAge(queue.oldestSince)}` : 'nobody waiting'} />
      </Figures>
    </Section>
  );
}

function Verifications({ days, period, approvalRate }: { days: readonly DayCounts[]; period: DayRange; approvalRate: number | null | undefined }) {
  const navigate = useNavigate();
  const data = useMemo(() => verificationData(days), [days]);
  const t = totals(days);
  const dayLink = (i: number) => verificationsLink({ from: days[i].date, to: days[i].date });
  const cell = (key: keyof typeof t, status?: 'APPROVED' | 'REJECTED' | 'REQUIRES_REVIEW') => (i: number) => (
    <Link to={verificationsLink({ from: days[i].date, to: days[i].date }, status)}>{count(days[i][key])}</Link>
  );
  return (
    <Section title="Verifications, last 30 days" id="verifications">
      <Figures label="Verifications over the period">
        <Figure label="Started" value={count(t.started)} to={verificationsLink(period)} />
        <Figure label="Approved" value={count(t.approved)} tone="good" to={verificationsLink(period, 'APPROVED')} />
        <Figure label="Rejected" value={count(t.rejected)} tone="bad" to={verificationsLink(period, 'REJECTED')} />
        <Figure label="Sent to review" value={count(t.sentToReview)} tone="warn" to={verificationsLink(period, 'REQUIRES_REVIEW')} />
        <Figure label="Approval rate" value={formatRate(approvalRate)} sub="approved of those decided" />
      </Figures>
      <ChartFigure title="Verifications per day" summary={verificationSummary(days)} data={data} series={VERDICT_SERIES}
        days={days.map((d) => d.date)} onPick={(i) => navigate(href(dayLink(i)))}
        columns={[
          { label: 'Started', num: true, cell: cell('started') },
          { label: 'Approved', num: true, cell: cell('approved', 'APPROVED') },
          { label: 'Rejected', num: true, cell: cell('rejected', 'REJECTED') },
          { label: 'Sent to review', num: true, cell: cell('sentToReview', 'REQUIRES_REVIEW') },
        ]} />
    </Section>
  );
}

function Webhooks({ webhooks: w }: { webhooks: Data['overview']['webhooks'] }) {
  const can = useCan();
  const develop = can('DEVELOP');
  const to = develop ? webhooksLink() : undefined;
  const failing = w.failingEndpoints ?? [];
  return (
    <Section title="Webhook deliveries, last 24 hours" id="webhooks">
      <Figures label="Webhook deliveries">
        <Figure label="Success rate" value={formatRate(w.successRate)} sub={`${count(w.total)} ${w.total === 1 ? 'delivery' : 'deliveries'}`} to={to} />
        <Figure label="Delivered" value={count(w.succeeded)} tone="good" to={to} />
        <Figure label="Failed" value={count(w.failed)} tone="bad" to={to} />
        <Figure label="Being retried" value={count(w.pending)} tone="warn" to={to} />
      </Figures>
      <ShareBar label={`${count(w.succeeded)} delivered, ${count(w.failed)} failed, ${count(w.pending)} being retried`}
        parts={[
          { label: 'Delivered', value: w.succeeded, tone: 'good' },
          { label: 'Failed', value: w.failed, tone: 'bad' },
          { label: 'Being retried', value: w.pending, tone: 'warn' },
        ]} />
      {develop && (
        <div className="failing">
          <h3 className="subsection-title">Failing endpoints</h3>
          {failing.length === 0 ? (
            <p className="muted">No endpoint is failing.</p>
          ) : (
            <ul className="failing-list">
              {failing.map((e) => (
                <li key={e.id}>
                  <Link to={webhooksLink(e.id)} className="mono">
                    {e.url}
                  </Link>
                  {e.failingSince && <span className="muted"> failing since {formatTime(e.failingSince)}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

function Money({ flows, period }: { flows: readonly Flow[]; period: DayRange }) {
  return (
    <Section title="Money in and out, last 30 days" id="money">
      {flows.length === 0 ? (
        <p className="muted">No money moved in or out over the period.</p>
      ) : (
        <div className="flows">
          {flows.map((f) => (
            <CurrencyFlow key={f.currency} flow={f} period={period} />
          ))}
        </div>
      )}
    </Section>
  );
}

function CurrencyFlow({ flow, period }: { flow: Flow; period: DayRange }) {
  const navigate = useNavigate();
  const decimals = flow.moneyIn.decimals;
  const { data, exactIn, exactOut } = useMemo(() => flowData(flow.days, decimals), [flow.days, decimals]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'In', color: 'var(--chart-good)', bars: true, format: (i) => exactIn[i] },
      { label: 'Out', color: 'var(--chart-bad)', bars: true, format: (i) => exactOut[i] },
    ],
    [exactIn, exactOut],
  );
  const dayRange = (i: number): DayRange => ({ from: flow.days[i].date, to: flow.days[i].date });
  return (
    <div className="flow">
      <Figures label={`${flow.currency} over the period`}>
        <Figure label={`${flow.currency} in`} value={formatMoney(flow.moneyIn)} tone="good" to={ledgerLink(flow.currency, period, 'in')} />
        <Figure label={`${flow.currency} out`} value={formatMoney(flow.moneyOut)} tone="bad" to={ledgerLink(flow.currency, period, 'out')} />
      </Figures>
      <ChartFigure title={`${flow.currency} per day`} summary={flowSummary(flow)} data={data} series={series} height={180}
        days={flow.days.map((d) => d.date)} onPick={(i) => navigate(href(ledgerLink(flow.currency, dayRange(i))))}
        tick={compactTick}
        columns={[
          { label: `In (${flow.currency})`, num: true, cell: (i) => <Link to={ledgerLink(flow.currency, dayRange(i), 'in')}>{exactIn[i]}</Link> },
          { label: `Out (${flow.currency})`, num: true, cell: (i) => <Link to={ledgerLink(flow.currency, dayRange(i), 'out')}>{exactOut[i]}</Link> },
        ]} />
    </div>
  );
}

function Balances({ wallets }: { wallets: Data['wallets'] }) {
  return (
    <Section title="Balances" id="balances">
      {wallets.length === 0 ? (
        <p className="muted">
          No wallet yet: money received or credited opens one. <Link to="/balances">Balances and ledger</Link>
        </p>
      ) : (
        <ul className="balances">
          {wallets.map((w) => (
            <li key={w.id} className="balance">
              <Link to={ledgerLink(w.currency)} className="balance-link">
                <span className="figure-label">{w.currency}</span>
                <span className="figure-value">{formatMoney(w.ledgerBalance)}</span>
                <span className="figure-sub">
                  {formatMoney(w.availableBalance)} available · {formatMoney(w.holdingBalance)} held
                </span>
              </Link>
              <ShareBar label={`${w.currency}: ${formatMoney(w.availableBalance)} available, ${formatMoney(w.holdingBalance)} held`}
                parts={[
                  { label: 'Available', value: BigInt(w.availableBalance.amount), tone: 'good' },
                  { label: 'Held', value: BigInt(w.holdingBalance.amount), tone: 'warn' },
                ]} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
