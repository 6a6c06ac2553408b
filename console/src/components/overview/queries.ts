// The overview's one query: the figures of the period and the balances.
import { graphql } from '../../gql';

export const OVERVIEW = graphql(`
  query Overview($days: Int!, $develop: Boolean!) {
    overview(days: $days) {
      from
      to
      days {
        date
        started
        approved
        rejected
        sentToReview
      }
      approvalRate
      reviewQueue {
        length
        oldestSince
      }
      webhooks {
        total
        succeeded
        failed
        pending
        successRate
        failingEndpoints @include(if: $develop) {
          id
          url
          failingSince
        }
      }
      money {
        currency
        moneyIn {
          ...MoneyFields
        }
        moneyOut {
          ...MoneyFields
        }
        days {
          date
          moneyIn {
            amount
          }
          moneyOut {
            amount
          }
        }
      }
    }
    wallets {
      ...WalletBalances
    }
  }
`);
