// A session's checks against its workflow's thresholds, and what was read
// from its document.
import { checkRows, type Checks as ChecksData, type Thresholds } from './checks';
import { formatScore } from './labels';

export function CheckTable({ checks, thresholds, addressMin }: { checks: ChecksData | null | undefined; thresholds: Thresholds; addressMin: number }) {
  const rows = checkRows(checks, thresholds, addressMin);
  if (rows.length === 0) return <p className="muted">No checks yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Checks">
      <table className="table check-table">
        <caption className="sr-only">Checks against the workflow’s thresholds</caption>
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col" className="num">Score</th>
            <th scope="col" className="num">Needs</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-check={r.key} data-passed={r.passed}>
              <th scope="row">
                {r.check}
                <span className="sub">{r.measure}</span>
              </th>
              <td className="num">{formatScore(r.score)}</td>
              <td className="num nowrap">{r.min === null ? '—' : `≥ ${r.min.toFixed(2)}`}</td>
              <td>
                <span className={r.passed ? 'result result-pass' : 'result result-fail'}>{r.passed ? 'Pass' : 'Fail'}</span>
                {r.why && <span className="sub">{r.why}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface Field {
  name: string;
  value: string;
}

/** fieldLabel is a field's name as people read it ("date_of_birth" → "Date of birth"). */
export function fieldLabel(name: string): string {
  const s = name.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function DocumentFields({ front, back }: { front?: readonly Field[] | null; back?: readonly Field[] | null }) {
  const sides = [
    { side: 'Front', fields: front ?? [] },
    { side: 'Back', fields: back ?? [] },
  ].filter((s) => s.fields.length > 0);
  if (sides.length === 0) return <p className="muted">Nothing was read from the document, or it was erased.</p>;
  return (
    <div className="fields-sides">
      {sides.map((s) => (
        <div key={s.side}>
          {sides.length > 1 && <p className="facts-head">{s.side}</p>}
          <dl className="facts facts-rows">
            {s.fields.map((f) => (
              <div key={f.name}>
                <dt>{fieldLabel(f.name)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
