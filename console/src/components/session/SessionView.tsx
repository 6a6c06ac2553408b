// A session in full, as its page and the review queue show it: images,
// faces (the portrait, the selfie and the liveness attempts), checks, what
// was read, the verdict, the actions the role allows, notes, history and
// webhook deliveries.
import { useEffect, type ReactNode, type Ref } from 'react';
import { useQuery } from 'urql';
import type { SessionDetailQuery } from '../../gql/graphql';
import { Link } from '../../lib/router';
import { useCan } from '../../lib/session';
import { Badge } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { Facts } from '../ui/Facts';
import { Loading } from '../ui/Loading';
import { Panel } from '../ui/Panel';
import { SessionActions, type ActionsHandle, type Reviewer } from './Actions';
import { CheckTable, DocumentRead } from './Checks';
import { Deliveries } from './Deliveries';
import { Faces, hasFaces } from './Faces';
import { REASON_LABELS, REDO_LABELS, formatScore, formatTime } from './labels';
import { Media } from './Media';
import { MEMBERS, SESSION } from './queries';
import { FlagBadge, StatusBadge } from './StatusBadge';
import { Notes, Timeline, mergeTimeline } from './Timeline';
import './session.css';

/** The roles that may be given a case. */
const REVIEWING_ROLES = new Set(['OWNER', 'ADMIN', 'REVIEWER']);

/** useSessionDetail reads a session with what the role may see of it. */
export function useSessionDetail(id: string) {
  const can = useCan();
  const read = can('READ');
  const review = can('REVIEW');
  const manage = can('MANAGE');
  const [result, reexecute] = useQuery({ query: SESSION, variables: { id, read, review, manage }, pause: !id });
  const [members] = useQuery({ query: MEMBERS, pause: !review });
  const reviewers: Reviewer[] = (members.data?.members ?? []).filter((m) => REVIEWING_ROLES.has(m.role)).map((m) => m.user);
  return { result, reviewers, refetch: () => reexecute({ requestPolicy: 'network-only' }) };
}

type Data = SessionDetailQuery;

interface ViewProps {
  data: Data;
  reviewers: readonly Reviewer[];
  /** The heading level of its sections: 2 on its page, 3 in the queue. */
  level: 2 | 3;
  /** The queue's narrower layout. */
  compact?: boolean;
  onDecided?(id: string): void;
  actionsRef?: Ref<ActionsHandle>;
  refetch(): void;
  /** Shown above the images (the queue's heading of the case). */
  head?: ReactNode;
}

