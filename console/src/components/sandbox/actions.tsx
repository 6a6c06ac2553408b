// The sandbox's stand-ins for a chain, a bank and a compliance team (the
// schema's @sandbox mutations), as buttons beside the object they act on.
// They show only to people who may use them: MONEY, in test mode.
import { useState, type FormEvent } from 'react';
import { useMutation, type OperationResult } from 'urql';
import { graphql } from '../../gql';
import type { PaymentRail } from '../../gql/graphql';
import { parseMajor } from '../../lib/money';
import { useCan } from '../../lib/session';
import { COIN_DECIMALS } from '../crypto/assets';
import { ObjectLink } from '../developers/Events';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';

const SETTLE_WITHDRAWAL = graphql(`
  mutation SandboxSettleWithdrawal($id: ID!, $success: Boolean!) {
    settleCryptoWithdrawal(id: $id, success: $success) {
      id
      status
      hash
      failureReason
      updatedAt
    }
  }
`);

const SETTLE_TRANSFER = graphql(`
  mutation SandboxSettleTransfer($id: ID!, $outcome: UsdTransferOutcome!) {
    settleUsdTransfer(id: $id, outcome: $outcome) {
      id
      status
      returnCode
      failureReason
      updatedAt
    }
  }
`);

const DECIDE_REQUEST = graphql(`
  mutation SandboxDecideRequest($reference: ID!, $approve: Boolean!) {
    decideUsdAccountRequest(reference: $reference, approve: $approve) {
      reference
      status
      accountId
      messages
      updatedAt
    }
  }
`);

const SIMULATE_DEPOSIT = graphql(`
  mutation SandboxSimulateDeposit($addressId: ID!, $amount: Int64!) {
    simulateCryptoDeposit(addressId: $addressId, amount: $amount) {
      id
      credited {
        ...MoneyFields
      }
    }
  }
`);

// What a sandbox action may change besides its own object: balances,
// ledger history, and the lists the object is in.
const MOVES_MONEY = {
  additionalTypenames: ['Wallet', 'LedgerEntry', 'LedgerTransaction', 'Hold', 'CryptoWithdrawal', 'UsdTransfer', 'UsdAccountRequest', 'UsdAccount', 'CryptoDeposit', 'CryptoWallet'],
};

interface Action {
  label: string;
  run(): Promise<OperationResult>;
}

/** Buttons runs one of a few actions, and says when one fails. */
function Buttons({ actions, what }: { actions: readonly Action[]; what: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const click = async (a: Action) => {
    setBusy(true);
    setError(null);
    const r = await a.run();
    setBusy(false);
    if (r.error) setError(r.error);
  };
  return (
    <Actions className="sandbox-actions" label={`Sandbox actions for ${what}`}>
      {actions.map((a) => (
        <Button key={a.label} size="small" disabled={busy} onClick={() => click(a)}>
          {a.label}
        </Button>
      ))}
      <ErrorMessage error={error} />
    </Actions>
  );
}

/** WithdrawalSandbox settles a pending withdrawal: sent, or failed. */
export function WithdrawalSandbox({ id, status }: { id: string; status: string }) {
  const can = useCan();
  const [, settle] = useMutation(SETTLE_WITHDRAWAL);
  if (!can('SANDBOX') || status !== 'PENDING') return null;
  return (
    <Buttons what={id} actions={[
      { label: 'Settle (sandbox)', run: () => settle({ id, success: true }, MOVES_MONEY) },
      { label: 'Fail (sandbox)', run: () => settle({ id, success: false }, MOVES_MONEY) },
    ]} />
  );
}

/** TransferSandbox settles a transfer as its rail would: succeeds or fails while pending, returns once sent by ACH. */
export function TransferSandbox({ id, status, rail }: { id: string; status: string; rail: PaymentRail }) {
  const can = useCan();
  const [, settle] = useMutation(SETTLE_TRANSFER);
  if (!can('SANDBOX')) return null;
  const actions: Action[] = [];
  if (status === 'PENDING' || status === 'PROCESSING') {
    actions.push({ label: 'Succeed (sandbox)', run: () => settle({ id, outcome: 'SUCCESS' }, MOVES_MONEY) });
    actions.push({ label: 'Fail (sandbox)', run: () => settle({ id, outcome: 'FAILED' }, MOVES_MONEY) });
  }
  if (status === 'SUCCESS' && rail === 'ACH') {
    actions.push({ label: 'Return (sandbox)', run: () => settle({ id, outcome: 'RETURNED' }, MOVES_MONEY) });
  }
  return actions.length ? <Buttons what={id} actions={actions} /> : null;
}

/** RequestSandbox decides a pending USD account request. */
export function RequestSandbox({ reference, status }: { reference: string; status: string }) {
  const can = useCan();
  const [, decide] = useMutation(DECIDE_REQUEST);
  if (!can('SANDBOX') || status !== 'PENDING') return null;
  return (
    <Buttons what={reference} actions={[
      { label: 'Approve (sandbox)', run: () => decide({ reference, approve: true }, MOVES_MONEY) },
      { label: 'Reject (sandbox)', run: () => decide({ reference, approve: false }, MOVES_MONEY) },
    ]} />
  );
}

/**
 * DepositSandbox sends an amount of stablecoin to a deposit address, as if
 * seen on its chain: the address given, or one whose id is typed.
 */
export function DepositSandbox({ addressId, coin }: { addressId?: string; coin?: string }) {
  const can = useCan();
  const [typedId, setTypedId] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [state, simulate] = useMutation(SIMULATE_DEPOSIT);
  if (!can('SANDBOX')) return null;
  const target = addressId ?? typedId.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const parsed = parseMajor(amount, COIN_DECIMALS);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    const r = await simulate({ addressId: target, amount: parsed.minor }, MOVES_MONEY);
    if (r.data) {
      setAmount('');
      setDone(r.data.simulateCryptoDeposit.id);
    }
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Simulate a deposit">
      {addressId === undefined && (
        <Field label="Deposit address id" value={typedId} onChange={(e) => setTypedId(e.target.value)} placeholder="addr_…" autoComplete="off" spellCheck={false} />
      )}
      <Field label={coin ? `Deposit amount (${coin.toLowerCase()})` : 'Deposit amount'} inputMode="decimal" value={amount}
        onChange={(e) => setAmount(e.target.value)} problem={problem} autoComplete="off" />
      <Button type="submit" disabled={state.fetching || target === ''}>
        Simulate a deposit (sandbox)
      </Button>
      <p role="status" className="muted">{done && <>Deposit <ObjectLink id={done} /> received.</>}</p>
      <ErrorMessage error={state.error} />
    </form>
  );
}
