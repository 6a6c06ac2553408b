// A wallet's three balances, as the overview and the balances pages read
// them (amounts: components/money/ui's MoneyFields).
import { graphql } from '../../gql';

export const WALLET_BALANCES = graphql(`
  fragment WalletBalances on Wallet {
    id
    currency
    ledgerBalance {
      ...MoneyFields
    }
    availableBalance {
      ...MoneyFields
    }
    holdingBalance {
      ...MoneyFields
    }
  }
`);
