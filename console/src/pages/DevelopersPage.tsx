import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function DevelopersPage(_: PageComponentProps) {
  return <Page title="Developers" empty emptyMessage={<p>Secret keys, webhooks and events will be managed here.</p>} />;
}
