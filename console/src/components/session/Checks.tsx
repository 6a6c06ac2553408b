// A session's checks against its workflow's thresholds, and what was read
// from its document: its fields, its named checks, the cross-checks and
// the other sessions that hold the same document.
import { useId, type ReactNode } from 'react';
import type { SessionStatus } from '../../gql/graphql';
import { Link } from '../../lib/router';
import { Facts } from '../ui/Facts';
import { Table } from '../ui/Table';
import { checkRows, type Checks as ChecksData, type Thresholds } from './checks';
import { formatScore, formatTime } from './labels';
import { StatusBadge } from './StatusBadge';
import { fieldLabel, subCheckDetail, subCheckLabel, subCheckMeasure, type SubCheck } from './subchecks';

export function CheckTable({ checks, thresholds, addressMin }: { checks: ChecksData | null | undefined; thresholds: Thresholds; addressMin: number }) {
  const rows = checkRows(checks, thresholds, addressMin);
  if (rows.length === 0) return <p className="muted">No checks yet.</p>;
  return (
    <Table label="Checks" caption="Checks against the workflow’s thresholds" flat dense plain
      columns={['Check', { label: 'Score', num: true }, { label: 'Needs', num: true }, 'Result']}>
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
    </Table>
  );
}

export interface Field {
  name: string;
  value: string;
}

/** A side of the document as read: its fields and its named checks. */
export interface Side {
  fields?: readonly Field[] | null;
  checks?: readonly SubCheck[] | null;
  /** What the side's barcode holds, where its fields come from its MRZ. */
  barcode?: readonly Field[] | null;
}

/** FieldList lists fields read from a document, labelled. */
function FieldList({ fields }: { fields: readonly Field[] }) {
  return <Facts rows items={fields.map((f) => [fieldLabel(f.name), f.value])} />;
}

/** Another session that holds the same document. */
export interface SameSession {
  id: string;
  status: SessionStatus;
  createdAt: string;
}

/**
 * SubCheckList lists named checks, each with its result in words (and a
 * mark beside it), its measure against its threshold where it has one
 * (measures), what its detail says, and what action gives for it (a
 * liveness check's frame to look at).
 */
export function SubCheckList({ checks, title, measures = true, action }: {
  checks: readonly SubCheck[];
  title: string;
  measures?: boolean;
  action?: (c: SubCheck) => ReactNode;
}) {
  const id = useId();
  const failed = checks.filter((c) => !c.passed).length;
  return (
    <>
      <p className="read-subhead" id={id}>
        {title}
        <span className="read-count">
          {failed === 0 ? ` (${checks.length}, all pass)` : ` (${failed} of ${checks.length} ${failed === 1 ? 'fails' : 'fail'})`}
        </span>
      </p>
      <ul className="subchecks" aria-labelledby={id}>
        {checks.map((c, i) => {
          const m = measures ? subCheckMeasure(c) : null;
          const detail = subCheckDetail(c);
          const more = action?.(c);
          return (
            <li key={`${c.name}-${i}`} className="subcheck" data-check={c.name} data-passed={c.passed}>
              <span className="subcheck-name">{subCheckLabel(c)}</span>
              <span className={c.passed ? 'result result-pass' : 'result result-fail'}>
                <span aria-hidden="true">{c.passed ? '✓ ' : '✗ '}</span>
                {c.passed ? 'Pass' : 'Fail'}
              </span>
              {m && (
                <span className="subcheck-measure">
                  {m.value}
                  {m.needs && <span className="muted">, needs {m.needs}</span>}
                </span>
              )}
              {(detail || more) && (
                <span className="subcheck-detail">
                  {detail}
                  {detail && more && ' · '}
                  {more}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * DocumentRead shows what was read from each side of the document (its
 * fields and its checks), the session's cross-checks, and the other
 * sessions that hold the same document.
 */
export function DocumentRead({ front, back, cross, same }: {
  front?: Side | null;
  back?: Side | null;
  cross?: readonly SubCheck[] | null;
  same?: readonly SameSession[] | null;
}) {
  const sides = [
    { side: 'Front', fields: front?.fields ?? [], checks: front?.checks ?? [], barcode: front?.barcode ?? [] },
    { side: 'Back', fields: back?.fields ?? [], checks: back?.checks ?? [], barcode: back?.barcode ?? [] },
  ].filter((s) => s.fields.length > 0 || s.checks.length > 0 || s.barcode.length > 0);
  const sameId = useId();
  const crossChecks = cross ?? [];
  const sessions = same ?? [];
  if (sides.length === 0 && crossChecks.length === 0 && sessions.length === 0) {
    return <p className="muted">Nothing was read from the document, or it was erased.</p>;
  }
  return (
    <div className="fields-sides">
      {!sides.some((s) => s.fields.length > 0) && <p className="muted">No fields were read from the document, or they were erased.</p>}
      {sides.map((s) => (
        <div key={s.side}>
          {sides.length > 1 && <p className="facts-head">{s.side}</p>}
          {s.fields.length > 0 && <FieldList fields={s.fields} />}
          {s.barcode.length > 0 && (
            <>
              <p className="read-subhead">From the barcode</p>
              <FieldList fields={s.barcode} />
            </>
          )}
          {s.checks.length > 0 && (
            <SubCheckList checks={s.checks} title={sides.length > 1 ? `Checks of the ${s.side.toLowerCase()}` : 'Checks of the document'} />
          )}
        </div>
      ))}
      {crossChecks.length > 0 && (
        <div>
          <SubCheckList checks={crossChecks} title="Cross-checks" measures={false} />
        </div>
      )}
      {sessions.length > 0 && (
        <div>
          <p className="read-subhead" id={sameId}>
            Same document on
          </p>
          <ul className="same-document" aria-labelledby={sameId}>
            {sessions.map((o) => (
              <li key={o.id}>
                <Link to={`/verifications/${o.id}`} className="mono">
                  {o.id}
                </Link>
                <span className="same-document-meta">
                  <StatusBadge status={o.status} />
                  <span className="muted">created {formatTime(o.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
