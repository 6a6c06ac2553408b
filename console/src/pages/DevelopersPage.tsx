// The Developers page: secret keys, webhook endpoints (each with its
// deliveries), the event explorer, and a link to GraphiQL. Each section
// and object is a URL of its own (/developers/webhooks/we_…/deliveries/whd_…).
import { useState } from 'react';
import { ApiKeys } from '../components/developers/ApiKeys';
import { Delivery } from '../components/developers/Delivery';
import { Endpoint } from '../components/developers/Endpoint';
import { EventPage, Events } from '../components/developers/Events';
import { developersRoute } from '../components/developers/route';
import { SecretDialog, type Revealed } from '../components/developers/SecretDialog';
import { NewEndpoint, Webhooks } from '../components/developers/Webhooks';
import { Page } from '../components/Page';
import { buttonClass } from '../components/ui/Button';
import { Tabs } from '../components/ui/Tabs';
import { Link } from '../lib/router';
import type { PageComponentProps } from '../pageProps';
import '../components/developers/developers.css';

const TABS = [
  { tab: 'keys', to: '/developers/keys', label: 'API keys' },
  { tab: 'webhooks', to: '/developers/webhooks', label: 'Webhooks' },
  { tab: 'events', to: '/developers/events', label: 'Events' },
] as const;

export default function DevelopersPage({ rest }: PageComponentProps) {
  // A secret shown once: kept here, so that it outlives the move to a new endpoint's page.
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const route = developersRoute(rest);
  let body;
  if (route === null) {
    body = (
      <Page title="Page not found">
        <p>There is no such page of the developer tools.</p>
        <p>
          <Link to="/developers">Go to the developer tools</Link>
        </p>
      </Page>
    );
  } else if ('tab' in route) {
    body = (
      <Page title="Developers" description="Keys for your servers, webhooks for your receivers, and the events they carry."
        actions={
          <a className={buttonClass()} href="/graphql" target="_blank" rel="noopener noreferrer">
            Open GraphiQL<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }>
        <Tabs label="Developer tools" tabs={TABS.map((t) => ({ to: t.to, label: t.label, current: t.tab === route.tab }))} />
        {route.tab === 'keys' && <ApiKeys onReveal={setRevealed} />}
        {route.tab === 'webhooks' && <Webhooks />}
        {route.tab === 'events' && <Events />}
      </Page>
    );
  } else if (route.view === 'new-endpoint') {
    body = <NewEndpoint onReveal={setRevealed} />;
  } else if (route.view === 'endpoint') {
    body = <Endpoint key={route.id} id={route.id} onReveal={setRevealed} />;
  } else if (route.view === 'delivery') {
    body = <Delivery key={route.id} endpointId={route.endpointId} id={route.id} />;
  } else {
    body = <EventPage key={route.id} id={route.id} />;
  }
  return (
    <>
      {body}
      <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}
