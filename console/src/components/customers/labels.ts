// How a customer's money objects read: statuses and their badge tones.
import type { Chain, Coin, UsdAccountRequestStatus, UsdTransferStatus } from '../../gql/graphql';
import type { Tone } from '../developers/ui';

export const REQUEST_STATUS: Record<UsdAccountRequestStatus, { label: string; tone: Tone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
};

export const TRANSFER_STATUS: Record<UsdTransferStatus, { label: string; tone: Tone }> = {
  PENDING: { label: 'Pending', tone: 'neutral' },
  PROCESSING: { label: 'Processing', tone: 'info' },
  SUCCESS: { label: 'Sent', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
  RETURNED: { label: 'Returned', tone: 'warning' },
};

/** customerName is a customer as people call them: "Ada Lovelace" (the email when both names are empty). */
export function customerName(c: { firstName: string; lastName: string; email?: string }): string {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name || c.email || '';
}

/** coinOnChain names a coin on its chain: "USDC on Solana". */
export function coinOnChain(c: { coin: Coin; chain: Chain }): string {
  return `${c.coin} on ${c.chain.charAt(0)}${c.chain.slice(1).toLowerCase()}`;
}
