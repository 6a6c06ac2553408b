// The new withdrawal form, read into the createCryptoWithdrawal input.
import type { CreateCryptoWithdrawalInput } from '../../gql/graphql';
import { parseMajor } from '../../lib/money';
import { COIN_DECIMALS, isChain, isCoin, onChain } from './assets';

/** What the form holds, as typed. */
export interface WithdrawalDraft {
  coin: string;
  chain: string;
  address: string;
  /** In the coin's major units ("25.5"). */
  amount: string;
  reason: string;
  reference: string;
}

/** The server's answer about the address (checkChainAddress), once it has one for the address as typed. */
export interface AddressVerdict {
  valid: boolean;
  /** The canonical form, when valid. */
  address?: string | null;
  message?: string | null;
}

/** Messages per field of the form. */
export type Problems = Partial<Record<keyof WithdrawalDraft, string>>;

export type ParsedWithdrawal = { ok: true; input: CreateCryptoWithdrawalInput } | { ok: false; problems: Problems };

/**
 * parseWithdrawal reads the form. The address must have been checked valid
 * for the chain (verdict: undefined while the check is pending); the
 * canonical form the server gave is what is sent.
 */
export function parseWithdrawal(d: WithdrawalDraft, verdict: AddressVerdict | undefined): ParsedWithdrawal {
  const problems: Problems = {};
  if (!isCoin(d.coin)) problems.coin = 'Choose a coin.';
  if (!isChain(d.chain)) problems.chain = 'Choose a chain.';
  else if (!onChain(d.coin, d.chain)) problems.chain = `${d.coin} is not on this chain.`;
  const address = d.address.trim();
  if (address === '') problems.address = 'Enter the address to send to.';
  else if (!verdict) problems.address = 'The address is being checked.';
  else if (!verdict.valid) problems.address = verdict.message || 'This is not an address on the chain.';
  const amount = parseMajor(d.amount, COIN_DECIMALS);
  if (!amount.ok) problems.amount = amount.message;
  if (d.reference.trim().length > 100) problems.reference = 'At most 100 characters.';
  if (!amount.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      coin: d.coin as CreateCryptoWithdrawalInput['coin'],
      chain: d.chain as CreateCryptoWithdrawalInput['chain'],
      address: verdict?.address || address,
      amount: amount.minor,
      reason: d.reason.trim() || null,
      reference: d.reference.trim() || null,
      fundingSource: 'USD',
    },
  };
}
