import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function VerificationsPage(_: PageComponentProps) {
  return <Page title="Verifications" empty emptyMessage={<p>Verification sessions of the organization, newest first, will be listed here.</p>} />;
}
