import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function AuditLogPage(_: PageComponentProps) {
  return <Page title="Audit log" empty emptyMessage={<p>Who did what, and when, will be listed here.</p>} />;
}
