// The console's one search: what each kind of hit shows of itself (the
// statuses of three kinds differ in type, so each has a name of its own).
import { graphql } from '../../gql';

export const SEARCH = graphql(`
  query Search($query: String!, $first: Int, $read: Boolean!) {
    search(query: $query, first: $first) {
      __typename
      id
      ... on Session {
        sessionStatus: status
        userReference @include(if: $read)
      }
      ... on Customer {
        firstName
        lastName
        email
      }
      ... on Workflow {
        name
      }
      ... on Event {
        type
      }
      ... on WebhookEndpoint {
        url
      }
      ... on DepositAddress {
        address
        coin
        chain
      }
      ... on CryptoWithdrawal {
        reference
        withdrawalStatus: status
        amount {
          amount
          currency
          decimals
        }
      }
      ... on CryptoDeposit {
        coin
        chain
        amount {
          amount
          currency
          decimals
        }
      }
      ... on LedgerTransaction {
        description
      }
      ... on UsdAccount {
        accountName
        bankName
      }
      ... on Counterparty {
        accountName
        institutionName
      }
      ... on UsdTransfer {
        reference
        transferStatus: status
        amount {
          amount
          currency
          decimals
        }
      }
      ... on FxExchange {
        source {
          amount
          currency
          decimals
        }
        target {
          amount
          currency
          decimals
        }
      }
      ... on ApiKey {
        name
        hint
      }
    }
  }
`);
