import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function ReviewQueuePage(_: PageComponentProps) {
  return <Page title="Review queue" empty emptyMessage={<p>Sessions waiting for a reviewer's verdict will be listed here.</p>} />;
}
