// /overview: the customer's runs by outcome, records moved and webhook attempts by outcome over the last 24 hours
// or 7 days (GET /v1/overview), as bar charts and, for screen readers and exact numbers, as a table. Refreshes by
// itself while the tab is visible.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { BarChart, type BarSeries } from '../components/BarChart';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { useAutoRefresh } from '../components/useAutoRefresh';

type Range = Schemas['Overview']['range'];

const COLORS = { succeeded: '#1a7f37', partial: '#9a6700', failed: '#cf222e', cancelled: '#6e7781', unfinished: '#0969da', records: '#0969da' };

function charts(overview: Schemas['Overview']): Array<{ title: string; series: BarSeries[] }> {
  const b = overview.buckets;
  const runs = (k: keyof Schemas['OverviewBucket']['runs']) => b.map((x) => x.runs[k]);
  return [
    {
      title: 'Runs by outcome',
      series: [
        { label: 'Succeeded', values: runs('succeeded'), color: COLORS.succeeded },
        { label: 'Partial', values: runs('partial'), color: COLORS.partial },
        { label: 'Failed', values: runs('failed'), color: COLORS.failed },
        { label: 'Cancelled', values: runs('cancelled'), color: COLORS.cancelled },
        { label: 'Queued or running', values: runs('unfinished'), color: COLORS.unfinished },
      ],
    },
    { title: 'Records moved', series: [{ label: 'Records', values: b.map((x) => x.records_moved), color: COLORS.records }] },
    {
      title: 'Webhook attempts by outcome',
      series: [
        { label: 'Succeeded', values: b.map((x) => x.webhook_attempts.succeeded), color: COLORS.succeeded },
        { label: 'Failed', values: b.map((x) => x.webhook_attempts.failed), color: COLORS.failed },
      ],
    },
  ];
}

function OverviewTable({ overview }: { overview: Schemas['Overview'] }) {
  return (
    <details>
      <summary>The numbers, bucket by bucket</summary>
      <table>
        <caption>Runs, records moved and webhook attempts per {overview.bucket_seconds / 3600} hour(s), UTC</caption>
        <thead>
          <tr>
            <th scope="col">From (UTC)</th>
            <th scope="col">Succeeded</th>
            <th scope="col">Partial</th>
            <th scope="col">Failed</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Queued or running</th>
            <th scope="col">Records moved</th>
            <th scope="col">Attempts succeeded</th>
            <th scope="col">Attempts failed</th>
          </tr>
        </thead>
        <tbody>
          {overview.buckets.map((b) => (
            <tr key={b.start}>
              <th scope="row">{b.start.slice(0, 16).replace('T', ' ')}</th>
              <td>{b.runs.succeeded}</td>
              <td>{b.runs.partial}</td>
              <td>{b.runs.failed}</td>
              <td>{b.runs.cancelled}</td>
              <td>{b.runs.unfinished}</td>
              <td>{b.records_moved}</td>
              <td>{b.webhook_attempts.succeeded}</td>
              <td>{b.webhook_attempts.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function OverviewPage() {
  const [range, setRange] = useState<Range>('24h');
  const [overview, setOverview] = useState<Schemas['Overview'] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    call(api.GET('/v1/overview', { params: { query: { range } } })).then(
      (o) => {
        setOverview(o);
        setError(null);
      },
      setError,
    );
  }, [range]);
  useEffect(load, [load]);
  // Every 30 s: two aggregate reads each time, and buckets are an hour long.
  const latest = useRef(load);
  latest.current = load;
  useAutoRefresh(() => latest.current(), true, 30_000);
  const times = useMemo(() => overview?.buckets.map((b) => Date.parse(b.start) / 1000) ?? [], [overview]);
  const drawn = useMemo(() => (overview ? charts(overview) : []), [overview]);
  return (
    <Page title="Overview">
      <fieldset class="filters">
        <legend>Period</legend>
        {(['24h', '7d'] as const).map((r) => (
          <label key={r}>
            <input type="radio" name="overview-range" value={r} checked={range === r} onChange={() => setRange(r)} /> {r === '24h' ? 'Last 24 hours' : 'Last 7 days'}
          </label>
        ))}
      </fieldset>
      <ErrorAlert error={error} />
      {overview ? (
        <>
          {drawn.map((c) => (
            <BarChart key={c.title} title={c.title} times={times} series={c.series} />
          ))}
          <OverviewTable overview={overview} />
        </>
      ) : (
        !error && <p role="status">Loading…</p>
      )}
    </Page>
  );
}
