// The fragments the money pages share: an amount as the console reads it
// (lib/money's MoneyLike), and a wallet's three balances.
import { graphql } from '../../gql';

export const AMOUNT = graphql(`
  fragment Amount on Money {
    amount
    currency
    decimals
  }
`);

export const WALLET_BALANCES = graphql(`
  fragment WalletBalances on Wallet {
    id
    currency
    ledgerBalance {
      ...Amount
    }
    availableBalance {
      ...Amount
    }
    holdingBalance {
      ...Amount
    }
  }
`);
