// A session's status, and its flag, as badges.
import type { SessionStatus } from '../../gql/graphql';
import { Badge } from '../ui/Badge';
import { STATUS_LABELS, statusTone } from './labels';

export function StatusBadge({ status }: { status: SessionStatus }) {
  return <Badge tone={statusTone(status)}>{STATUS_LABELS[status]}</Badge>;
}

export function FlagBadge() {
  return <Badge tone="danger">Flagged</Badge>;
}
