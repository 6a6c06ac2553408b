// The overview's one query: the figures of the period, the balances, and
// how far the organization has come in setting up.
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
    onboarding {
      apiKey
      session
      webhook
      team
      live
    }
  }
`);
