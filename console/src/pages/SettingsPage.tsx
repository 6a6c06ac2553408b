// Settings: the organization (the hosted widget, origins, retention, the
// review target and presets), its members and invitations, its security
// (second factor, single sign-on), what runs its verification checks, and
// the signed-in person's own account and preferences. Each is a sub-page with its own address (/settings/members);
// /settings shows the organization to those who manage it and their own
// account to everyone else (also when the identity provider sends them
// back from linking it, /settings?sso=linked). Sections a role cannot use
// are not offered (and with one section alone, there is no sub-nav).
import type { ReactNode } from 'react';
import { Page } from '../components/Page';
import { AccountSettings } from '../components/settings/AccountSettings';
import { resolveSection, sectionsFor } from '../components/settings/logic';
import { MembersSettings } from '../components/settings/MembersSettings';
import { OrganizationSettings } from '../components/settings/OrganizationSettings';
import { SecuritySettings } from '../components/settings/SecuritySettings';
import { VerificationSettings } from '../components/settings/VerificationSettings';
import { EmptyState } from '../components/ui/EmptyState';
import { Tabs } from '../components/ui/Tabs';
import { Link, useLocation } from '../lib/router';
import { useViewer } from '../lib/session';
import type { PageComponentProps } from '../pageProps';
import '../components/settings/settings.css';

const bodies: Record<string, () => ReactNode> = {
  '/organization': () => <OrganizationSettings />,
  '/members': () => <MembersSettings />,
  '/security': () => <SecuritySettings />,
  '/verification': () => <VerificationSettings />,
  '/account': () => <AccountSettings />,
};

const descriptions: Record<string, string> = {
  '/organization': 'How the hosted widget looks, the websites that may use it, how long verification data is kept, and how cases are reviewed.',
  '/members': 'The people of the organization, their roles, and the invitations waiting.',
  '/security': 'How members sign in: a second factor, and single sign-on.',
  '/verification': 'What checks the document, liveness, face match and address of each verification, in the mode in use.',
  '/account': 'Your preferences (time zone, mails), password, second factors, single sign-on and sessions.',
};

export default function SettingsPage({ rest }: PageComponentProps) {
  const viewer = useViewer();
  const sections = sectionsFor(viewer.role, viewer.organization.mode);
  const { search } = useLocation();
  const found = resolveSection(rest, sections, search);
  const current = found.kind === 'section' ? found.section : undefined;
  return (
    <Page title="Settings" description={current ? descriptions[current.path] : undefined}>
      {sections.length > 1 && (
        <Tabs label="Settings" tabs={sections.map((s) => ({ to: '/settings' + s.path, label: s.label, current: s === current }))} />
      )}
      {found.kind === 'section' ? (
        <>
          <h2 className="section-title">{found.section.label}</h2>
          {bodies[found.section.path]()}
        </>
      ) : found.kind === 'forbidden' ? (
        <EmptyState>
          <p>Your role cannot use the {found.section.label.toLowerCase()} settings.</p>
          <p>
            <Link to="/settings/account">Go to your account</Link>
          </p>
        </EmptyState>
      ) : (
        <EmptyState>
          <p>There are no such settings.</p>
          <p>
            <Link to="/settings">Go to the settings</Link>
          </p>
        </EmptyState>
      )}
    </Page>
  );
}
