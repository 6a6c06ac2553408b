// Stablecoins and their chains, as the schema documents them (the Coin and
// Chain enums): which coin is on which chain, and their decimals.
import type { Chain, Coin } from '../../gql/graphql';

/** Every stablecoin has 6 decimals. */
export const COIN_DECIMALS = 6;

/** The chains each coin is issued on. */
export const CHAINS_OF: Record<Coin, readonly Chain[]> = {
  USDC: ['SOLANA', 'BASE', 'POLYGON', 'ETHEREUM'],
  USDT: ['SOLANA', 'POLYGON', 'ETHEREUM', 'TRON'],
  PYUSD: ['SOLANA', 'ETHEREUM'],
};

export const COINS = Object.keys(CHAINS_OF) as Coin[];

export const CHAIN_LABELS: Record<Chain, string> = {
  SOLANA: 'Solana',
  BASE: 'Base',
  POLYGON: 'Polygon',
  ETHEREUM: 'Ethereum',
  TRON: 'Tron',
};

export function isCoin(v: string): v is Coin {
  return Object.hasOwn(CHAINS_OF, v);
}

export function isChain(v: string): v is Chain {
  return Object.hasOwn(CHAIN_LABELS, v);
}

/** onChain reports whether coin is issued on chain. */
export function onChain(coin: string, chain: string): boolean {
  return isCoin(coin) && isChain(chain) && CHAINS_OF[coin].includes(chain);
}