/** SessionView shows a session read by useSessionDetail. */
export function SessionView({ data, reviewers, level, compact, onDecided, actionsRef, refetch, head }: ViewProps) {
  const s = data.session!;
  const t = s.workflowSettings.thresholds;
  const timeline = mergeTimeline(data.events.edges.map((e) => e.node), data.auditLog?.edges.map((e) => e.node) ?? []);
  const can = useCan();
  const read = can('READ');
  const review = can('REVIEW');
  const a = s.address;
  return (
    <div className={compact ? 'session session-compact' : 'session'}>
      <div className="session-bar">
        {head}
        <div className="badges">
          <StatusBadge status={s.status} />
          {s.flagged && <FlagBadge />}
          {s.redactedAt && <Badge>Redacted</Badge>}
          {s.assignedTo && <Badge>Assigned to {s.assignedTo}</Badge>}
        </div>
        <SessionActions session={s} reviewers={reviewers} onDecided={onDecided} ref={actionsRef} images={s.documents?.length ?? 0} />
      </div>

      {review && (
        <Panel title="Images" level={level} className="panel-media">
          <Media items={s.documents ?? []} compact={compact} />
        </Panel>
      )}

      {s.checks && hasFaces(s.checks) && (
        <Panel title="Faces" level={level} className="panel-faces">
          <Faces checks={s.checks} documents={review ? (s.documents ?? []) : null} faceMatchMin={t.faceMatchMin}
            livenessMin={t.livenessMin} compact={compact} />
        </Panel>
      )}

      <div className="session-grid">
        <Panel title="Checks" level={level}>
          <CheckTable checks={s.checks} thresholds={t} addressMin={s.workflowSettings.address.autoApproveThreshold} />
        </Panel>
        <Panel title="Verdict" level={level}>
          <Facts rows items={[
            ['Decision reason', s.decisionReason ? REASON_LABELS[s.decisionReason] : '—'],
            ['Risk score', formatScore(s.riskScore)],
            ['Engine’s verdict', s.autoDecision ? s.autoDecision.toLowerCase().replace('_', ' ') : '—'],
            ['Final verdict', s.finalDecision ? s.finalDecision.toLowerCase().replace('_', ' ') : '—'],
            !!s.reviewNote && ['Reviewer’s note', s.reviewNote],
            s.flagged && ['Flagged because', s.flagReason ?? '—'],
            s.redoSteps.length > 0 && ['Asked again', s.redoSteps.map((x) => REDO_LABELS[x]).join(', ')],
            ['In review since', formatTime(s.reviewSince)],
          ]} />
        </Panel>
        {review && (
          <Panel title="Read from the document" level={level}>
            <DocumentRead
              front={s.checks?.documentFront}
              back={s.checks?.documentBack}
              cross={s.checks?.crossChecks}
              same={s.sameDocument}
            />
          </Panel>
        )}
        <Panel title="Person and workflow" level={level}>
          <Facts rows items={[
            ['Session', compact ? <Link to={`/verifications/${s.id}`}>{s.id}</Link> : <code>{s.id}</code>],
            read && ['User reference', s.userReference ?? '—'],
            read && ['Customer', s.customer ? `${s.customer.firstName} ${s.customer.lastName} (${s.customer.email})` : (s.customerId ?? '—')],
            ['Document', `${s.documentType ? s.documentType.toLowerCase().replace('_', ' ') : '—'}${s.country ? `, ${s.country}` : ''}`],
            review && ['Address', a ? (
              <>
                {[a.line1, a.line2, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ')}
                {a.latitude != null && a.longitude != null && (
                  <span className="muted">
                    {' '}
                    (device at {a.latitude.toFixed(5)}, {a.longitude.toFixed(5)})
                  </span>
                )}
              </>
            ) : '—'],
            ['Workflow', s.workflow?.name ?? s.workflowSettings.stages.join(', ')],
            ['Thresholds', `quality ≥ ${t.qualityMin.toFixed(2)}, reading ≥ ${t.ocrMin.toFixed(2)}, liveness ≥ ${t.livenessMin.toFixed(2)}, face ≥ ${t.faceMatchMin.toFixed(2)}`],
            ['Created', formatTime(s.createdAt)],
            ['Completed', formatTime(s.completedAt)],
          ]} />
        </Panel>
      </div>

      {review && (
        <Panel title="Notes" level={level}>
          <Notes sessionId={s.id} notes={s.notes ?? []} onAdded={refetch} />
        </Panel>
      )}
      <Panel title="History" level={level}>
        <Timeline items={timeline} />
      </Panel>
      {can('DEVELOP') && (
        <Panel title="Webhook deliveries" level={level}>
          <Deliveries sessionId={s.id} />
        </Panel>
      )}
    </div>
  );
}

/** SessionPanel reads a session and shows it, with its loading and failure states. */
export function SessionPanel({ id, refresh, ...props }: Omit<ViewProps, 'data' | 'reviewers' | 'refetch'> & { id: string; refresh?: number }) {
  const { result, reviewers, refetch } = useSessionDetail(id);
  useEffect(() => {
    if (refresh) refetch();
    // refetch is new on each render: refresh alone says when to read again.
  }, [refresh]);
  if (result.error && !result.data) return <ErrorState error={result.error} onRetry={refetch} />;
  if (!result.data) return <Loading />;
  if (!result.data.session) return <p>There is no session {id} in this organization and mode.</p>;
  return <SessionView data={result.data} reviewers={reviewers} refetch={refetch} {...props} />;
}
