// USD: account requests (with KYC links), accounts and their
// counterparties, and transfers; each a tab with a URL of its own, each
// object's page below it (/usd/transfers/trf_…).
import { Page } from '../components/Page';
import { Tabs } from '../components/ui/Tabs';
import { AccountPage, Accounts, CounterpartyPage } from '../components/usd/Accounts';
import { RequestPage, Requests } from '../components/usd/Requests';
import { TransferList, TransferPage } from '../components/usd/Transfers';
import { Link } from '../lib/router';
import type { PageComponentProps } from '../pageProps';

const TABS = [
  { tab: 'requests', to: '/usd/requests', label: 'Account requests' },
  { tab: 'accounts', to: '/usd/accounts', label: 'Accounts' },
  { tab: 'transfers', to: '/usd/transfers', label: 'Transfers' },
] as const;

export default function UsdPage({ rest }: PageComponentProps) {
  const [, section = 'requests', id, more] = rest.split('/');
  if (more === undefined && id && section === 'counterparties') {
    const key = decodeURIComponent(id);
    return <CounterpartyPage key={key} id={key} />;
  }
  const tab = TABS.find((t) => t.tab === section);
  if (!tab || more !== undefined) {
    return (
      <Page title="Page not found">
        <p>There is no such page of USD.</p>
        <p>
          <Link to="/usd">Go to USD</Link>
        </p>
      </Page>
    );
  }
  if (id) {
    const key = decodeURIComponent(id);
    if (tab.tab === 'requests') return <RequestPage key={key} reference={key} />;
    if (tab.tab === 'accounts') return <AccountPage key={key} id={key} />;
    return <TransferPage key={key} id={key} />;
  }
  return (
    <Page title="USD" description="Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.">
      <Tabs label="USD" tabs={TABS.map((t) => ({ to: t.to, label: t.label, current: t.tab === tab.tab }))} />
      {tab.tab === 'requests' && <Requests />}
      {tab.tab === 'accounts' && <Accounts />}
      {tab.tab === 'transfers' && <TransferList title="Transfers" emptyText="No transfers yet." />}
    </Page>
  );
}
