// How a customer and their coins read.
import type { Chain, Coin } from '../../gql/graphql';

/** customerName is a customer as people call them: "Ada Lovelace" (the email when both names are empty). */
export function customerName(c: { firstName: string; lastName: string; email?: string }): string {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name || c.email || '';
}

/** coinOnChain names a coin on its chain: "USDC on Solana". */
export function coinOnChain(c: { coin: Coin; chain: Chain }): string {
  return `${c.coin} on ${c.chain.charAt(0)}${c.chain.slice(1).toLowerCase()}`;
}
