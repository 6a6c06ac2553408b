import { Page } from '../components/Page';
import type { PageComponentProps } from '../routes';

export default function SettingsPage(_: PageComponentProps) {
  return <Page title="Settings" empty emptyMessage={<p>Your account, the organization's members and its security settings will be managed here.</p>} />;
}
