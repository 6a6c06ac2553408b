// Crypto: deposit addresses, deposits and withdrawals, each a tab with a
// URL of its own, and each object's page below it
// (/crypto/withdrawals/cwd_…).
import { AddressPage, Addresses } from '../components/crypto/Addresses';
import { DepositPage, Deposits } from '../components/crypto/Deposits';
import { NewWithdrawal, WithdrawalPage, Withdrawals } from '../components/crypto/Withdrawals';
import { Page } from '../components/Page';
import { Tabs } from '../components/ui/Tabs';
import { Link } from '../lib/router';
import { useCan } from '../lib/session';
import type { PageComponentProps } from '../pageProps';

const TABS = [
  { tab: 'addresses', to: '/crypto/addresses', label: 'Deposit addresses' },
  { tab: 'deposits', to: '/crypto/deposits', label: 'Deposits' },
  { tab: 'withdrawals', to: '/crypto/withdrawals', label: 'Withdrawals' },
] as const;

export default function CryptoPage({ rest }: PageComponentProps) {
  const can = useCan();
  const [, section = 'addresses', id, more] = rest.split('/');
  const tab = TABS.find((t) => t.tab === section);
  if (!tab || more !== undefined) {
    return (
      <Page title="Page not found">
        <p>There is no such page of crypto.</p>
        <p>
          <Link to="/crypto">Go to crypto</Link>
        </p>
      </Page>
    );
  }
  if (id) {
    const key = decodeURIComponent(id);
    if (tab.tab === 'addresses') return <AddressPage key={key} id={key} />;
    if (tab.tab === 'deposits') return <DepositPage key={key} id={key} />;
    if (key === 'new' && can('MONEY')) return <NewWithdrawal />;
    return <WithdrawalPage key={key} id={key} />;
  }
  return (
    <Page title="Crypto" description="Stablecoin received on the customers’ addresses, and sent from the organization’s USD wallet.">
      <Tabs label="Crypto" tabs={TABS.map((t) => ({ to: t.to, label: t.label, current: t.tab === tab.tab }))} />
      {tab.tab === 'addresses' && <Addresses />}
      {tab.tab === 'deposits' && <Deposits />}
      {tab.tab === 'withdrawals' && <Withdrawals />}
    </Page>
  );
}
