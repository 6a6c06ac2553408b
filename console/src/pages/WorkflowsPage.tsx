import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function WorkflowsPage(_: PageComponentProps) {
  return <Page title="Workflows" empty emptyMessage={<p>The organization's verification workflows will be listed here.</p>} />;
}
