// Test money: a wallet credited from the sandbox.
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { parseMajor } from '../../lib/money';
import { Amount } from '../money/parts';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { Select } from '../ui/Select';

const CREDIT = graphql(`
  mutation CreditTestWallet($currency: String!, $amount: Int64!) {
    creditTestWallet(currency: $currency, amount: $amount) {
      ...WalletBalances
    }
  }
`);

/** CreditWallet funds one of the wallets (each given with its decimals). */
export function CreditWallet({ wallets }: { wallets: readonly { currency: string; decimals: number }[] }) {
  const [currency, setCurrency] = useState(wallets[0]?.currency ?? 'USD');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [state, credit] = useMutation(CREDIT);
  const decimals = wallets.find((w) => w.currency === currency)?.decimals ?? 2;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseMajor(amount, decimals);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    const r = await credit({ currency, amount: parsed.minor }, { additionalTypenames: ['Wallet', 'LedgerEntry', 'LedgerTransaction'] });
    if (r.data) setAmount('');
  };
  const credited = state.data?.creditTestWallet;
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Credit a wallet">
      <Select label="Wallet" value={currency} onChange={(e) => setCurrency(e.target.value)} options={wallets.map((w) => ({ value: w.currency, label: w.currency }))} />
      <Field label={`Amount (${currency})`} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} problem={problem} />
      <Button type="submit" variant="primary" disabled={state.fetching}>
        Credit wallet (sandbox)
      </Button>
      <p role="status" className="muted">{credited && <>The {credited.currency} wallet now holds <Amount money={credited.ledgerBalance} />.</>}</p>
      <ErrorMessage error={state.error} />
    </form>
  );
}
